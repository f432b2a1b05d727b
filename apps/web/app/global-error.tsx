'use client';
// Last resort when the root layout itself fails: it replaces the whole document.
import './globals.css';
import { RouteError } from '@/components/route-error';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-CA">
      <body>
        <RouteError error={error} reset={reset} />
      </body>
    </html>
  );
}
