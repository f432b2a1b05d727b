'use client';
// The two OTP calls with the spec's feedback (§7, §8), shared by every place a phone is verified:
// a sent code or a refusal is a toast; a network failure on verify only ends the loading state.
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { ApiError, apiRequest, errorMessage } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useFormat } from '@/lib/format';
import { useAccessToken } from '@/lib/use-access-token';
import { displayPhone, toE164 } from '@/lib/phone-mask';

export function usePhoneOtp(onVerified: () => Promise<unknown> | void) {
  const token = useAccessToken();
  const t = useTranslations('otp');
  const format = useFormat();

  /** send-otp and request-otp behave the same; true when a code went out. */
  async function sendCode(endpoint: string, masked: string): Promise<boolean> {
    try {
      const { message } = await apiRequest(endpoint, { method: 'POST', body: { phonenumber: toE164(masked) }, token });
      toast.success(message || t('sent', { phone: displayPhone(masked, format) }));
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  }

  async function verify(masked: string, otp: string) {
    try {
      const { message } = await apiRequest(apiPaths.auth.verifyOtp(), { method: 'POST', body: { phonenumber: toE164(masked), otp }, token });
      toast.success(message);
      await onVerified();
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) return;
      toast.error(errorMessage(error));
    }
  }

  return {
    sendCode: (masked: string) => sendCode(apiPaths.auth.sendOtp(), masked),
    resendCode: (masked: string) => sendCode(apiPaths.auth.requestOtp(), masked),
    verify,
  };
}
