import type { Discount } from '@hearth/shared/offers/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { getBarDiscountFor } from './offers-api';

vi.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));
// The public answer (Next's data cache) is not what these tests are about.
const publicDiscount = vi.hoisted(() => ({ current: null as Discount | null }));
vi.mock('@/lib/public-data', () => ({ fetchPublic: vi.fn(async () => publicDiscount.current) }));

const welcome: Discount = { _id: 'd1', name: 'WELCOME15', description: '15% off your first booking', percentOff: 15, amountOffCents: null, validTo: null, usedByYou: false };
const customer = { role: 'customer' as const, accessToken: 'token-1' };

afterEach(() => vi.unstubAllGlobals());

describe('getBarDiscountFor', () => {
  it('does not advertise a code to the customer who has already used it', async () => {
    publicDiscount.current = welcome;
    const api = fakeApi({ 'GET /api/offer/discount': ok({ ...welcome, usedByYou: true }) });
    expect(await getBarDiscountFor(customer)).toBeNull();
    // Asked as them, never from a shared cache.
    expect(api.last('GET', '/api/offer/discount')!.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('still advertises it to a customer who has not used it, and to visitors', async () => {
    publicDiscount.current = welcome;
    fakeApi({ 'GET /api/offer/discount': ok(welcome) });
    expect(await getBarDiscountFor(customer)).toMatchObject({ name: 'WELCOME15' });
    expect(await getBarDiscountFor(null)).toMatchObject({ name: 'WELCOME15' });
  });
});
