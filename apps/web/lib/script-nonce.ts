// The Content Security Policy nonce of the current request (minted by proxy.ts), for the few
// inline scripts server components render. Undefined outside a request the proxy saw.
import { headers } from 'next/headers';
import { NONCE_HEADER } from './security-headers';

export async function scriptNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
