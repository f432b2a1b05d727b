// next-auth v4 passes only an error string from authorize() to signIn(); the API's status,
// message and field errors travel inside it as JSON so the form can show them faithfully.
import { ApiError } from '@/lib/api';

interface SignInFailure {
  status: number;
  message: string;
  errors: Record<string, string>;
}

/** Shown when next-auth gives no usable reason; the sign-in form words it in the page's language. */
export const SIGN_IN_FALLBACK_MESSAGE = 'We could not sign you in. Please try again.';
const FALLBACK_MESSAGE = SIGN_IN_FALLBACK_MESSAGE;

export function encodeSignInFailure(failure: SignInFailure): string {
  return JSON.stringify(failure);
}

export function decodeSignInFailure(raw: string | null | undefined): ApiError {
  if (!raw) return new ApiError(500, FALLBACK_MESSAGE);
  try {
    const parsed = JSON.parse(raw) as Partial<SignInFailure>;
    if (typeof parsed.message !== 'string') return new ApiError(500, FALLBACK_MESSAGE);
    return new ApiError(Number(parsed.status) || 500, parsed.message, parsed.errors ?? {});
  } catch {
    // Errors raised by next-auth itself (e.g. "CredentialsSignin") are plain codes, not JSON.
    return new ApiError(500, FALLBACK_MESSAGE);
  }
}
