'use client';
// The inquiry form as pages place it (footer, contact page). The server renders the whole form as
// usual; in the browser its code (with react-hook-form) is a chunk of its own, fetched while the
// page hydrates instead of with the page's first scripts, so it never delays the first paint.
// React.lazy, not next/dynamic: next/dynamic would preload the chunk with the page.
import { lazy, Suspense, type ComponentProps } from 'react';

const InquiryForm = lazy(() => import('./inquiry-form').then((m) => ({ default: m.InquiryForm })));

export function DeferredInquiryForm(props: ComponentProps<typeof InquiryForm>) {
  return (
    <Suspense>
      <InquiryForm {...props} />
    </Suspense>
  );
}
