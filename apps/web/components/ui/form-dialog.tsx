'use client';
// The modal a console form opens in (Radix Dialog: focus is trapped inside, Escape closes it and
// focus returns to the button that opened it), scrolling on short screens.
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children: ReactNode;
  /** Room for a Markdown editor and its preview. */
  wide?: boolean;
}

export function FormDialog({ open, onClose, title, description, children, wide = false }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:w-[calc(100%-2rem)] sm:p-6',
            wide ? 'max-w-4xl' : 'max-w-2xl',
          )}
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel (closes the dialog) and the submit button, at the end of a form. */
export function FormActions({ busy, label, className }: { busy: boolean; label: string; className?: string }) {
  const t = useTranslations('common');
  return (
    <div className={clsx('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <Dialog.Close asChild>
        <Button variant="secondary">{t('cancel')}</Button>
      </Dialog.Close>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </div>
  );
}
