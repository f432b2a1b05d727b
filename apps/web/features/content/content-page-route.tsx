// The page and metadata of a Markdown page route (why us, policies, terms): the slug names the page
// in the CMS; an unpublished page is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo';
import { getPage } from './content-api';
import { ContentPage } from './content-page';

/** The Markdown pages, by their title's key in meta.contentPages (used when the CMS cannot answer). */
export type ContentPageKey = 'whyUs' | 'privacyPolicy' | 'refundPolicy' | 'termsOfUse' | 'rewardCircleTerms';

export async function contentPageMetadata({ slug, path, titleKey, params }: { slug: string; path: string; titleKey: ContentPageKey; params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.contentPages' });
  // When the API fails, the page itself renders the error (and logs it); metadata falls back.
  const page = await getPage(slug).catch(() => null);
  const fallbackTitle = t(titleKey);
  return pageMetadata({ title: page?.title ?? fallbackTitle, description: page?.description ?? t('fallbackDescription', { title: fallbackTitle }), path, locale });
}

export async function ContentPageRoute({ slug }: { slug: string }) {
  const page = await getPage(slug);
  if (!page) notFound();
  return <ContentPage page={page} />;
}
