import { notFound } from 'next/navigation';

// Any URL no route matches renders the language's 404 page ((site)/not-found.tsx) inside the
// standard layout, like a public page's own notFound().
export default function UnknownPage() {
  notFound();
}
