'use client';
// The inquiry form as pages place it (footer, contact page). In the browser its code (with
// react-hook-form) is a chunk of its own that React fetches while the page hydrates, instead of with
// the page's first scripts, so it never delays the first paint. React.lazy, not next/dynamic:
// next/dynamic would preload the chunk with the page.
// The server still renders the form, but React streams a Suspense boundary this far down the page
// after the rest of it and reveals it with a small inline script: without JavaScript the form (which
// could not send anything then anyway) stays hidden, so those visitors get a note instead.
import { lazy, Suspense, type ComponentProps } from 'react';

const InquiryForm = lazy(() => import('./inquiry-form').then((m) => ({ default: m.InquiryForm })));

export function DeferredInquiryForm(props: ComponentProps<typeof InquiryForm>) {
  return (
    <>
      <noscript>
        <p className="text-sm text-muted">Turn on JavaScript to send us a message here, or call or email us.</p>
      </noscript>
      <Suspense>
        <InquiryForm {...props} />
      </Suspense>
    </>
  );
}
