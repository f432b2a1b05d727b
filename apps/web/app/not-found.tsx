import './globals.css';
import { NotFoundContent } from '@/components/not-found-content';

// Reached only by a URL the proxy did not give a language to; every other unknown URL renders
// app/[locale]/not-found.tsx in its own language.
export default function RootNotFound() {
  return (
    <html lang="en-CA">
      <body className="min-h-dvh">
        <NotFoundContent />
      </body>
    </html>
  );
}
