import { notFound } from 'next/navigation';
import { getBlogPage } from '@/features/blog/blog-api';
import { BlogList } from '@/features/blog/blog-list';
import { pageMetadata } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

type SearchParams = Promise<{ page?: string }>;

function pageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  const page = pageNumber((await searchParams).page) ?? 1;
  return pageMetadata({
    title: page > 1 ? `Blog — page ${page}` : 'Blog',
    description: 'Home care tips, seasonal checklists and advice from Hearth professionals across Canada.',
    path: paths.content.blog(page),
  });
}

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const pageNo = pageNumber((await searchParams).page);
  if (!pageNo) notFound();
  const page = await getBlogPage(pageNo);
  if (pageNo > page.pages) notFound();
  return <BlogList page={page} />;
}
