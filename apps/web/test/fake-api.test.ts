import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('fakeApi', () => {
  it('answers a faked route, records the request, and answers 404 to any other', async () => {
    const api = fakeApi({ 'POST /api/inquiry': ok({ _id: 'i1' }, 'Thank you for inquiry') });
    const answer = await fetch('http://localhost:4000/api/inquiry', { method: 'POST', body: '{}', headers: { Authorization: 'Bearer t' } });
    expect(await json(answer)).toEqual({ status: 200, body: { success: true, data: { _id: 'i1' }, message: 'Thank you for inquiry' } });
    expect(api.last('POST', '/api/inquiry')).toEqual({ method: 'POST', url: 'http://localhost:4000/api/inquiry', path: '/api/inquiry', body: '{}', headers: { Authorization: 'Bearer t' } });
    expect((await fetch('http://localhost:4000/api/other')).status).toBe(404);
  });

  it('records a same-origin path as the app wrote it', async () => {
    const api = fakeApi({ 'GET /api/auth/session': { body: {} } });
    expect(await (await fetch('/api/auth/session')).json()).toEqual({});
    expect(api.requests.map((request) => request.url)).toEqual(['/api/auth/session']);
  });

  it('makes fetch reject as it does offline for a network error', async () => {
    fakeApi({ 'GET /api/notification/unread-count': { networkError: true } });
    await expect(fetch('http://localhost:4000/api/notification/unread-count')).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('gives a list of replies in turn, then repeats the last', async () => {
    fakeApi({ 'POST /api/auth/verify-otp': [fail(400, 'The code is incorrect'), ok(null, 'Phone number verified')] });
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await fetch('http://localhost:4000/api/auth/verify-otp', { method: 'POST' })).status);
    expect(statuses).toEqual([400, 200, 200]);
  });

  it('passes the request to an answer that is a function', async () => {
    fakeApi({ 'GET /api/notification/list': ({ path }) => ok({ path }) });
    expect((await json(await fetch('http://localhost:4000/api/notification/list?pageNo=2'))).body.data).toEqual({ path: '/api/notification/list?pageNo=2' });
  });
});
