'use client';
// A saved profile with a different phone number keeps the old one until the new one is confirmed
// with a code (the API only takes a number through verify-otp): this dialog is that step.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { OtpCodePanel } from '@/features/otp';
import { displayPhone } from '@/lib/phone-mask';
import { useFormat } from '@/lib/format';

interface PhoneChangeDialogProps {
  /** The new number (masked) the code was sent to; null when no change is waiting. */
  phone: string | null;
  currentPhone: string | null;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<boolean>;
  /** Closed, or "Change Phone Number". */
  onCancel: () => void;
  /** Where focus goes once the dialog is gone (the form's phone field). */
  returnFocus: () => void;
}

export function PhoneChangeDialog({ phone, currentPhone, onVerify, onResend, onCancel, returnFocus }: PhoneChangeDialogProps) {
  const t = useTranslations('provider.phoneChange');
  const format = useFormat();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={phone !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          ref={content}
          // The code boxes, not the first button, are where the user starts.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.querySelector<HTMLInputElement>('input')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <Dialog.Description className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-muted">
            {currentPhone ? t('keepsCurrent', { phone: displayPhone(currentPhone, format) }) : t('confirmNew')}
          </Dialog.Description>
          {phone && (
            <OtpCodePanel phone={displayPhone(phone, format)} onVerify={onVerify} onResend={onResend} onChangeNumber={onCancel} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
