// An admin's decision reaches the provider's open pages at once: approving, asking for action and
// suspending each push VerificationUpdate with the status the account is now in, so the provider
// area can change its menu and guard without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uniqueTestPhone } from '../../test/phone-numbers';
import { openSocket } from '../../test/ws-client';

let t: TestApp;
let base: string;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

async function providerUnderReview() {
  const account = await t.createUser({ role: 'serviceprovider', phone: uniqueTestPhone(), verificationStatus: 'submitted' });
  const providerId = account.user.serviceprovider[0]!._id;
  const socket = await openSocket(base, { userId: account.id, token: account.token });
  return { account, providerId, socket };
}

const decide = (providerId: string, action: string, payload?: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/admin/providers/${providerId}/${action}`, token: admin.token, payload });

describe('provider status pushed live', () => {
  it('pushes the approval, then a suspension, to the provider', async () => {
    const { providerId, socket } = await providerUnderReview();
    try {
      expect((await decide(providerId, 'approve')).status).toBe(200);
      expect((await socket.waitFor('VerificationUpdate')).data).toMatchObject({ providerId, verificationstatus: 'approved', message: expect.stringContaining('approved') });

      expect((await decide(providerId, 'suspend', { reason: 'Two no-shows this month.' })).status).toBe(200);
      await expect.poll(() => socket.messages.filter((m) => m.event === 'VerificationUpdate').map((m) => m.data.verificationstatus)).toEqual(['approved', 'suspended']);
    } finally {
      socket.close();
    }
  });

  it('pushes a request for action to the provider', async () => {
    const { providerId, socket } = await providerUnderReview();
    try {
      expect((await decide(providerId, 'action-required', { message: 'Upload both sides of your ID.' })).status).toBe(200);
      expect((await socket.waitFor('VerificationUpdate')).data).toMatchObject({
        providerId,
        verificationstatus: 'action_required',
        message: expect.stringContaining('Upload both sides of your ID.'),
      });
    } finally {
      socket.close();
    }
  });
});
