import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogPost, getBlogPost, postLocale, postVersions } from '@/features/blog';
import { metadataLocale, pageMetadata } from '@/features/seo';
import { paths } from '@/lib/paths';

type Params = Promise<{ locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ slug }, locale] = await Promise.all([params, metadataLocale(params)]);
  // When the API fails, the page itself renders the error (and logs it); metadata falls back.
  const post = await getBlogPost(slug).catch(() => null);
  if (!post) return { title: (await getTranslations({ locale, namespace: 'meta.blogPost' }))('notFound') };
  // A post is in one language: its alternates list only the languages it exists in, and a post
  // shown under the other language's address names its own language's address as canonical.
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: paths.content.blogPost(post.slug),
    locale: postLocale(post) ?? locale,
    versions: postVersions(post, locale),
    image: post.coverImage?.large,
    type: 'article',
  });
}

export default async function Page({ params }: { params: Params }) {
  const post = await getBlogPost((await params).slug);
  if (!post) notFound();
  return <BlogPost post={post} />;
}
