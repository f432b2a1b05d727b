'use client';
// A yes/no question in a modal: "cancel" and Escape close it, the confirm button runs the action.
import type { ReactElement } from 'react';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

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
  return (
    <Dialog trigger={trigger} open={open} onOpenChange={onOpenChange} title={title} description={description} size="sm">
      <DialogActions closeLabel={cancelLabel} className="mt-6">
        <Button onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
