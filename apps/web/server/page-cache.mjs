// The page cache in front of Next.js (server.mjs): a visitor without a session gets the public pages
// (home, services, blog, the fixed pages, professionals' profiles, in both languages) from memory
// instead of a render per view. Everything else — signed-in visitors, other paths, RSC navigations,
// any method but GET and HEAD — goes straight to Next.js. docs/decisions/034 has the trade-offs.
//
// Each page keeps its per-response script nonce (lib/security-headers.ts): the stored copy is split
// at the nonce it was rendered with, and every response gets a fresh one, in the HTML and in its
// Content-Security-Policy header alike. The gzip copy is stored as one deflate piece per segment, each
// ended at a byte boundary with no back-references across it, so the fresh nonce goes in between as
// an uncompressed block and the page is never compressed again per view.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/** How long a copy is served as it is; after that it is re-rendered in the background. */
export const PAGE_TTL_MS = 10_000;
/** Past this age a copy is never served: the visitor waits for a fresh render. */
export const PAGE_MAX_STALE_MS = 30_000;
const MAX_ENTRIES = 256;
/** What the copies kept for reuse may hold, all pages together (about as many as are in flight at once). */
const SPARE_COPY_BYTES = 64 * 1024 * 1024;
const NONCE_LENGTH = 24;

/** Paths (without the /fr prefix) whose HTML is the same for every visitor without a session. */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/services$/,
  /^\/services\/(?!app$)[^/]+$/,
  /^\/blog$/,
  /^\/blog\/[^/]+$/,
  /^\/professionals\/[^/]+$/,
  /^\/(?:faqs|whyus|contactus|privacypolicy|refundpolicy|termofuse|professional|Reward-Circle-Terms-Conditions)$/,
];

// next-auth's session cookie, chunked (.0, .1…) when large, with the __Secure- prefix over https.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;
const LOCALE_COOKIE = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/;
// Client navigations and server actions ask for the RSC payload, not the page.
const RSC_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];
// What a stored response must not repeat: framing and dates belong to each response.
const PER_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'etag']);
const NONCE_SOURCE = /'nonce-([^']+)'/;

/** The same shape as lib/security-headers.ts createNonce: 128 random bits, base64. */
function createNonce() {
  return randomBytes(16).toString('base64');
}

const first = (value) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * What the page's HTML depends on, or null when the request must go to Next.js. The language
 * inputs are part of the key because the proxy may answer them with a redirect to /fr instead.
 */
export function pageCacheKey(req, botType = () => undefined) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = new URL(req.url ?? '/', 'http://page-cache.invalid');
  const path = url.pathname === '/fr' ? '/' : url.pathname.startsWith('/fr/') ? url.pathname.slice(3) : url.pathname;
  if (!PUBLIC_PAGES.some((page) => page.test(path)) || url.searchParams.has('_rsc')) return null;
  const headers = req.headers;
  if (RSC_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const cookie = first(headers.cookie);
  if (SESSION_COOKIE.test(cookie)) return null;
  const locale = LOCALE_COOKIE.exec(cookie)?.[1] ?? '';
  const userAgent = first(headers['user-agent']);
  // Next.js renders metadata differently for crawlers.
  return JSON.stringify([first(headers.host), url.pathname + url.search, locale, first(headers['accept-language']), botType(userAgent) ?? '']);
}

/** The request a copy is rendered from: the visitor's inputs to the key, no other cookie, no compression. */
function fillRequest(req) {
  const headers = { accept: 'text/html', 'accept-encoding': 'identity' };
  for (const name of ['host', 'user-agent', 'accept-language']) if (req.headers[name] !== undefined) headers[name] = first(req.headers[name]);
  const locale = LOCALE_COOKIE.exec(first(req.headers.cookie))?.[1];
  if (locale !== undefined) headers.cookie = `NEXT_LOCALE=${locale}`;
  const url = new URL(req.url ?? '/', 'http://page-cache.invalid');
  return { url: url.pathname + url.search, headers };
}

/** Where `separator` starts in `buffer`, each time. */
function positionsOf(buffer, separator) {
  const positions = [];
  for (let at = buffer.indexOf(separator); at !== -1; at = buffer.indexOf(separator, at + separator.length)) positions.push(at);
  return positions;
}

/**
 * A body with the nonce at fixed offsets, and copies of it to reuse. A copy is free again once its
 * response has been handed to the socket; writing the next nonce over one is far cheaper than
 * filling a new buffer of the page's size for every view. `spare` is the bytes all pages' free
 * copies may hold together.
 */
