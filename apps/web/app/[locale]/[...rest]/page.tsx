import { notFound } from 'next/navigation';

// Any URL no route matches renders the language's 404 page (app/[locale]/not-found.tsx) inside
// that language's layout.
export default function UnknownPage() {
  notFound();
}
