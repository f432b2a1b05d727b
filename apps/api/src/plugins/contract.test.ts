// Routes registered from a contract: each request part is refused in the envelope the hand-written
// routes use, and an answer that drifts from the response schema never reaches the client while
// answers are checked (tests and development), yet passes through where they are not (production).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@hearth/shared/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerEndpoint } from './contract';

const widget = z.object({ name: z.string(), count: z.number().int() });

const getWidget = (path: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    access: 'public',
    params: z.object({ id: z.uuid('Widget not found') }),
    response: widget,
  });

const saveWidget = defineEndpoint({
  method: 'POST',
  path: '/api/test/contract/widgets',
  access: 'public',
  body: z.object({ name: z.string().min(1, 'Name is required'), count: z.number('Count must be a number').int() }),
  response: widget,
});

const WIDGET_ID = '7a0c8a52-5d0e-4c4b-9d55-0e7b3c1f2a10';
/** Not the contract's shape: a count that is text, and a field the contract does not name. */
const DRIFTED = { name: 'Sprocket', count: 'three', internalNote: 'row 42 of widgets' };

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'error' },
    {
      logStream: { write: (line) => void logLines.push(line) },
      routes: (app) => {
        registerEndpoint(app, getWidget('/api/test/contract/checked/:id'), async () => ({ data: DRIFTED as never }), { checkResponses: true });
        registerEndpoint(app, getWidget('/api/test/contract/unchecked/:id'), async () => ({ data: DRIFTED as never }), { checkResponses: false });
        registerEndpoint(app, saveWidget, async ({ body }) => ({ data: body }), { checkResponses: true });
      },
    },
  );
});
afterAll(() => t?.close());

describe('routes registered from a contract', () => {
  it('answers a generic 500 instead of data outside the response schema while answers are checked', async () => {
    const res = await t.call({ method: 'GET', url: `/api/test/contract/checked/${WIDGET_ID}` });
    expect(res.status).toBe(500);
    // Exactly the error handler's envelope: nothing of the drifted data or the schema's complaint.
    expect(res.body).toEqual({ success: false, message: 'Something went wrong. Please try again.' });
    // The drift is logged for whoever runs the API, naming the route.
    expect(logLines.some((line) => line.includes('GET /api/test/contract/checked/:id answered outside its contract'))).toBe(true);
  });

  it('passes the data through unchecked where answers are not checked', async () => {
    const res = await t.call({ method: 'GET', url: `/api/test/contract/unchecked/${WIDGET_ID}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: DRIFTED });
  });

  it('answers 404 with the schema message when a path parameter does not parse', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/contract/checked/not-a-uuid' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Widget not found' });
  });

  it('answers 400 naming each field when the body does not parse', async () => {
    const res = await t.call({ method: 'POST', url: '/api/test/contract/widgets', payload: { name: '', count: 'many' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Name is required',
      errors: { name: 'Name is required', count: 'Count must be a number' },
    });
  });

  it('answers with the data when the body and the answer keep to the contract', async () => {
    const res = await t.call({ method: 'POST', url: '/api/test/contract/widgets', payload: { name: 'Sprocket', count: 3 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { name: 'Sprocket', count: 3 } });
  });
});
