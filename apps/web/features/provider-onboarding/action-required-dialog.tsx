'use client';
// The provider layout's Action Required dialog: what admins asked for,
// one message per line. Closing it hides it for this visit; it comes back on the next page load
// for as long as the items stay open (they close when the provider resubmits or an admin clears them).
import * as Dialog from '@radix-ui/react-dialog';
import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link, usePathname } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { useActionRequired } from './provider-onboarding-api';

export function ActionRequiredDialog() {
  const t = useTranslations('provider.actionRequired');
  const { data: items = [] } = useActionRequired();
  const pathname = usePathname();
  // Remembering what was dismissed (not just "closed") reopens the dialog if a new request arrives.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const open = items.some((item) => !dismissed.has(item._id));
  const close = () => setDismissed(new Set(items.map((item) => item._id)));

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start gap-4">
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
              <TriangleAlert className="size-5" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-ink">{t('title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">{t('description')}</Dialog.Description>
            </div>
          </div>
          <ul className="mt-5 space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
            {items.map((item) => (
              <li key={item._id} className="break-words whitespace-pre-line">
                {item.message}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('close')}</Button>
            </Dialog.Close>
            {pathname !== paths.provider.businessDetail() && (
              <Link href={paths.provider.businessDetail()} onClick={close} className={buttonClasses()}>
                {t('goToBusinessDetail')}
              </Link>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
