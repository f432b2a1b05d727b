import type { ReactNode } from 'react';
import { AppProviders, SiteChrome } from '@/features/layout/server';
import { ProfileSidebar } from '@/features/profile';
import { IntlProvider } from '@/i18n/intl-provider';

// Signed-out visitors and other roles never get here: proxy.ts guards /profile.
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <IntlProvider namespaces={['account', 'booking', 'payment', 'reschedule', 'professionals']}>
      <AppProviders>
        <SiteChrome>
          <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row md:gap-8 md:px-6 md:py-12">
            <ProfileSidebar />
            <div className="min-w-0 flex-1">{children}</div>
          </div>
        </SiteChrome>
      </AppProviders>
    </IntlProvider>
  );
}
