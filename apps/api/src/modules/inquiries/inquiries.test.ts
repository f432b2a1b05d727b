import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { inquiries, siteSettings } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FORMS_PER_HOUR: '1000' });
  await t.app.ctx.db.insert(siteSettings).values({ key: 'contact', value: { customerServiceEmail: 'care@hearth.ca' } });
});
afterAll(() => t.close());

describe('POST /api/inquiry', () => {
  it('stores the inquiry with a normalised phone and tells customer service by email', async () => {
    const email = uniqueEmail('visitor');
    const res = await t.call({
      method: 'POST',
      url: '/api/inquiry',
      payload: { email: email.toUpperCase(), phonenumber: '+1 416-555-0123', description: '  Do you clean condos in Mississauga on Sundays?  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Thank you for inquiry', data: { _id: expect.any(String) } });

    const [row] = await t.app.ctx.db.select().from(inquiries).where(eq(inquiries.id, res.body.data._id));
    expect(row).toMatchObject({ email, phone: '+14165550123', description: 'Do you clean condos in Mississauga on Sundays?', status: 'new', source: 'footer' });

    const mail = await t.waitForMessage((m) => m.to === 'care@hearth.ca' && m.subject === `New inquiry from ${email}`);
    expect(mail.body).toContain('+1 416-555-0123');
    expect(mail.body).toContain('Do you clean condos in Mississauga on Sundays?');
    expect(mail.body).toContain('the website footer');
  });

  it('records which form sent it', async () => {
    const res = await t.call({ method: 'POST', url: '/api/inquiry', payload: { email: uniqueEmail('c'), phonenumber: '6135550188', description: 'Quote for a move', source: 'contact' } });
    const [row] = await t.app.ctx.db.select().from(inquiries).where(eq(inquiries.id, res.body.data._id));
    expect(row!.source).toBe('contact');
    const bad = await t.call({ method: 'POST', url: '/api/inquiry', payload: { email: uniqueEmail('c'), phonenumber: '6135550188', description: 'x', source: 'chat' } });
    expect(bad.status).toBe(400);
  });

  it('names every missing field with the shared messages', async () => {
    const res = await t.call({ method: 'POST', url: '/api/inquiry', payload: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Email is required',
      errors: { email: 'Email is required', phonenumber: 'Phone number is required', description: 'Description is required' },
    });
  });

  it('takes a number typed with dots and stores it in E.164', async () => {
    const res = await t.call({ method: 'POST', url: '/api/inquiry', payload: { email: uniqueEmail('dots'), phonenumber: '416.555.0123', description: 'Do you mount TVs?' } });
    expect(res.status).toBe(201);
    const [row] = await t.app.ctx.db.select().from(inquiries).where(eq(inquiries.id, res.body.data._id));
    expect(row!.phone).toBe('+14165550123');
  });

  it('refuses a number the North American plan does not allow, with the field message', async () => {
    for (const phonenumber of ['911-555-0123', '016-555-0123', '123-456-7890', '416-911-0123', '(416 555-0123']) {
      const res = await t.call({ method: 'POST', url: '/api/inquiry', payload: { email: uniqueEmail('bad'), phonenumber, description: 'Do you mount TVs?' } });
      expect([res.status, res.body.errors]).toEqual([400, { phonenumber: 'Phone number must be a 10-digit number' }]);
    }
  });

  it('refuses a bad email, a bad phone number and a blank description', async () => {
    const res = await t.call({ method: 'POST', url: '/api/inquiry', payload: { email: 'ada@example', phonenumber: '555-0123', description: '   ' } });
    expect(res.body.errors).toEqual({
      email: 'Provide valid email address',
      phonenumber: 'Phone number must be a 10-digit number',
      description: 'Description is required',
    });
    const long = await t.call({ method: 'POST', url: '/api/inquiry', payload: { email: 'ada@example.ca', phonenumber: '4165550123', description: 'x'.repeat(2001) } });
    expect(long.body.errors).toEqual({ description: 'Description must be at most 2000 characters' });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.call({ method: 'POST', url: '/api/inquiry', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.status).toBe(400);
  });
});

describe('inquiry rate limit', () => {
  it('answers 429 past the hourly limit per client', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FORMS_PER_HOUR: '2' });
    try {
      const send = () => limited.call({ method: 'POST', url: '/api/inquiry', payload: { email: 'ada@example.ca', phonenumber: '4165550123', description: 'Hello' } });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests/) });
    } finally {
      await limited.close();
    }
  });
});
