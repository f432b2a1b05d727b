'use client';
// The modal every booking action opens (Radix Dialog: focus trapped, Escape closes, focus returns
// to the button that opened it). It cannot be closed while its request is on its way.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface ActionDialogProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  busy: boolean;
  children: ReactNode;
}

export function ActionDialog({ trigger, open, onOpenChange, title, description, busy, children }: ActionDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface DialogFooterProps {
  /** Why the last attempt failed, when it is not about one field. */
  problem: string | null;
  closeLabel: string;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
}

/** The form's outcome and its two buttons: close (kept while busy, disabled) and submit. */
export function DialogFooter({ problem, closeLabel, submitLabel, busy, danger = false }: DialogFooterProps) {
  return (
    <>
      {problem && (
        <Alert tone="error" className="mt-4">
          {problem}
        </Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={busy}>
            {closeLabel}
          </Button>
        </Dialog.Close>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
