'use client';
// The modal a console form opens in: Escape closes it and focus returns to the button that opened it.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

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
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} description={description} size={wide ? '4xl' : '2xl'}>
      {children}
    </Dialog>
  );
}

/** Cancel (closes the dialog) and the submit button, at the end of a form. */
export function FormActions({ busy, label, className }: { busy: boolean; label: string; className?: string }) {
  const t = useTranslations('common');
  return (
    <DialogActions closeLabel={t('cancel')} className={className}>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </DialogActions>
  );
}
