import '@fontsource-variable/inter';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import NextTopLoader from 'nextjs-toploader';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { getCurrentSession } from '@/features/auth/server-session';

export const metadata: Metadata = {
  title: { default: 'Hearth — trusted home services across Canada', template: '%s · Hearth' },
  description: 'Book vetted local professionals for cleaning, moving, handyman, lawn care, plumbing and more.',
};

export const viewport: Viewport = { themeColor: '#c2410c' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The server knows the session, so the header renders the right state without a flash.
  const session = await getCurrentSession();
  return (
    <html lang="en-CA">
      <body className="min-h-dvh">
        <NextTopLoader color="#ea580c" height={3} showSpinner={false} shadow={false} />
        <Providers session={session}>{children}</Providers>
      </body>
    </html>
  );
}
