'use client';
// A saved profile with a different phone number keeps the old one until the new one is confirmed
// with a code (the API only takes a number through verify-otp): this dialog is that step.
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { OtpCodePanel } from '@/features/otp';
import { displayPhone } from '@/lib/phone-mask';
import { useFormat } from '@/lib/format';

interface PhoneChangeDialogProps {
  /** The new number (masked) the code was sent to; null when no change is waiting. */
  phone: string | null;
  /** When a resend is allowed, for a code sent before this page loaded (ISO instant). */
  resendAvailableAt?: string;
  currentPhone: string | null;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<boolean>;
  /** Closed, or "Change Phone Number". */
  onCancel: () => void;
  /** Where focus goes once the dialog is gone (the form's phone field). */
  returnFocus: () => void;
}

export function PhoneChangeDialog({ phone, resendAvailableAt, currentPhone, onVerify, onResend, onCancel, returnFocus }: PhoneChangeDialogProps) {
  const t = useTranslations('provider.phoneChange');
  const format = useFormat();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={phone !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('title')}
      hideTitle
      description={currentPhone ? t('keepsCurrent', { phone: displayPhone(currentPhone, format) }) : t('confirmNew')}
      descriptionTone="note"
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
    >
      {phone && <OtpCodePanel phone={displayPhone(phone, format)} resendAvailableAt={resendAvailableAt} onVerify={onVerify} onResend={onResend} onChangeNumber={onCancel} />}
    </Dialog>
  );
}
