import type { Metadata } from 'next';
import { DiscountsPage } from '@/features/admin/discounts/discounts-page';
import { readDiscountParams } from '@/features/admin/discounts/discounts-url';

export const metadata: Metadata = { title: 'Discounts & offers' };

// Only admins get here: proxy.ts guards /admin. The list's filters live in the URL.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <DiscountsPage params={readDiscountParams(await searchParams)} />;
}
