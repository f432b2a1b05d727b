import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { createLoader } from 'nuqs/server';
import { BlogList, getBlogPage } from '@/features/blog';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';
import { parseAsPage } from '@/lib/url-state';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const loadBlogSearch = createLoader({ page: parseAsPage });

/** The page asked for: none is page 1, but an unreadable one is no page at all (a 404, so it is not indexed as page 1). */
function pageNumber(search: Awaited<SearchParams>): number | null {
  try {
    return loadBlogSearch(search, { strict: true }).page;
  } catch {
    return null;
  }
}

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.blog' });
  const page = pageNumber(await searchParams) ?? 1;
  return pageMetadata({
    title: page > 1 ? t('titlePage', { page: String(page) }) : t('title'),
    description: t('description'),
    path: paths.content.blog(page),
    locale,
  });
}

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const pageNo = pageNumber(await searchParams);
  if (!pageNo) notFound();
  const page = await getBlogPage(pageNo);
  if (pageNo > page.pages) notFound();
  return <BlogList page={page} />;
}
