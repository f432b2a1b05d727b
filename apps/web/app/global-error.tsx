'use client';
// Last resort when the root layout itself fails: it replaces the whole document, the message
// provider included, so its few words are kept here in both languages and chosen by the URL
// (French pages live under /fr).
import './globals.css';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { buttonClasses } from '@/components/ui/button';

const TEXTS = {
  en: {
    lang: 'en-CA',
    title: 'Something went wrong',
    body: 'This page could not be loaded. Please try again.',
    reference: 'Reference:',
    tryAgain: 'Try Again',
    home: 'Go Home',
    homeHref: '/',
  },
  fr: {
    lang: 'fr-CA',
    title: 'Une erreur s’est produite',
    body: 'Cette page n’a pas pu être chargée. Veuillez réessayer.',
    reference: 'Référence :',
    tryAgain: 'Réessayer',
    home: 'Retour à l’accueil',
    homeHref: '/fr',
  },
} as const;

const subscribeNothing = () => () => {};
const isFrenchPath = (pathname: string) => pathname === '/fr' || pathname.startsWith('/fr/');

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // The server has no URL to go by here; the browser corrects the language once it hydrates.
  const french = useSyncExternalStore(subscribeNothing, () => isFrenchPath(window.location.pathname), () => false);
  const t = TEXTS[french ? 'fr' : 'en'];

  useEffect(() => {
    console.error('The page failed to render', error);
  }, [error]);

  return (
    <html lang={t.lang}>
      <body>
        <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
            <TriangleAlert aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-6 text-2xl font-bold text-ink">{t.title}</h1>
          <p className="mt-2 text-muted">{t.body}</p>
          {error.digest && (
            <p className="mt-1 text-sm break-words text-muted">
              {t.reference} {error.digest}
            </p>
          )}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button type="button" onClick={reset} className={buttonClasses()}>
              {t.tryAgain}
            </button>
            {/* A full page load: the app's router may be what failed. */}
            <a href={t.homeHref} className={buttonClasses({ variant: 'secondary' })}>
              {t.home}
            </a>
          </div>
        </div>
      </body>
    </html>
  );
}
