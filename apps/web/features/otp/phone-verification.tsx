'use client';
// Phone verification end to end: number → Get OTP (send-otp) → code panel → verify-otp, with
// Resend OTP via request-otp. Server messages are toasts (spec §7, §8).
import { OTP_LENGTH } from '@hearth/shared/constants';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ApiError, apiRequest, errorMessage } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAccessToken } from '@/lib/use-access-token';
import { OtpCodePanel } from './otp-code-panel';
import { PhoneNumberForm } from './phone-number-form';
import { applyPhoneMask, displayPhone, toE164 } from './phone-mask';

interface PhoneVerificationProps {
  /** The number already on the account, if any, in any accepted form. */
  initialPhone: string | null;
  /** Runs after the code was accepted, e.g. to re-read the profile. */
  onVerified: () => Promise<unknown> | void;
  /** Shown under the phone step's heading. */
  intro?: ReactNode;
}

export function PhoneVerification({ initialPhone, onVerified, intro }: PhoneVerificationProps) {
  const token = useAccessToken();
  // Set once a code went out: the panel switches to code entry for that number.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [phone, setPhone] = useState(() => applyPhoneMask(initialPhone ?? ''));

  /** send-otp and request-otp behave the same; true when a code went out. */
  async function sendCode(endpoint: string, masked: string): Promise<boolean> {
    try {
      const { message } = await apiRequest(endpoint, { method: 'POST', body: { phonenumber: toE164(masked) }, token });
      toast.success(message || `OTP sent to ${displayPhone(masked)}`);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  }

  async function verify(otp: string) {
    if (!codeSentTo) return;
    try {
      const { message } = await apiRequest(apiPaths.auth.verifyOtp(), {
        method: 'POST',
        body: { phonenumber: toE164(codeSentTo), otp },
        token,
      });
      toast.success(message);
      await onVerified();
    } catch (error) {
      // A network failure only ends the loading state; a refusal shows the server's reason (spec §8).
      if (error instanceof ApiError && error.isNetworkError) return;
      toast.error(errorMessage(error));
    }
  }

  if (codeSentTo) {
    return (
      <OtpCodePanel
        phone={displayPhone(codeSentTo)}
        onVerify={verify}
        onResend={() => sendCode(apiPaths.auth.requestOtp(), codeSentTo)}
        onChangeNumber={() => setCodeSentTo(null)}
      />
    );
  }

  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-ink">OTP Verification</h2>
      <div className="mt-2 text-sm text-muted">{intro ?? `Enter your mobile number and we will text you a ${OTP_LENGTH}-digit code.`}</div>
      <div className="mt-6">
        <PhoneNumberForm
          defaultValue={phone}
          onSubmit={async (masked) => {
            setPhone(masked);
            if (await sendCode(apiPaths.auth.sendOtp(), masked)) setCodeSentTo(masked);
          }}
        />
      </div>
    </div>
  );
}
