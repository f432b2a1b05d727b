import type { ReactNode } from 'react';
import { AppProviders } from '@/features/layout/server';
import { IntlProvider } from '@/i18n/intl-provider';

/** Bare pages: no header or footer, only the session context (and the query cache). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <IntlProvider namespaces={['booking', 'payment', 'account']}>
      <AppProviders>
        <main className="min-h-dvh bg-slate-50">{children}</main>
      </AppProviders>
    </IntlProvider>
  );
}
