'use client';
// The two OTP calls with their feedback, shared by every place a phone is verified:
// a sent code or a refusal is a toast; a network failure on verify only ends the loading state.
import { authEndpoints, type PendingOtp } from '@hearth/shared/auth/contract';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useCall } from '@/lib/use-call';
import { displayPhone, toE164 } from '@/lib/phone-mask';
import { useForgetPendingOtp } from './otp-api';

export function usePhoneOtp(onVerified: () => Promise<unknown> | void) {
  const { call } = useCall();
  const t = useTranslations('otp');
  const format = useFormat();
  const forgetPendingOtp = useForgetPendingOtp();

  /**
   * The code the person can now enter (its expiry and when Resend opens, as far as the answer
   * says), or null when none was sent. send-otp answers a code still pending for the number
   * instead of sending another; request-otp always sends a new one.
   */
  async function sendCode(endpoint: typeof authEndpoints.sendOtp | typeof authEndpoints.requestOtp, masked: string): Promise<Partial<PendingOtp> | null> {
    try {
      const { data, message } = await call(endpoint, { body: { phonenumber: toE164(masked) } });
      toast.success(message || t('sent', { phone: displayPhone(masked, format) }));
      return data ?? {};
    } catch (error) {
      toast.error(errorMessage(error));
      return null;
    }
  }

  async function verify(masked: string, otp: string) {
    try {
      const { message } = await call(authEndpoints.verifyOtp, { body: { phonenumber: toE164(masked), otp } });
      toast.success(message);
      forgetPendingOtp();
      await onVerified();
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) return;
      toast.error(errorMessage(error));
    }
  }

  return {
    /** Get OTP; true when a code can be entered (sent now, or still pending). */
    sendCode: async (masked: string) => (await sendCode(authEndpoints.sendOtp, masked)) !== null,
    /** Resend OTP; true when a new code went out. */
    resendCode: async (masked: string) => (await sendCode(authEndpoints.requestOtp, masked)) !== null,
    /** Get OTP, answering the code to enter: its number, expiry and when Resend opens. */
    requestCode: (masked: string) => sendCode(authEndpoints.sendOtp, masked),
    verify,
  };
}
