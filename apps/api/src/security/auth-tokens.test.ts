// Forged, stale and revoked access tokens are refused on HTTP and on the WebSocket alike, and
// "sign out everywhere" ends every session and socket of the user at once.
import { generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { openSocket } from '../test/ws-client';
import { AUDIENCE, ISSUER } from '../plugins/auth';
import { users } from '../db/schema';
import { CLOSE_SESSION_ENDED } from '../plugins/realtime';

let t: TestApp;
let base: string;
let secret: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  secret = new TextEncoder().encode(t.app.ctx.config.jwtSecret);
});
afterAll(() => t.close());

type Signed = { id: string; role: string; tv: number };
/** A token like the API's own, with one thing changed. */
function claims(u: Signed, over: { iss?: string; aud?: string; exp?: number; tv?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: u.role, tv: over.tv ?? u.tv } as JWTPayload)
    .setSubject(u.id)
    .setIssuer(over.iss ?? ISSUER)
    .setAudience(over.aud ?? AUDIENCE)
    .setIssuedAt(now - 7200)
    .setExpirationTime(over.exp ?? now + 3600);
}

async function tokenVersion(userId: string) {
  const [row] = await t.app.ctx.db.select({ tv: users.tokenVersion }).from(users).where(eq(users.id, userId));
  return row!.tv;
}

const profile = (token: string) => t.call({ method: 'GET', url: '/api/user/profile', token });

async function expectRefused(userId: string, token: string, label: string) {
  const res = await profile(token);
  expect(res.status, `${label} on HTTP`).toBe(401);
  expect(res.body, label).toEqual({ success: false, message: 'Your session has expired. Please sign in again.' });
  await expect(openSocket(base, { userId, token }), `${label} on /ws`).rejects.toMatchObject({ statusCode: 401 });
}

describe('forged and stale tokens', () => {
  it('accepts the API’s own token, so the refusals below are about the token', async () => {
    const u = await t.createUser();
    const token = await claims({ id: u.id, role: 'customer', tv: await tokenVersion(u.id) })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    expect((await profile(token)).status).toBe(200);
    const socket = await openSocket(base, { userId: u.id, token });
    socket.close();
  });

  it('refuses other algorithms, other keys, other issuers and audiences, and expired tokens', async () => {
    const u = await t.createUser();
    const me = { id: u.id, role: 'customer', tv: await tokenVersion(u.id) };
    const now = Math.floor(Date.now() / 1000);
    const { privateKey } = await generateKeyPair('RS256');
    const forged: [string, string][] = [
      ['alg none', new UnsecuredJWT({ role: me.role, tv: me.tv }).setSubject(me.id).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime('1h').encode()],
      ['HS512 with the real secret', await claims(me).setProtectedHeader({ alg: 'HS512' }).sign(secret)],
      ['HS384 with the real secret', await claims(me).setProtectedHeader({ alg: 'HS384' }).sign(secret)],
      ['RS256 with a generated key', await claims(me).setProtectedHeader({ alg: 'RS256' }).sign(privateKey)],
      ['HS256 with another secret', await claims(me).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'))],
      ['another issuer', await claims(me, { iss: 'someone-else' }).setProtectedHeader({ alg: 'HS256' }).sign(secret)],
      ['another audience', await claims(me, { aud: 'other-app' }).setProtectedHeader({ alg: 'HS256' }).sign(secret)],
      ['expired', await claims(me, { exp: now - 5 }).setProtectedHeader({ alg: 'HS256' }).sign(secret)],
      ['an older token version', await claims(me, { tv: me.tv - 1 }).setProtectedHeader({ alg: 'HS256' }).sign(secret)],
      ['a newer token version', await claims(me, { tv: me.tv + 1 }).setProtectedHeader({ alg: 'HS256' }).sign(secret)],
    ];
    for (const [label, token] of forged) await expectRefused(u.id, token, label);
  });

  it('refuses the tokens of a deactivated user, even one signed with the current version', async () => {
    const u = await t.createUser();
    expect((await t.call({ method: 'PATCH', url: '/api/auth/deactivate', token: u.token })).status).toBe(200);
    await expectRefused(u.id, u.token, 'the token from before deactivation');
    const current = await claims({ id: u.id, role: 'customer', tv: await tokenVersion(u.id) })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    await expectRefused(u.id, current, 'a current-version token of a deactivated user');
  });
});

describe('sign out everywhere', () => {
  it('ends every token and open socket of the user at once, and only theirs', async () => {
    const u = await t.createUser();
    const bystander = await t.createUser();
    const laptop = u.token;
    const phone = (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } })).body.data.token as string;
    const sockets = [await openSocket(base, { userId: u.id, token: laptop }), await openSocket(base, { userId: u.id, token: phone })];
    const other = await openSocket(base, { userId: bystander.id, token: bystander.token });

    const res = await t.call({ method: 'POST', url: '/api/auth/logout-all', token: phone });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'You have been signed out on every device' } });
    for (const [label, token] of [
      ['the laptop token', laptop],
      ['the phone token that asked', phone],
    ]) {
      await expectRefused(u.id, token!, label!);
    }
    for (const s of sockets) expect(await s.closed).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Session ended' });

    expect((await profile(bystander.token)).status).toBe(200);
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    other.close();

    const again = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
    expect((await profile(again.body.data.token)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call({ method: 'POST', url: '/api/auth/logout-all' })).status).toBe(401);
  });
});
