// The standard layout (spec §2): header, page content, footer. Used by the public pages,
// the customer profile area and the not-found page.
import type { ReactNode } from 'react';
import { getCatalog } from '@/features/catalog/catalog-api';
import { getServerConfig } from '@/lib/config';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export async function SiteChrome({ children }: { children: ReactNode }) {
  const categories = await getCatalog();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader categories={categories} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter categories={categories} showDevMailbox={getServerConfig().showDevMailbox} />
    </div>
  );
}
