// The page and metadata of a Markdown page route (why us, policies, terms): the slug names the page
// in the CMS; an unpublished page is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/features/seo/metadata';
import { getPage } from './content-api';
import { ContentPage } from './content-page';

export async function contentPageMetadata(slug: string, path: string, fallbackTitle: string): Promise<Metadata> {
  // When the API fails, the page itself renders the error (and logs it); metadata falls back.
  const page = await getPage(slug).catch(() => null);
  return pageMetadata({ title: page?.title ?? fallbackTitle, description: page?.description ?? `${fallbackTitle} — Hearth home services.`, path });
}

export async function ContentPageRoute({ slug }: { slug: string }) {
  const page = await getPage(slug);
  if (!page) notFound();
  return <ContentPage page={page} />;
}
