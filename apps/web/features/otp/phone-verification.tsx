'use client';
// Phone verification end to end: number → Get OTP (send-otp) → code panel → verify-otp, with
// Resend OTP via request-otp. Server messages are toasts. A code sent before a reload and still
// usable opens the code step again (the API says which number and until when), so the person
// enters it instead of asking for another.
import { OTP_LENGTH } from '@hearth/shared/constants';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useFormat } from '@/lib/format';
import { OtpCodePanel } from './otp-code-panel';
import { PhoneNumberForm } from './phone-number-form';
import { applyPhoneMask, displayPhone } from '@/lib/phone-mask';
import { usePendingOtp } from './otp-api';
import { usePhoneOtp } from './use-phone-otp';

interface PhoneVerificationProps {
  /** The number already on the account, if any, in any accepted form. */
  initialPhone: string | null;
  /** Runs after the code was accepted, e.g. to re-read the profile. */
  onVerified: () => Promise<unknown> | void;
  /** Shown under the phone step's heading. */
  intro?: ReactNode;
}

interface CodeStep {
  /** The number the code went to, masked as typed (647-555-0199). */
  masked: string;
  /** When Resend opens, if the API said. */
  resendAvailableAt?: string;
}

export function PhoneVerification({ initialPhone, onVerified, intro }: PhoneVerificationProps) {
  const t = useTranslations('otp');
  const format = useFormat();
  const otp = usePhoneOtp(onVerified);
  const pendingOtp = usePendingOtp();
  // The code step for the number a code went to, or the phone step (null) once the person chose;
  // until then (undefined) a code the API reports pending opens the code step.
  const [chosen, setChosen] = useState<CodeStep | null | undefined>(undefined);
  const [phone, setPhone] = useState(() => applyPhoneMask(initialPhone ?? ''));
  const pending = pendingOtp.data;
  const step = chosen === undefined ? (pending ? { masked: applyPhoneMask(pending.phonenumber), resendAvailableAt: pending.resendAvailableAt } : null) : chosen;

  if (step) {
    const codeSentTo = step.masked;
    return (
      <OtpCodePanel
        // A new code step (another number, or a code sent again from the phone step) starts its own countdown.
        key={`${codeSentTo} ${step.resendAvailableAt}`}
        phone={displayPhone(codeSentTo, format)}
        resendAvailableAt={step.resendAvailableAt}
        onVerify={(code) => otp.verify(codeSentTo, code)}
        onResend={() => otp.resendCode(codeSentTo)}
        onChangeNumber={() => {
          setPhone(codeSentTo);
          setChosen(null);
        }}
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
            const sent = await otp.requestCode(masked);
            if (sent) setChosen({ masked, resendAvailableAt: sent.resendAvailableAt });
          }}
        />
      </div>
    </div>
  );
}
