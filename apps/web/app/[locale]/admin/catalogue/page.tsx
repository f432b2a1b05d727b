import type { Metadata } from 'next';
import { CatalogueManager } from '@/features/admin/catalogue/catalogue-manager';

export const metadata: Metadata = { title: 'Catalogue' };

// Admins only (proxy.ts guards /admin); the list is loaded in the browser with the admin's token.
export default function Page() {
  return <CatalogueManager />;
}