class StampedBody {
  constructor(template, offsets, spare) {
    this.template = template;
    this.offsets = offsets;
    this.spare = spare;
    this.free = [];
    this.dropped = false;
  }

  take(nonce) {
    const buffer = this.free.pop();
    if (buffer) this.spare.bytes += buffer.length;
    const copy = buffer ?? Buffer.from(this.template);
    for (const at of this.offsets) nonce.copy(copy, at);
    return copy;
  }

  give(buffer) {
    if (this.dropped || this.spare.bytes < buffer.length) return;
    this.spare.bytes -= buffer.length;
    this.free.push(buffer);
  }

  /** The page is no longer served: its free copies, and those still being sent, go to the collector. */
  drop() {
    this.dropped = true;
    for (const buffer of this.free.splice(0)) this.spare.bytes += buffer.length;
  }
}

/** A deflate block that stores `bytes` as they are (RFC 1951 3.2.4); the stream is byte-aligned before it. */
function storedBlock(bytes) {
  const length = bytes.length;
  return Buffer.concat([Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]), bytes]);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

// The gzip checksum (CRC-32) of a page with a new nonce, without reading the whole page: CRC-32 is
// linear, so it is the stored page's checksum corrected by the change of the nonce's bytes, carried
// through the bytes after each nonce (zlib's crc32_combine does the same). Operators are 32×32 bit
// matrices over GF(2), one column per input bit.
const times = (matrix, vector) => {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i];
  return sum >>> 0;
};
const square = (matrix) => matrix.map((column) => times(matrix, column));
/** ZEROS[j]: what running the CRC register over 2^j zero bytes does to it. */
const ZEROS = (() => {
  // One zero bit shifts the register right, folding the reflected polynomial in for its low bit.
  let operator = [0xedb88320, ...Array.from({ length: 31 }, (_, i) => 2 ** i)];
  for (let i = 0; i < 3; i++) operator = square(operator);
  const operators = [operator];
  for (let j = 1; j < 32; j++) operators.push(square(operators[j - 1]));
  return operators;
})();

/** The operator that runs the register over `length` zero bytes. */
function zerosOperator(length) {
  let matrix = Array.from({ length: 32 }, (_, i) => 2 ** i);
  for (let j = 0; length > 0; j++, length = Math.floor(length / 2)) if (length % 2) matrix = matrix.map((column) => times(ZEROS[j], column));
  return matrix;
}

/** What the CRC-32 of `html` needs to follow a change of the nonce at `offsets`. */
function checksum(html, nonce, offsets) {
  const gaps = offsets.map((at, i) => zerosOperator((offsets[i + 1] ?? html.length) - at - nonce.length));
  return { crc: zlib.crc32(html), nonce, gaps };
}

/** The CRC-32 of the page with `nonce` in place of the stored one. */
function stampedChecksum({ crc, nonce: stored, gaps }, nonce) {
  const change = Buffer.alloc(nonce.length);
  for (let i = 0; i < nonce.length; i++) change[i] = stored[i] ^ nonce[i];
  let register = 0;
  // zlib.crc32 takes and returns the complemented register.
  for (const gap of gaps) register = times(gap, ~zlib.crc32(change, ~register >>> 0) >>> 0);
  return (crc ^ register) >>> 0;
}

/**
 * The page as gzip: the HTML between nonces deflated piece by piece (each piece ends byte-aligned and
 * refers to nothing before it), each nonce between them as a stored block. The checksum at the end
 * is written per response.
 */
