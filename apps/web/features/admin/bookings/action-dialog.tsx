'use client';
// The modal every booking action opens. It cannot be closed while its request is on its way.
import type { ReactElement, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

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
    <Dialog trigger={trigger} open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={description}>
      <div className="mt-4">{children}</div>
    </Dialog>
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
      <DialogActions closeLabel={closeLabel} closeDisabled={busy} className="mt-6">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
