import './globals.css';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import NextTopLoader from 'nextjs-toploader';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { getCurrentSession } from '@/features/auth/server-session';

export const metadata: Metadata = {
  title: { default: 'Hearth — trusted home services across Canada', template: '%s · Hearth' },
  description: 'Book vetted local professionals for cleaning, moving, handyman, lawn care, plumbing and more.',
};

// Inter from the fontsource package, through next/font: preloaded, with a metric-matched fallback.
// 'optional': if the font is not there for the first paint, that page keeps the fallback rather
// than re-flowing the text when it arrives (no late layout shift, no late LCP).
const inter = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'optional',
});

export const viewport: Viewport = { themeColor: '#c2410c' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The server knows the session, so the header renders the right state without a flash.
  const session = await getCurrentSession();
  return (
    <html lang="en-CA" className={inter.variable}>
      <body className="min-h-dvh">
        <NextTopLoader color="#ea580c" height={3} showSpinner={false} shadow={false} />
        <Providers session={session}>{children}</Providers>
      </body>
    </html>
  );
}