function gzipBody(html, nonce, offsets, spare) {
  const pieces = [GZIP_HEADER];
  const nonceOffsets = [];
  let length = GZIP_HEADER.length;
  let start = 0;
  for (const [i, at] of [...offsets, html.length].entries()) {
    const last = i === offsets.length;
    const piece = zlib.deflateRawSync(html.subarray(start, at), { level: 9, finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH });
    pieces.push(piece);
    length += piece.length;
    if (last) break;
    const block = storedBlock(nonce);
    pieces.push(block);
    nonceOffsets.push(length + block.length - nonce.length);
    length += block.length;
    start = at + nonce.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(html.length, 4);
  return new StampedBody(Buffer.concat([...pieces, trailer]), nonceOffsets, spare);
}

/**
 * A stored page, or null when the response must not be stored: not a plain 200 page with a nonce, or
 * one setting a cookie other than the language the proxy remembers (the same for every visitor with
 * this key, so it is sent again with each copy).
 */
function storedPage(response, createdAt, spare) {
  const header = (name) => first(response.headers[name]);
  if (response.status !== 200 || !header('content-type').startsWith('text/html')) return null;
  if ([response.headers['set-cookie'] ?? []].flat().some((cookie) => !cookie.startsWith('NEXT_LOCALE='))) return null;
  const nonce = NONCE_SOURCE.exec(header('content-security-policy'))?.[1];
  // Ours are always this long (createNonce); the copies are stamped in place.
  if (nonce?.length !== NONCE_LENGTH) return null;
  // Single header values split where the nonce was (the policy, the font preload's Link header);
  // lists (Set-Cookie) kept as they are.
  const headers = {};
  const lists = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
    if (Array.isArray(value)) lists[name] = value;
    else headers[name] = value.split(nonce);
  }
  const vary = header('vary');
  if (!/accept-encoding/i.test(vary)) headers.vary = [vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'];
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const offsets = positionsOf(response.body, nonceBytes);
  const plain = new StampedBody(response.body, offsets, spare);
  const gzip = gzipBody(response.body, nonceBytes, offsets, spare);
  return { kind: 'page', createdAt, status: 200, headers, lists, plain, gzip, checksum: checksum(response.body, nonceBytes, offsets) };
}

/** Whether Accept-Encoding allows gzip (a `q=0` refuses it). */
function acceptsGzip(value) {
  const gzip = /(?:^|,)\s*gzip\s*(?:;\s*q=([0-9.]+))?\s*(?:,|$)/i.exec(first(value));
  return Boolean(gzip) && (gzip[1] === undefined || Number(gzip[1]) > 0);
}

function send(req, res, page, state) {
  const nonce = createNonce();
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  const copies = gzip ? page.gzip : page.plain;
  const body = copies.take(nonceBytes);
  if (gzip) body.writeUInt32LE(stampedChecksum(page.checksum, nonceBytes), body.length - 8);
  const headers = { ...page.lists };
  for (const [name, parts] of Object.entries(page.headers)) headers[name] = parts.join(nonce);
  res.writeHead(page.status, {
    ...headers,
    'content-length': body.length,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    'x-hearth-page-cache': state,
  });
  if (req.method === 'HEAD') {
    res.end();
    copies.give(body);
  } else {
    // Reused only once the socket has written it; a response cut short leaves it to the collector.
    res.end(body, (error) => error || copies.give(body));
  }
}

/**
 * The cache. `render({ url, headers })` asks Next.js for a page (server.mjs: a request to this same
 * server that skips the cache) and resolves to `{ status, headers, body }`.
 */
export function createPageCache({ render, botType, now = Date.now, ttlMs = PAGE_TTL_MS, maxStaleMs = PAGE_MAX_STALE_MS, log = console }) {
  /** key → a stored page, or `{ kind: 'pass' }`: Next.js answers this key itself until the entry ages out. */
  const entries = new Map();
  const rendering = new Map();
  const spare = { bytes: SPARE_COPY_BYTES };

  function forget(key) {
    const entry = entries.get(key);
    entry?.plain?.drop();
    entry?.gzip?.drop();
    entries.delete(key);
  }

  function remember(key, entry) {
    forget(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) forget(entries.keys().next().value);
    return entry;
  }

  /** One render per key at a time; a failed re-render keeps the copy there is. */
  function refresh(key, req) {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(fillRequest(req))
        .then((response) => remember(key, storedPage(response, now(), spare) ?? { kind: 'pass', createdAt: now() }))
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  async function handle(req, res, next) {
    const key = pageCacheKey(req, botType);
    if (!key) return next();
    let entry = entries.get(key);
    const age = entry ? now() - entry.createdAt : Infinity;
    let state = 'hit';
    if (age >= maxStaleMs) {
      try {
        entry = await refresh(key, req);
        state = 'miss';
      } catch (error) {
        log.error(`Page cache: rendering ${req.url} failed; Next.js answers it directly`, error);
        return next();
      }
    } else if (age >= ttlMs) {
      state = 'stale';
      refresh(key, req).catch((error) => log.error(`Page cache: re-rendering ${req.url} failed; its copy stays until it is too old`, error));
    }
    if (entry.kind === 'pass') return next();
    send(req, res, entry, state);
  }

  return {
    handle,
    /** Forgets every copy: the next view of each page renders it again (after an admin's change). */
    purge: () => [...entries.keys()].forEach(forget),
  };
}
