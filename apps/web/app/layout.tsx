import type { ReactNode } from 'react';

// The document itself is drawn by app/[locale]/layout.tsx, which knows the language; this layout
// exists because Next.js needs one at the root for app/not-found.tsx.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
