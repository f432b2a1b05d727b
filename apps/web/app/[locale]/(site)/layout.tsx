import type { ReactNode } from 'react';
import { SiteChrome } from '@/features/layout/site-chrome';

// The standard layout: header, footer, and the chat widget on allowed hosts (spec §2).
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome withChat>{children}</SiteChrome>;
}
