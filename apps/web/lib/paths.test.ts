import { describe, expect, it } from 'vitest';
import { paths, protectedArea, roleLanding, safeCallbackUrl } from './paths';

describe('paths', () => {
  it('lands each role on its own area (the header name link goes there too)', () => {
    expect(roleLanding('serviceprovider')).toBe('/serviceprovider/servicerequest');
    expect(roleLanding('customer')).toBe('/profile/booking');
    expect(roleLanding('admin')).toBe('/admin');
  });

  it('knows which role each guarded area belongs to', () => {
    expect(protectedArea('/profile/booking')).toBe('customer');
    expect(protectedArea('/serviceprovider')).toBe('serviceprovider');
    expect(protectedArea('/admin/users')).toBe('admin');
    expect(protectedArea('/profiles')).toBeNull();
    expect(protectedArea('/services/app')).toBeNull();
  });

  it('only honours callback URLs that stay on this site', () => {
    expect(safeCallbackUrl('/profile/booking?tab=past')).toBe('/profile/booking?tab=past');
    expect(safeCallbackUrl('https://evil.example')).toBeNull();
    expect(safeCallbackUrl('//evil.example')).toBeNull();
    expect(safeCallbackUrl('/\\evil.example')).toBeNull();
    expect(safeCallbackUrl(undefined)).toBeNull();
  });

  // Each of these was followed off the site (or answered 500) before; a browser reads the ones
  // with a tab, newline or backslash as `//evil…`, which is another host.
  it.each([
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil'],
    ['a carriage return between the slashes', '/\r/evil'],
    ['a tab before the path', '\t//evil.example'],
    ['a protocol-relative URL', '//evil'],
    ['a backslash after the slash', '/\\evil'],
    ['a backslash later on', '/profile\\..\\\\evil'],
    ['a tab decoded from %09', decodeURIComponent('/%09/evil.example')],
    ['a path that normalises to //evil', '/.//evil.example'],
    ['a parent step that normalises to //evil', '/..//evil.example'],
    ['encoded dots that normalise to //evil', '/%2e%2e//evil.example'],
    ['an absolute URL', 'https://evil'],
    ['a scheme-relative absolute URL', 'https:evil.example'],
    ['a javascript: URL', 'javascript:alert(document.domain)'],
    ['a relative path without a slash', 'evil.example'],
    ['a NUL character', '/profile\u0000'],
    ['a very long URL', `/${'a'.repeat(5000)}`],
    ['an empty value', ''],
  ])('refuses %s', (_case, hostile) => {
    expect(safeCallbackUrl(hostile)).toBeNull();
  });

  it.each([
    ['a page with its query and fragment', '/profile/booking?tab=past#x', '/profile/booking?tab=past#x'],
    ['the home page', '/', '/'],
    ['a percent-encoded tab, which stays text', '/%09/evil.example', '/%09/evil.example'],
    ['an ideographic full stop, percent-encoded', '/\u3002evil', '/%E3%80%82evil'],
    ['a full-width solidus, which is not a slash', '/\uff0fevil.example', '/%EF%BC%8Fevil.example'],
    ['dot segments, resolved', '/profile/../services/cleaning', '/services/cleaning'],
    ['quotes and angle brackets in the query, encoded', '/services?q="<x>"', '/services?q=%22%3Cx%3E%22'],
  ])('keeps %s on this site', (_case, value, expected) => {
    expect(safeCallbackUrl(value)).toBe(expected);
  });

  it('builds the sign-in URL with its callback', () => {
    expect(paths.login({ callbackUrl: '/profile/booking' })).toBe('/login?callbackUrl=%2Fprofile%2Fbooking');
    expect(paths.login()).toBe('/login');
  });

  it('opens a document picker on Business Detail from Documents/Certificates', () => {
    expect(paths.provider.businessDetail()).toBe('/serviceprovider/businessdetail');
    expect(paths.provider.businessDetail({ replace: 'residentdoc' })).toBe('/serviceprovider/businessdetail?replace=residentdoc');
  });

  it('opens one job’s page, the id kept to one path segment', () => {
    expect(paths.provider.job('b1')).toBe('/serviceprovider/servicerequest/b1');
    expect(paths.provider.job('a/b?c')).toBe('/serviceprovider/servicerequest/a%2Fb%3Fc');
  });
});
