import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBlogPost } from '@/features/blog/blog-api';
import { BlogPost } from '@/features/blog/blog-post';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  // When the API fails, the page itself renders the error (and logs it); metadata falls back.
  const post = await getBlogPost(slug).catch(() => null);
  if (!post) return { title: 'Article not found' };
  return pageMetadata({ title: post.title, description: post.excerpt, path: paths.content.blogPost(post.slug), image: post.coverImage?.large, type: 'article' });
}

export default async function Page({ params }: { params: Params }) {
  const post = await getBlogPost((await params).slug);
  if (!post) notFound();
  return <BlogPost post={post} />;
}
