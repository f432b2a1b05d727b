import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { serviceProviders } from '../../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function providerId(userId: string) {
  const [row] = await t.app.ctx.db.select().from(serviceProviders).where(eq(serviceProviders.userId, userId));
  return row!.id;
}

describe('GET /api/admin/audit', () => {
  it('is for admins only', async () => {
    for (const role of ['customer', 'serviceprovider'] as const) {
      const user = await t.createUser({ role });
      expect((await t.call({ method: 'GET', url: '/api/admin/audit', token: user.token })).status).toBe(403);
    }
  });

  it('lists admin changes newest first with who made them, filtered by entity, actor and action', async () => {
    const alice = await t.createUser({ role: 'admin', firstName: 'Alice' });
    const bob = await t.createUser({ role: 'admin', firstName: 'Bob' });
    // Approval needs a verified phone.
    const first = await providerId((await t.createUser({ role: 'serviceprovider', phone: '+14165550181', verificationStatus: 'submitted' })).id);
    const second = await providerId((await t.createUser({ role: 'serviceprovider', phone: '+14165550182', verificationStatus: 'submitted' })).id);
    const post = (token: string, url: string, payload?: object) => t.call({ method: 'POST', url, token, payload });
    expect((await post(alice.token, `/api/admin/providers/${first}/approve`)).status).toBe(200);
    expect((await post(bob.token, `/api/admin/providers/${second}/action-required`, { message: 'Upload your licence.' })).status).toBe(200);
    expect((await post(bob.token, `/api/admin/providers/${first}/suspend`, { reason: 'Complaints.' })).status).toBe(200);

    const all = await t.call({ method: 'GET', url: '/api/admin/audit', token: alice.token });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ pageNo: 1, size: 25, total: 3, pages: 1 });
    expect(all.body.data.items.map((e: { action: string }) => e.action)).toEqual(['provider.suspend', 'provider.action_required', 'provider.approve']);
    expect(all.body.data.items[2]).toEqual({
      _id: expect.any(String),
      action: 'provider.approve',
      entity: 'provider',
      entityId: first,
      actor: { _id: alice.id, name: 'Alice admin', email: alice.email },
      before: { verificationstatus: 'submitted' },
      after: { verificationstatus: 'approved' },
      createdAt: expect.any(String),
    });

    const get = async (query: string) => (await t.call({ method: 'GET', url: `/api/admin/audit?${query}`, token: alice.token })).body.data;
    expect((await get(`actorId=${bob.id}`)).items.map((e: { action: string }) => e.action)).toEqual(['provider.suspend', 'provider.action_required']);
    expect((await get(`entity=provider&entityId=${first}&order=oldest`)).items.map((e: { action: string }) => e.action)).toEqual(['provider.approve', 'provider.suspend']);
    // An action matches itself, or everything under it up to a dot.
    expect((await get('action=provider.approve')).total).toBe(1);
    expect((await get('action=provider')).total).toBe(3);
    expect((await get('action=provider.app')).total).toBe(0);
    expect((await get('action=provider%25')).total).toBe(0); // LIKE wildcards are plain text
    const paged = await get('size=2&pageNo=2');
    expect(paged).toMatchObject({ pageNo: 2, size: 2, total: 3, pages: 2 });
    expect(paged.items.map((e: { action: string }) => e.action)).toEqual(['provider.approve']);
  });

  it('explains bad filters', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const res = await t.call({ method: 'GET', url: '/api/admin/audit?actorId=bob&pageNo=0&order=sideways', token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ actorId: 'Choose an admin from the list', pageNo: 'pageNo starts at 1', order: 'Sort by newest or oldest' });
  });
});
