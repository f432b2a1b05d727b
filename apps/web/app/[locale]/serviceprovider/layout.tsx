import type { ReactNode } from 'react';
import { AppProviders } from '@/features/layout/server';
import { IntlProvider } from '@/i18n/intl-provider';
import { ProviderShell } from '@/features/provider-area';

// Signed-out visitors and other roles never get here: proxy.ts guards /serviceprovider.
export default function ProviderLayout({ children }: { children: ReactNode }) {
  return (
    <IntlProvider namespaces={['provider', 'booking', 'account', 'alerts', 'push', 'reschedule', 'professionals']}>
      <AppProviders>
        <ProviderShell>{children}</ProviderShell>
      </AppProviders>
    </IntlProvider>
  );
}
