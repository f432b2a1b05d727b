import { signOut } from 'next-auth/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiRequestBlob, apiRequestRaw, applyFieldErrors } from './api';

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with the Bearer token and unwraps the envelope', async () => {
    fetchMock.mockReturnValue(reply(200, { success: true, message: 'Saved', data: { id: 1 } }));
    await expect(apiRequest('/api/user/profile', { method: 'POST', body: { firstname: 'Ada' }, token: 'tok' })).resolves.toEqual({
      data: { id: 1 },
      message: 'Saved',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/api/user/profile');
    expect(init).toMatchObject({ method: 'POST', body: '{"firstname":"Ada"}', headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' } });
  });

  it('throws ApiError with the status, message and field errors', async () => {
    fetchMock.mockReturnValue(reply(409, { success: false, message: 'Conflict', errors: { email: 'An account with this email already exists' } }));
    const error = await apiRequest('/api/auth/signup', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Conflict', errors: { email: 'An account with this email already exists' } });
  });

  it('signs the user out once when the API rejects their token', async () => {
    fetchMock.mockImplementation(() => reply(401, { success: false, message: 'Session expired' }));
    await expect(apiRequest('/api/user/profile', { token: 'old' })).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('/api/user/profile', { token: 'old' })).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledExactlyOnceWith({ callbackUrl: '/login' }));
  });

  it('does not sign anyone out for a 401 on a call made without a token', async () => {
    fetchMock.mockReturnValue(reply(401, { success: false, message: 'Invalid email or password' }));
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('reports an unreachable API as a network error (status 0)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/api/category/catelog').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, isNetworkError: true });
  });

  it('reads plain JSON from endpoints without an envelope', async () => {
    fetchMock.mockReturnValue(reply(200, [{ channel: 'sms' }]));
    await expect(apiRequestRaw('/api/dev/outbox')).resolves.toEqual([{ channel: 'sms' }]);
  });
});

describe('apiRequestBlob', () => {
  it('downloads a private file with the Bearer token', async () => {
    fetchMock.mockReturnValue(Promise.resolve(new Response('%PDF-1.4', { status: 200 })));
    const blob = await apiRequestBlob('/api/service-provider/document/qualificationdoc', { token: 'tok' });
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { Authorization: 'Bearer tok' } });
  });

  it("throws the API's message when the file cannot be had", async () => {
    fetchMock.mockReturnValue(reply(404, { success: false, message: 'Document not found' }));
    await expect(apiRequestBlob('/api/service-provider/document/residentdoc', { token: 'tok' })).rejects.toMatchObject({ status: 404, message: 'Document not found' });
  });
});

describe('applyFieldErrors', () => {
  it('puts each message under its field, an item of a list under the list, and ignores unknown fields', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'Invalid', { services: 'Choose services from the list', 'areas.0.value': 'Enter a postal code prefix like M5V', other: 'x' });
    expect(applyFieldErrors(error, setError, ['services', 'areas'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['services', { type: 'server', message: 'Choose services from the list' }, { shouldFocus: true }],
      ['areas', { type: 'server', message: 'Enter a postal code prefix like M5V' }, { shouldFocus: false }],
    ]);
    expect(applyFieldErrors(new Error('boom'), setError, ['services'])).toBe(false);
  });
});
