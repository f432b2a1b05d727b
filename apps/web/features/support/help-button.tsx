'use client';
// The floating Help button. Hidden by default; NEXT_PUBLIC_SHOW_HELP_BUTTON shows it.
import { LifeBuoy } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

// The modal (and its validation library) loads only when someone opens it.
const HelpModal = dynamic(() => import('./help-modal').then((m) => m.HelpModal), { ssr: false });

export function HelpButton() {
  const t = useTranslations('site.help');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="fixed bottom-5 left-5 z-40 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2.5 text-sm font-semibold text-ink shadow-lg ring-1 ring-slate-200 hover:bg-slate-50"
      >
        <LifeBuoy aria-hidden="true" className="size-4 text-brand-700" /> {t('button')}
      </button>
      {open && <HelpModal open onOpenChange={setOpen} />}
    </>
  );
}
