'use client';
// Phone verification end to end: number → Get OTP (send-otp) → code panel → verify-otp, with
// Resend OTP via request-otp. Server messages are toasts.
import { OTP_LENGTH } from '@hearth/shared/constants';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useFormat } from '@/lib/format';
import { OtpCodePanel } from './otp-code-panel';
import { PhoneNumberForm } from './phone-number-form';
import { applyPhoneMask, displayPhone } from '@/lib/phone-mask';
import { usePhoneOtp } from './use-phone-otp';

interface PhoneVerificationProps {
  /** The number already on the account, if any, in any accepted form. */
  initialPhone: string | null;
  /** Runs after the code was accepted, e.g. to re-read the profile. */
  onVerified: () => Promise<unknown> | void;
  /** Shown under the phone step's heading. */
  intro?: ReactNode;
}

export function PhoneVerification({ initialPhone, onVerified, intro }: PhoneVerificationProps) {
  const t = useTranslations('otp');
  const format = useFormat();
  const otp = usePhoneOtp(onVerified);
  // Set once a code went out: the panel switches to code entry for that number.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [phone, setPhone] = useState(() => applyPhoneMask(initialPhone ?? ''));

  if (codeSentTo) {
    return (
      <OtpCodePanel
        phone={displayPhone(codeSentTo, format)}
        onVerify={(code) => otp.verify(codeSentTo, code)}
        onResend={() => otp.resendCode(codeSentTo)}
        onChangeNumber={() => setCodeSentTo(null)}
      />
    );
  }

  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-ink">{t('title')}</h2>
      <div className="mt-2 text-sm text-muted">{intro ?? t('phoneStep.intro', { length: OTP_LENGTH })}</div>
      <div className="mt-6">
        <PhoneNumberForm
          defaultValue={phone}
          onSubmit={async (masked) => {
            setPhone(masked);
            if (await otp.sendCode(masked)) setCodeSentTo(masked);
          }}
        />
      </div>
    </div>
  );
}
