import { parseAsArrayOf, parseAsStringLiteral } from 'nuqs/server';
import { describe, expect, it } from 'vitest';
import { createHref, createViewLoader, pageHref, parseAsDay, parseAsFlag, parseAsPage, parseAsText, parsePageView, parseAsUuid } from './url-state';

const ID = '3f2b8c1e-9d4a-4e6b-8a1f-2c3d4e5f6a7b';

describe('parseAsPage', () => {
  it('reads whole numbers from 1 up and falls back to page 1', () => {
    expect(parsePageView({ page: '3' }).page).toBe(3);
    expect(parsePageView({ page: ['2', '5'] }).page).toBe(2);
    for (const page of [undefined, '', '0', '-2', '1.5', 'abc', '1e400', '3abc']) expect(parsePageView({ page }).page).toBe(1);
  });

  it('leaves page 1 out of the URL', () => {
    expect(pageHref('/profile/reviews', 1)).toBe('/profile/reviews');
    expect(pageHref('/profile/reviews', 4)).toBe('/profile/reviews?page=4');
  });
});

describe('a list view read from the URL', () => {
  const parsers = {
    status: parseAsArrayOf(parseAsStringLiteral(['open', 'accepted'])).withDefault([]),
    from: parseAsDay,
    id: parseAsUuid,
    q: parseAsText(5),
    urgent: parseAsFlag('1'),
    page: parseAsPage,
  };
  const load = createViewLoader(parsers);
  const href = createHref(parsers);

  it('keeps what it can read and drops the rest, as undefined', () => {
    expect(load({ status: 'open,lost,accepted', from: '2026-11-03', id: ID.toUpperCase(), q: '  plumbing  ', urgent: '1', page: '2' })).toEqual({
      status: ['open', 'accepted'],
      from: '2026-11-03',
      id: ID.toUpperCase(),
      q: 'plumb',
      urgent: true,
      page: 2,
    });
    const mangled = load({ status: 'lost', from: '2026-02-30', id: 'x', q: '   ', urgent: 'yes', page: '-1' });
    expect(mangled).toEqual({ status: [], from: undefined, id: undefined, q: undefined, urgent: false, page: 1 });
    expect(Object.values(mangled)).not.toContain(null);
  });

  it('reads only real calendar days', () => {
    expect(load({ from: '2024-02-29' }).from).toBe('2024-02-29');
    for (const from of ['2025-02-29', '2026-13-01', '2026-1-01', '2026-11-03T10:00']) expect(load({ from }).from).toBeUndefined();
  });

  it('writes the URL in the parsers order, encoded as URLSearchParams does, without defaults or absent values', () => {
    expect(href('/admin/x', { status: ['open', 'accepted'], q: 'a@b c', urgent: true, page: 3 })).toBe('/admin/x?status=open%2Caccepted&q=a%40b+c&urgent=1&page=3');
    expect(href('/admin/x', { page: 3, status: ['open'] })).toBe('/admin/x?status=open&page=3');
    expect(href('/admin/x', { status: [], from: undefined, urgent: false, page: 1 })).toBe('/admin/x');
  });

  it('reads back what it writes', () => {
    const view = { status: ['accepted' as const], from: '2026-01-31', id: ID, q: 'a&b', urgent: true, page: 7 };
    const url = new URL(href('/x', view), 'http://x');
    expect(load(Object.fromEntries(url.searchParams))).toEqual(view);
  });
});
