'use client';
// The provider layout's Action Required dialog: what admins asked for,
// one message per line. Closing it hides it for this visit; it comes back on the next page load
// for as long as the items stay open (they close when the provider resubmits or an admin clears them).
import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
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
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('title')}
      description={t('description')}
      size="lg"
      icon={
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <TriangleAlert className="size-5" />
        </span>
      }
    >
      <ul className="mt-5 space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        {items.map((item) => (
          <li key={item._id} className="break-words whitespace-pre-line">
            {item.message}
          </li>
        ))}
      </ul>
      <DialogActions closeLabel={t('close')} className="mt-6">
        {pathname !== paths.provider.businessDetail() && (
          <Link href={paths.provider.businessDetail()} onClick={close} className={buttonClasses()}>
            {t('goToBusinessDetail')}
          </Link>
        )}
      </DialogActions>
    </Dialog>
  );
}
