'use client';
// The two OTP calls with their feedback, shared by every place a phone is verified:
// a sent code or a refusal is a toast; a network failure on verify only ends the loading state.
import { authEndpoints } from '@hearth/shared/auth/contract';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useCall } from '@/lib/use-call';
import { displayPhone, toE164 } from '@/lib/phone-mask';

export function usePhoneOtp(onVerified: () => Promise<unknown> | void) {
  const { call } = useCall();
  const t = useTranslations('otp');
  const format = useFormat();

  /** send-otp and request-otp behave the same; true when a code went out. */
  async function sendCode(endpoint: typeof authEndpoints.sendOtp | typeof authEndpoints.requestOtp, masked: string): Promise<boolean> {
    try {
      const { message } = await call(endpoint, { body: { phonenumber: toE164(masked) } });
      toast.success(message || t('sent', { phone: displayPhone(masked, format) }));
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  }

  async function verify(masked: string, otp: string) {
    try {
      const { message } = await call(authEndpoints.verifyOtp, { body: { phonenumber: toE164(masked), otp } });
      toast.success(message);
      await onVerified();
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) return;
      toast.error(errorMessage(error));
    }
  }

  return {
    sendCode: (masked: string) => sendCode(authEndpoints.sendOtp, masked),
    resendCode: (masked: string) => sendCode(authEndpoints.requestOtp, masked),
    verify,
  };
}
