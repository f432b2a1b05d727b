// Which visitor a server-side API call is made for. The API counts rate limits per visitor; without
// this, every sign-in through the website would share the web server's own counter. Server code
// only (proxy.ts included): the headers carry the secret shared with the API.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { getServerConfig } from './config';

type RequestHeaders = Headers | Record<string, string | string[] | undefined>;

/** Set by proxy.ts once X-Forwarded-For can be believed; its value is known only to this server. */
const FORWARDING_CHECKED_HEADER = 'x-hearth-forwarding-checked';

function readHeader(headers: RequestHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Derived from the shared secret, so a visitor cannot send it, and the secret itself is not passed around. */
function forwardingCheckedMark(): string {
  return createHash('sha256').update(`forwarding-checked:${getServerConfig().apiSharedSecret}`).digest('hex');
}

/**
 * Makes X-Forwarded-For say who the visitor is, for the request proxy.ts passes on. Next.js keeps
 * an X-Forwarded-For a visitor sent and fills in the connection's address only when there is none,
 * so with no proxy in front (WEB_TRUSTED_PROXY_HOPS 0) the visitor's header is dropped. Behind
 * trusted proxies the header is theirs and stays. The mark tells visitorHeaders this was done: a
 * request proxy.ts did not see keeps whatever the visitor sent.
 */
export function checkForwarding(headers: Headers): Headers {
  if (getServerConfig().trustedProxyHops === 0) headers.delete('x-forwarded-for');
  headers.set(FORWARDING_CHECKED_HEADER, forwardingCheckedMark());
  return headers;
}

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) counts as `203.0.113.7`. */
function normalised(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/**
 * The visitor's address from a checked X-Forwarded-For: with no proxy in front, the connection's
 * address (the only entry); behind proxies, each adds the address it saw and Next.js adds nothing,
 * so the visitor is `trustedProxyHops` entries from the right, and entries further left came from
 * the visitor and prove nothing. Null when the header cannot say.
 */
export function visitorAddress(headers: RequestHeaders, trustedProxyHops: number): string | null {
  const chain = (readHeader(headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = chain[chain.length - Math.max(trustedProxyHops, 1)];
  if (!entry) return null;
  const address = normalised(entry);
  return isIP(address) ? address : null;
}

/** Headers that make the API count a server-side call against the visitor it is made for. */
export function visitorHeaders(headers: RequestHeaders): Record<string, string> {
  const { apiSharedSecret, trustedProxyHops } = getServerConfig();
  const address = readHeader(headers, FORWARDING_CHECKED_HEADER) === forwardingCheckedMark() ? visitorAddress(headers, trustedProxyHops) : null;
  // Unknown: the call counts against this server's own address, as every call did before.
  if (!address) return {};
  return { 'X-Hearth-Client-Address': address, 'X-Hearth-Web-Secret': apiSharedSecret };
}
