// /blog/{slug}: one article with its cover, byline and Markdown body, plus Article structured data.
import type { BlogPost as BlogPostData } from '@hearth/shared/api-types';
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { ApiImage } from '@/components/api-image';
import { Markdown } from '@/features/content/markdown';
import { JsonLd } from '@/features/seo/json-ld';
import { absoluteUrl, SITE_NAME } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';
import { PublishedDate } from './published-date';

export function BlogPost({ post }: { post: BlogPostData }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-14">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/') },
          mainEntityOfPage: absoluteUrl(paths.content.blogPost(post.slug)),
          ...(post.coverImage ? { image: post.coverImage.large } : {}),
        }}
      />
      <Link href={paths.content.blog()} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800">
        <ArrowLeft aria-hidden="true" className="size-4" /> All articles
      </Link>
      <header className="mt-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink md:text-4xl">{post.title}</h1>
        <p className="mt-3 text-lg text-muted">{post.excerpt}</p>
        <p className="mt-4 text-sm text-muted">
          By <span className="font-medium text-ink">{post.author}</span> · <PublishedDate iso={post.publishedAt} />
        </p>
      </header>
      <ApiImage image={post.coverImage} alt="" width={1600} height={900} sizes="(min-width: 768px) 720px, 100vw" priority className="mt-8 aspect-video w-full rounded-2xl" />
      <div className="mt-10">
        <Markdown>{post.body}</Markdown>
      </div>
    </article>
  );
}
