import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { customerAddresses } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = { name: 'Maya Roy', phonenumber: '416-555-0142', street: '12 Front St W', city: 'Toronto', province: 'on', country: 'Canada', postcode: 'm5v2t6' };
const cottage = { ...home, street: '4 Lake Rd', city: 'Huntsville', postcode: 'P1H 1A1' };

describe('saved addresses', () => {
  it('adds, lists, edits, deletes and keeps exactly one default', async () => {
    const c = await t.createUser();
    const first = await t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: home });
    expect(first.status).toBe(201);
    // The first address becomes the default; province, postal code and phone number are normalised.
    expect(first.body.data).toMatchObject({ isDefault: true, province: 'ON', postcode: 'M5V 2T6', phonenumber: '+14165550142' });
    const second = await t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: cottage });
    expect(second.body.data.isDefault).toBe(false);

    const made = await t.call({ method: 'POST', url: `/api/user/addresses/${second.body.data._id}/default`, token: c.token });
    expect(made.body.data.map((a: { street: string; isDefault: boolean }) => [a.street, a.isDefault])).toEqual([
      ['4 Lake Rd', true],
      ['12 Front St W', false],
    ]);

    const edited = await t.call({ method: 'PUT', url: `/api/user/addresses/${first.body.data._id}`, token: c.token, payload: { ...home, street: '14 Front St W', isDefault: true } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ street: '14 Front St W', isDefault: true });
    const list = await t.call({ method: 'GET', url: '/api/user/addresses', token: c.token });
    expect(list.body.data.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    // Deleting the default hands it to the remaining address.
    expect((await t.call({ method: 'DELETE', url: `/api/user/addresses/${first.body.data._id}`, token: c.token })).status).toBe(200);
    const after = await t.call({ method: 'GET', url: '/api/user/addresses', token: c.token });
    expect(after.body.data).toEqual([expect.objectContaining({ street: '4 Lake Rd', isDefault: true })]);
  });

  it('explains bad input field by field and saves nothing', async () => {
    const c = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: { ...home, postcode: '', province: 'XX', country: 'France', phonenumber: '12' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      postcode: 'Postal Code is required',
      province: 'Province must be a Canadian province or territory',
      country: 'We currently serve Canada only',
      phonenumber: 'Phone number must be a 10-digit number',
    });
    const bad = await t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: { ...home, postcode: '12345' } });
    expect(bad.body.errors.postcode).toBe('Postal Code must be a valid Canadian postal code (A1A 1A1)');
    expect((await t.call({ method: 'GET', url: '/api/user/addresses', token: c.token })).body.data).toEqual([]);
  });

  it('takes a phone number as typed and keeps it in E.164', async () => {
    const c = await t.createUser();
    const saved = await t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: { ...home, phonenumber: '416.555.0123' } });
    expect(saved.status).toBe(201);
    expect(saved.body.data.phonenumber).toBe('+14165550123');
    const [row] = await t.app.ctx.db.select().from(customerAddresses).where(eq(customerAddresses.id, saved.body.data._id));
    expect(row!.phone).toBe('+14165550123');

    const edited = await t.call({ method: 'PUT', url: `/api/user/addresses/${saved.body.data._id}`, token: c.token, payload: { ...home, phonenumber: '+1 (647) 555-0199' } });
    expect(edited.body.data.phonenumber).toBe('+16475550199');
  });

  it('refuses a number the North American plan does not allow', async () => {
    const c = await t.createUser();
    for (const phonenumber of ['911-555-0123', '416-911-0123', '(416 555-0123']) {
      const res = await t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: { ...home, phonenumber } });
      expect([res.status, res.body.errors]).toEqual([400, { phonenumber: 'Phone number must be a 10-digit number' }]);
    }
    expect((await t.call({ method: 'GET', url: '/api/user/addresses', token: c.token })).body.data).toEqual([]);
  });

  it("keeps one customer's addresses from everyone else", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const { body } = await t.call({ method: 'POST', url: '/api/user/addresses', token: owner.token, payload: home });
    const id = body.data._id;
    for (const req of [
      { method: 'PUT' as const, url: `/api/user/addresses/${id}`, payload: cottage },
      { method: 'DELETE' as const, url: `/api/user/addresses/${id}` },
      { method: 'POST' as const, url: `/api/user/addresses/${id}/default` },
    ]) {
      const res = await t.call({ ...req, token: other.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Address not found');
    }
    expect((await t.call({ method: 'GET', url: '/api/user/addresses', token: other.token })).body.data).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: '/api/user/addresses/not-a-uuid', token: owner.token })).status).toBe(404);
    const pro = await t.createUser({ role: 'serviceprovider' });
    expect((await t.call({ method: 'GET', url: '/api/user/addresses', token: pro.token })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/user/addresses' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/user/addresses', token: owner.token })).body.data).toHaveLength(1);
  });

  it('holds the limit and the single default when requests race', async () => {
    const c = await t.createUser();
    const results = await Promise.all(Array.from({ length: 22 }, (_, i) => t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: { ...home, street: `${i} King St`, isDefault: true } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.message).toBe('You can save up to 20 addresses');
    const list = (await t.call({ method: 'GET', url: '/api/user/addresses', token: c.token })).body.data as { isDefault: boolean }[];
    expect(list).toHaveLength(20);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
