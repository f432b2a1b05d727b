import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import { ProviderShell } from '@/features/provider-area/provider-shell';

// Signed-out visitors and other roles never get here: proxy.ts guards /serviceprovider.
export default function ProviderLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <ProviderShell>{children}</ProviderShell>
    </AppProviders>
  );
}
