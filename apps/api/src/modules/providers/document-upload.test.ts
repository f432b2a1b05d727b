// The business-details upload over a real socket: a refused file must not leave the browser's
// request hanging while the rest of a large body is still on its way.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { uniqueTestPhone } from '../../test/phone-numbers';

let t: TestApp;
let base: URL;

beforeAll(async () => {
  t = await createTestApp();
  base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => t.close(), 10_000);

/** A valid PDF of about `bytes` bytes. */
const largePdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);

/**
 * Sends the body in chunks and, as a browser does, counts the request done only once the whole
 * body has been sent and the answer has arrived.
 */
function post(path: string, token: string, body: { payload: Buffer; headers: Record<string, string> }) {
  type Answer = { status: number; body: { message?: string; errors?: Record<string, string> } };
  const req = request(new URL(path, base), {
    method: 'POST',
    headers: { ...body.headers, 'content-length': String(body.payload.length), authorization: `Bearer ${token}` },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
  });
  const sent = new Promise<void>((resolve) => req.on('finish', resolve));
  for (let at = 0; at < body.payload.length; at += 64 * 1024) req.write(body.payload.subarray(at, at + 64 * 1024));
  req.end();
  return Promise.all([answer, sent]).then(([a]) => a);
}

describe('business details upload over HTTP', () => {
  it('answers a refused document with its field error even when a large valid file follows it', { timeout: 15_000 }, async () => {
    const provider = await t.createUser({ role: 'serviceprovider', phone: uniqueTestPhone() });
    const form = multipartBody([
      { name: 'bussinessname', value: 'Okafor Plumbing' },
      { name: 'qualificationdoc', filename: 'licence.pdf', contentType: 'application/pdf', content: Buffer.from('not a pdf at all, only renamed') },
      { name: 'socialInsurancedoc', filename: 'sin.pdf', contentType: 'application/pdf', content: largePdf(8 * 1024 * 1024) },
    ]);
    const res = await post('/api/service-provider', provider.token, form);
    expect(res.status).toBe(415);
    expect(res.body.errors?.qualificationdoc).toMatch(/not a valid PDF/);
  });

  it('stops reading a refused body larger than any form could be, and closes the connection after answering', { timeout: 15_000 }, async () => {
    // Five 1 KB documents and the text: about 1 MB is all this API reads after a refusal.
    const tight = await createTestApp({ UPLOAD_MAX_DOCUMENT_BYTES: '1024' });
    try {
      const tightBase = new URL(await tight.app.listen({ port: 0, host: '127.0.0.1' }));
      const provider = await tight.createUser({ role: 'serviceprovider', phone: uniqueTestPhone() });
      const form = multipartBody([
        { name: 'qualificationdoc', filename: 'licence.pdf', contentType: 'application/pdf', content: Buffer.from('renamed') },
        { name: 'socialInsurancedoc', filename: 'sin.pdf', contentType: 'application/pdf', content: largePdf(8 * 1024 * 1024) },
      ]);
      const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = request(new URL('/api/service-provider', tightBase), {
          method: 'POST',
          headers: { ...form.headers, 'content-length': String(form.payload.length), authorization: `Bearer ${provider.token}` },
        });
        req.on('response', (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
        });
        // The rest of the body is refused by the closed socket: expected once the answer is in.
        req.on('error', (err) => setTimeout(() => reject(err), 1000));
        req.end(form.payload);
      });
      expect(answer).toEqual({ status: 415, connection: 'close' });
    } finally {
      await tight.close();
    }
  });
});
