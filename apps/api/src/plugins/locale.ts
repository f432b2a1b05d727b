// The language a request is answered in: the one the client asks for in Accept-Language (the web
// sends its page's language), else the signed-in caller's stored preference, else English. Error
// messages, localized content and anything rendered for the caller use `requestLocale(request)`;
// messages sent later (emails, SMS) use the recipient's stored preference instead.
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, type Locale } from '@hearth/shared/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

const AVAILABLE = [...LOCALES];

/**
 * Negotiating is the costliest step of a cached public answer, and browsers send a handful of
 * distinct headers: each is negotiated once. Bounded, since the header is the client's to choose.
 */
const negotiated = new Map<string, Locale | null>();
const MAX_NEGOTIATED = 1000;

/** 'fr-CA,fr;q=0.9,en;q=0.8' → 'fr'; null when the header names none of ours. */
export function acceptedLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const locale = negotiate(header);
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(header, locale);
  return locale;
}

function negotiate(header: string): Locale | null {
  const tags = new Negotiator({ headers: { 'accept-language': header } }).languages();
  for (const tag of tags) {
    const language = tag.toLowerCase().split('-')[0];
    if ((AVAILABLE as string[]).includes(language!)) return language as Locale;
  }
  return null;
}

export function requestLocale(request: FastifyRequest): Locale {
  return acceptedLocale(request.headers['accept-language']) ?? request.user?.locale ?? DEFAULT_LOCALE;
}

export function registerLocale(app: FastifyInstance) {
  // Caches between the client and the API must keep each language's answer apart.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('Content-Language', LOCALE_TAGS[requestLocale(request)]);
    const vary = reply.getHeader('vary');
    if (!String(vary ?? '').toLowerCase().includes('accept-language')) reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    done(null, payload);
  });
}
