'use client';
// The page's one toast area (sonner's Toaster), mounted by the root layout for every page. Anything
// anywhere shows a toast with `import { toast } from 'sonner'`; sonner keeps toasts raised before the
// Toaster mounted and shows them once it does.
// The Toaster's code loads only when a toast can come: at once on pages with <AppProviders>
// (realtime events, mutations), otherwise at the visitor's first activity (every toast on a
// visitor's page answers an action, such as sending the inquiry form). A visitor who only reads
// the page never downloads or runs it.
import { TOAST_AUTO_CLOSE_MS } from '@hearth/shared/constants';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { onFirstInteraction } from '@/lib/on-first-interaction';

/** The site's font (globals.css: next/font's Inter, then its fallbacks). */
const SITE_FONT = { fontFamily: 'var(--font-sans)' };

let wantedNow = false;
const wantedListeners = new Set<() => void>();

/** Loads the toast area right away; <AppProviders> calls it. */
export function useToastsNow() {
  useEffect(() => {
    wantedNow = true;
    for (const listener of wantedListeners) listener();
  }, []);
}

export function Toasts() {
  const t = useTranslations('common.toasts');
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let active = true;
    let stopWaitingForActivity = () => {};
    const stopWaiting = () => {
      wantedListeners.delete(load);
      stopWaitingForActivity();
    };
    function load() {
      stopWaiting();
      import('sonner')
        .then((sonner) => {
          if (active) setToaster(() => sonner.Toaster);
        })
        .catch((error: unknown) => console.error('Loading the toast area failed', error));
    }
    if (wantedNow) load();
    else {
      wantedListeners.add(load);
      stopWaitingForActivity = onFirstInteraction(load);
    }
    return () => {
      active = false;
      stopWaiting();
    };
  }, []);

  return (
    Toaster && (
      <Toaster
        position="top-center"
        duration={TOAST_AUTO_CLOSE_MS}
        richColors
        closeButton
        containerAriaLabel={t('region')}
        // sonner sets its own system-font stack on the toast list; toasts speak in the site's font.
        style={SITE_FONT}
        toastOptions={{ closeButtonAriaLabel: t('close') }}
      />
    )
  );
}
