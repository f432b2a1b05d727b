import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DiscountsPage, readDiscountParams } from '@/features/admin/discounts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent');
  return { title: t('discounts.title') };
}

// Only admins get here: proxy.ts guards /admin. The list's filters live in the URL.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <DiscountsPage params={readDiscountParams(await searchParams)} />;
}
