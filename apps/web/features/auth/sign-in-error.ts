// next-auth v4 passes only an error string from authorize() to signIn(); the API's status,
// message and field errors travel inside it as JSON so the form can show them faithfully.
import { ApiError } from '@/lib/api';

interface SignInFailure {
  status: number;
  message: string;
  errors: Record<string, string>;
}

const FALLBACK_MESSAGE = 'We could not sign you in. Please try again.';

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
