import type { ReactNode } from 'react';
import { SiteChrome } from '@/features/layout/server';

// The standard layout: header, footer, and the chat widget on allowed hosts.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome withChat>{children}</SiteChrome>;
}
