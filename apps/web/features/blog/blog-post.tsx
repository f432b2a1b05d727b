// /blog/{slug}: one article with its cover, byline and Markdown body, plus Article structured data.
import type { BlogPost as BlogPostData } from '@hearth/shared/blog/contract';
import { LOCALE_TAGS } from '@hearth/shared/locale';
import { ArrowLeft } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiImage } from '@/components/api-image';
import { Markdown } from '@/features/content';
import { PageLanguageVersions } from '@/features/layout';
import { absoluteUrl, JsonLd, SITE_NAME } from '@/features/seo';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { postLocale, postVersions } from './blog-languages';
import { PublishedDate } from './published-date';

export function BlogPost({ post }: { post: BlogPostData }) {
  const t = useTranslations('blog.post');
  const pageLocale = useLocale();
  const locale = postLocale(post) ?? pageLocale;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-14">
      <PageLanguageVersions versions={postVersions(post, locale)} fallback={paths.content.blog()} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          inLanguage: LOCALE_TAGS[locale],
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/', pageLocale) },
          mainEntityOfPage: absoluteUrl(paths.content.blogPost(post.slug), pageLocale),
          ...(post.coverImage ? { image: post.coverImage.large } : {}),
        }}
      />
      <Link href={paths.content.blog()} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('allArticles')}
      </Link>
      <header className="mt-6">
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-ink md:text-4xl">{post.title}</h1>
        <p className="mt-3 text-lg text-muted">{post.excerpt}</p>
        <p className="mt-4 text-sm text-muted">
          {t.rich('byline', { author: post.author, name: (chunks) => <span className="font-medium text-ink">{chunks}</span> })} · <PublishedDate iso={post.publishedAt} />
        </p>
      </header>
      <ApiImage image={post.coverImage} alt="" width={1600} height={900} sizes="(min-width: 768px) 720px, 100vw" priority className="mt-8 aspect-video w-full rounded-2xl" />
      <div className="mt-10">
        <Markdown>{post.body}</Markdown>
      </div>
    </article>
  );
}
