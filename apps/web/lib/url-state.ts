// The URL state of the list pages: the nuqs parsers several lists share (page, day, id, bounded text, flag)
// and the two ends every list builds from one parsers object, the loader its page reads the search params
// with and the href builder its links use, so the parse rules and the URLs cannot drift apart.
// Reading is lenient everywhere: a mangled value is dropped (or falls back to its default), never an error.
import { createLoader, createParser, createSerializer, type inferParserType, type Nullable, type ParserMap } from 'nuqs/server';

export type SearchParams = Record<string, string | string[] | undefined>;

/** `?page=`: a whole number from 1 up; anything else is page 1, which the URL leaves out. */
export const parseAsPage = createParser({
  parse: (value) => {
    const page = Number(value);
    return Number.isSafeInteger(page) && page >= 1 ? page : null;
  },
  serialize: String,
}).withDefault(1);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD (2026-02-31 is dropped). Kept as text: the API takes it as it is. */
export const parseAsDay = createParser({
  parse: (value) => {
    if (!DAY.test(value)) return null;
    const at = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value) ? value : null;
  },
  serialize: String,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id; anything else is dropped rather than sent to the API to fail there. */
export const parseAsUuid = createParser({ parse: (value) => (UUID.test(value) ? value : null), serialize: String });

/** Free text, trimmed and cut to `max` characters (no limit without one); blank counts as absent. */
export const parseAsText = (max?: number) => createParser({ parse: (value) => value.trim().slice(0, max) || null, serialize: String });

/** An on/off switch written as `?key=<token>` when on and left out when off; any other value is off. */
export const parseAsFlag = (token: string) =>
  createParser<boolean>({ parse: (value) => (value === token ? true : null), serialize: () => token }).withDefault(false);

/** The loader's output with `undefined` for an absent value, the way the views and API queries spell it. */
export type UrlView<P extends ParserMap> = { [K in keyof inferParserType<P>]: null extends inferParserType<P>[K] ? NonNullable<inferParserType<P>[K]> | undefined : inferParserType<P>[K] };

/** Reads a page's `searchParams` with `parsers`; a repeated parameter counts by its first value. */
export function createViewLoader<P extends ParserMap>(parsers: P): (params: SearchParams) => UrlView<P> {
  const load = createLoader(parsers);
  return (params) => {
    const loaded: Record<string, unknown> = load(params);
    for (const key of Object.keys(loaded)) if (loaded[key] === null) loaded[key] = undefined;
    return loaded as UrlView<P>;
  };
}

export type UrlValues<P extends ParserMap> = Partial<Nullable<inferParserType<P>>>;

/**
 * Builds `path?query` from values, in the parsers' order, leaving out absent values and defaults.
 * nuqs writes commas and `@` as they are; the query is re-encoded the way URLSearchParams does it,
 * so the links stay byte-identical to the ones people have already bookmarked and shared.
 */
export function createHref<P extends ParserMap>(parsers: P): (path: string, values: UrlValues<P>) => string {
  const serialize = createSerializer(parsers);
  return (path, values) => {
    const search = new URLSearchParams(serialize(values)).toString();
    return search ? `${path}?${search}` : path;
  };
}

/** A list whose only URL state is `?page=` (reviews, notifications, the wishlist). */
const pagedSearchParams = { page: parseAsPage };

export const parsePageView = createViewLoader(pagedSearchParams);

const pagedHref = createHref(pagedSearchParams);

/** `path` on `page`; page 1 is the bare path, so both are one page. */
export const pageHref = (path: string, page: number): string => pagedHref(path, { page });
