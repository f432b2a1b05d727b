import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// A saved address is offered to the booking flow, whose taxes follow its province: the province
// must be the one its postal code is in.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = { name: 'Maya Roy', phonenumber: '416-555-0142', street: '12 Front St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 2T6' };

describe('saved address postal code and province', () => {
  it('refuses a postal code from another province, on the postal code, and saves nothing', async () => {
    const c = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: { ...home, province: 'ab' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ postcode: 'M5V 2T6 is a postal code in Ontario, not Alberta' });
    expect((await t.call({ method: 'GET', url: '/api/user/addresses', token: c.token })).body.data).toEqual([]);
  });

  it('refuses the same on an edit and keeps the address as it was', async () => {
    const c = await t.createUser();
    const saved = await t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: home });
    expect(saved.status).toBe(201);
    const edit = await t.call({ method: 'PUT', url: `/api/user/addresses/${saved.body.data._id}`, token: c.token, payload: { ...home, city: 'Montréal', postcode: 'H2X 1K4' } });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toEqual({ postcode: 'H2X 1K4 is a postal code in Quebec, not Ontario' });
    expect((await t.call({ method: 'GET', url: '/api/user/addresses', token: c.token })).body.data).toEqual([expect.objectContaining({ city: 'Toronto', postcode: 'M5V 2T6', province: 'ON' })]);

    const moved = await t.call({ method: 'PUT', url: `/api/user/addresses/${saved.body.data._id}`, token: c.token, payload: { ...home, city: 'Montréal', postcode: 'H2X 1K4', province: 'QC' } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ city: 'Montréal', postcode: 'H2X 1K4', province: 'QC' });
  });

  it('takes either territory for an X postal code', async () => {
    const c = await t.createUser();
    const iqaluit = await t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: { ...home, city: 'Iqaluit', province: 'NU', postcode: 'X0A 0H0' } });
    expect(iqaluit.status).toBe(201);
    const wrong = await t.call({ method: 'POST', url: '/api/user/addresses', token: c.token, payload: { ...home, city: 'Iqaluit', province: 'YT', postcode: 'X0A 0H0' } });
    expect(wrong.body.errors).toEqual({ postcode: 'X0A 0H0 is a postal code in the Northwest Territories or Nunavut, not Yukon' });
  });
});
