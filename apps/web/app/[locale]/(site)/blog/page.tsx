import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogList, getBlogPage } from '@/features/blog';
import { metadataLocale, pageMetadata, type LocaleParams } from '@/features/seo';
import { paths } from '@/lib/paths';

type SearchParams = Promise<{ page?: string }>;

function pageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.blog' });
  const page = pageNumber((await searchParams).page) ?? 1;
  return pageMetadata({
    title: page > 1 ? t('titlePage', { page: String(page) }) : t('title'),
    description: t('description'),
    path: paths.content.blog(page),
    locale,
  });
}

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const pageNo = pageNumber((await searchParams).page);
  if (!pageNo) notFound();
  const page = await getBlogPage(pageNo);
  if (pageNo > page.pages) notFound();
  return <BlogList page={page} />;
}
