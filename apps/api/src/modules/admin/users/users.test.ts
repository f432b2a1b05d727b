// Admins looking after accounts through HTTP: search and filters, a user's detail, deactivation
// ending every session, reactivation, a fresh verification email; all audited, admins only.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, users } from '../../../db/schema';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const audits = (userId: string) => t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, userId)).orderBy(auditLog.id);

describe('admin users', () => {
  it('searches by name, email and phone, filters by role and status, and sorts by creation', async () => {
    const marker = `zq${Date.now()}`;
    const first = await t.createUser({ firstName: `Noor${marker}`, phone: '+16045550117' });
    const second = await t.createUser({ role: 'serviceprovider', firstName: `Noor${marker}`, verificationStatus: 'submitted' });
    const search = (query: string) => t.call({ method: 'GET', url: `/api/admin/users?${query}`, token: admin.token });

    const byName = await search(`q=noor${marker}`);
    expect(byName.status).toBe(200);
    expect(byName.body.data.items.map((u: { _id: string }) => u._id)).toEqual([second.id, first.id]);
    expect(byName.body.data.total).toBe(2);
    const oldestFirst = await search(`q=noor${marker}&sort=createdAt`);
    expect(oldestFirst.body.data.items.map((u: { _id: string }) => u._id)).toEqual([first.id, second.id]);

    expect((await search(`q=${encodeURIComponent(first.email.toUpperCase())}`)).body.data.items.map((u: { _id: string }) => u._id)).toEqual([first.id]);
    expect((await search('q=604-555-0117')).body.data.items.map((u: { _id: string }) => u._id)).toEqual([first.id]);

    const providers = await search(`q=noor${marker}&role=serviceprovider`);
    expect(providers.body.data.items).toEqual([expect.objectContaining({ _id: second.id, role: 'serviceprovider', verificationstatus: 'submitted', deactivatedAt: null })]);
    // "%" is a character to find, not a wildcard.
    expect((await search('q=%25')).body.data.total).toBe(0);

    const bad = await search('role=root&status=gone&sort=name');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ role: 'Unknown role', status: 'Status must be active or deactivated', sort: 'sort must be createdAt or -createdAt' });
  });

  it("shows a user's profile, verification states and booking counts", async () => {
    const user = await t.createUser({ phone: '+16475550123' });
    await t.app.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const res = await t.call({ method: 'GET', url: `/api/admin/users/${user.id}`, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: user.id,
      email: user.email,
      role: 'customer',
      isEmailVerified: false,
      isPhoneNumberVerified: true,
      phonenumber: '+16475550123',
      providerId: null,
      deactivatedAt: null,
      bookings: { asCustomer: {}, asProvider: {}, total: 0 },
    });
    expect((await t.call({ method: 'GET', url: `/api/admin/users/${randomUUID()}`, token: admin.token })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/admin/users/not-an-id', token: admin.token })).status).toBe(404);
    const malformed = await t.call({ method: 'POST', url: '/api/admin/users/not-an-id/deactivate', token: admin.token });
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('User not found');
  });

  it('deactivates: every session ends and sign-in is refused; reactivation lets them sign in again', async () => {
    const user = await t.createUser();
    const res = await t.call({ method: 'POST', url: `/api/admin/users/${user.id}/deactivate`, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.deactivatedAt).toEqual(expect.any(String));

    // The token they held stops working at once.
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: user.token })).status).toBe(401);
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.status).toBe(403);
    expect((await t.call({ method: 'POST', url: `/api/admin/users/${user.id}/deactivate`, token: admin.token })).status).toBe(409);
    const deactivated = await t.call({ method: 'GET', url: `/api/admin/users?status=deactivated&q=${encodeURIComponent(user.email)}`, token: admin.token });
    expect(deactivated.body.data.items).toHaveLength(1);

    const back = await t.call({ method: 'POST', url: `/api/admin/users/${user.id}/reactivate`, token: admin.token });
    expect(back.status).toBe(200);
    expect(back.body.data.deactivatedAt).toBeNull();
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).status).toBe(200);
    // The old token stays dead: deactivation ended those sessions for good.
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: user.token })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: `/api/admin/users/${user.id}/reactivate`, token: admin.token })).body.message).toBe('This account is already active');

    expect((await audits(user.id)).map((e) => [e.action, e.actorId, e.after])).toEqual([
      ['user.deactivate', admin.id, { deactivatedAt: res.body.data.deactivatedAt }],
      ['user.reactivate', admin.id, { deactivatedAt: null }],
    ]);
  });

  it('does not let an admin deactivate themselves', async () => {
    const res = await t.call({ method: 'POST', url: `/api/admin/users/${admin.id}/deactivate`, token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You cannot deactivate your own account');
    expect((await t.call({ method: 'GET', url: '/api/admin/users', token: admin.token })).status).toBe(200);
  });

  it('resends the verification email to an unverified address only', async () => {
    const user = await t.createUser();
    const verified = await t.call({ method: 'POST', url: `/api/admin/users/${user.id}/resend-verification`, token: admin.token });
    expect(verified.status).toBe(409);
    expect(verified.body.message).toBe('This email is already verified');

    await t.app.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const sent = await t.call({ method: 'POST', url: `/api/admin/users/${user.id}/resend-verification`, token: admin.token });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(`Verification email sent to ${user.email}`);
    const mail = await t.waitForMessage((m) => m.to === user.email && m.subject === 'Verify your email for Hearth');
    expect(mail.body).toMatch(/\/verify-email\/\S+/);
    expect((await audits(user.id)).map((e) => e.action)).toEqual(['user.resend_verification']);
  });

  it('refuses customers and providers', async () => {
    const target = await t.createUser();
    for (const role of ['customer', 'serviceprovider'] as const) {
      const { token } = await t.createUser({ role });
      expect((await t.call({ method: 'GET', url: '/api/admin/users', token })).status).toBe(403);
      expect((await t.call({ method: 'GET', url: `/api/admin/users/${target.id}`, token })).status).toBe(403);
      for (const action of ['deactivate', 'reactivate', 'resend-verification']) {
        expect((await t.call({ method: 'POST', url: `/api/admin/users/${target.id}/${action}`, token })).status).toBe(403);
      }
    }
    expect((await t.call({ method: 'GET', url: `/api/admin/users/${target.id}`, token: target.token })).status).toBe(403);
  });
});
