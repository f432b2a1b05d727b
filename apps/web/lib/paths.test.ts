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

  it('builds the sign-in URL with its callback', () => {
    expect(paths.login({ callbackUrl: '/profile/booking' })).toBe('/login?callbackUrl=%2Fprofile%2Fbooking');
    expect(paths.login()).toBe('/login');
  });

  it('opens a document picker on Business Detail from Documents/Certificates', () => {
    expect(paths.provider.businessDetail()).toBe('/serviceprovider/businessdetail');
    expect(paths.provider.businessDetail({ replace: 'residentdoc' })).toBe('/serviceprovider/businessdetail?replace=residentdoc');
  });
});
