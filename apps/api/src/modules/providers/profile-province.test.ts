import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// A provider's own address: the province must be the one the postal code is in, as everywhere an address is taken.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = { firstname: 'Sam Okafor', phonenumber: '+16135550142', language: ['English'], dob: '1988-04-12', postcode: 'K1A 0B1', street: '24 Sussex Dr', city: 'Ottawa', province: 'ON' };

describe('provider profile postal code and province', () => {
  it('refuses a postal code from another province, on the postal code, and changes nothing', async () => {
    const p = await t.createUser({ role: 'serviceprovider', phone: '+16135550142' });
    const saved = await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: { ...details, email: p.email } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const res = await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: { ...details, email: p.email, city: 'Calgary', province: 'AB' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ postcode: 'K1A 0B1 is a postal code in Ontario, not Alberta' });
    expect((await t.call({ method: 'GET', url: '/api/service-provider/profile', token: p.token })).body.data).toMatchObject({ city: 'Ottawa', province: 'ON', postcode: 'K1A 0B1' });

    const moved = await t.call({ method: 'PATCH', url: '/api/service-provider/profile', token: p.token, payload: { ...details, email: p.email, city: 'Calgary', province: 'AB', postcode: 't2p 1j9' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ city: 'Calgary', province: 'AB', postcode: 'T2P 1J9' });
  });
});
