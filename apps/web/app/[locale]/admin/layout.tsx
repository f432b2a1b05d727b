import type { ReactNode } from 'react';
import { AppProviders } from '@/features/layout/server';
import { IntlProvider } from '@/i18n/intl-provider';
import { AdminShell } from '@/features/admin';
import { getCurrentSession } from '@/features/auth/server';

// Only admins get here: proxy.ts guards /admin.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await getCurrentSession();
  return (
    <IntlProvider namespaces={['admin', 'adminContent', 'booking', 'account', 'reschedule']}>
      <AppProviders>
        <AdminShell fullname={session?.user.fullname ?? ''}>{children}</AdminShell>
      </AppProviders>
    </IntlProvider>
  );
}
