import type { ReactNode } from 'react';
import { AppProviders } from '@/features/layout/server';
import { IntlProvider } from '@/i18n/intl-provider';

/** The booking flow reads the session and the API's quote even for visitors (to send them to sign in). */
export default function BookingLayout({ children }: { children: ReactNode }) {
  return (
    <IntlProvider namespaces={['booking', 'payment', 'account']}>
      <AppProviders>{children}</AppProviders>
    </IntlProvider>
  );
}
