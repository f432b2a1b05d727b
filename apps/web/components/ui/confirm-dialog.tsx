'use client';
// A yes/no question in a modal (Radix Dialog: focus is trapped inside, Escape and "cancel" close it).
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  /** The element that opens the dialog; it gets focus back when the dialog closes. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}

export function ConfirmDialog({ trigger, open, onOpenChange, title, description, confirmLabel, cancelLabel, onConfirm, busy = false }: ConfirmDialogProps) {
  // Without a description Radix must be told so explicitly, or it warns about a missing one.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          {...describedBy}
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </Dialog.Close>
            <Button onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
