// Refusals in the request's language: Urdu when Accept-Language prefers it and the catalogue knows
// the English text; byte for byte as before otherwise.
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, call, createCustomer } from '../commerce/commerce-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const badLogin = (headers: Record<string, string>) =>
  call(t.app, {
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email: 'nobody.here@example.pk', password: 'wrong-password' },
    headers,
  });

const rawOf = (res: { raw: LightMyRequestResponse }) => res.raw.body;

describe('a request in Urdu', () => {
  it("gets the API's own refusals in Urdu", async () => {
    const res = await badLogin({ 'accept-language': 'ur' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, mess: 'ای میل یا پاس ورڈ غلط ہے', message: 'ای میل یا پاس ورڈ غلط ہے' });
    const noLogin = await call(t.app, {
      method: 'GET',
      url: `${API}/order/list`,
      headers: { 'accept-language': 'ur-PK, en;q=0.5' },
    });
    expect(noLogin.status).toBe(401);
    expect(noLogin.body.mess).toBe('جاری رکھنے کے لیے براہ کرم لاگ اِن کریں');
  });

  it("gets the shared validation messages in the forms' Urdu, field by field", async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `${API}/auth/register`,
      payload: { name: '', email: 'not-an-email', phone: '123', password: 'secret12', confirmPassword: 'secret12' },
      headers: { 'accept-language': 'ur' },
    });
    expect(res.status).toBe(400);
    expect(res.body.mess).toBe('نام درکار ہے');
    expect(res.body.errors).toMatchObject({
      name: 'نام درکار ہے',
      phone: 'غلط پاکستانی فون نمبر۔ فارمیٹ: 03XXXXXXXXX',
    });
    expect(res.body.errors!.email).not.toMatch(/[A-Za-z]{3}/);
  });

  it('gets texts that carry a value in Urdu with the value in place', async () => {
    const category = await call(t.app, {
      method: 'GET',
      url: `${API}/category/no-such-category`,
      headers: { 'accept-language': 'ur' },
    });
    expect(category.status).toBe(404);
    expect(category.body.mess).toBe('زمرہ "no-such-category" نہیں ملا');

    const me = await createCustomer(t.db);
    const order = await call(t.app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: { ...me.headers, 'accept-language': 'ur' },
      payload: { items: [{ id: 2_000_000_000, quantity: 1 }], paymentMethod: 'cod', courierPricingId: 1, addressId: 1 },
    });
    expect(order.status).toBe(400);
    expect(order.body.mess).toBe('براہ کرم پتا بنائیں');
  });

  it('keeps a text the catalogue does not know as it is', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: `${API}/no/such/route`,
      headers: { 'accept-language': 'ur' },
    });
    expect(res.status).toBe(404);
    expect(res.body.mess).toBe('راستہ GET /api/api/no/such/route نہیں ملا');
  });
});

describe('a request in English, or naming no language we have', () => {
  it('gets the very same answer as a request without the header', async () => {
    const none = await badLogin({});
    expect(none.body.mess).toBe('Invalid email or password');
    for (const language of ['en', 'en-GB,en;q=0.9', 'fr-FR, de;q=0.8', 'ur;q=0.2, en;q=0.9', '*', '']) {
      const res = await badLogin({ 'accept-language': language });
      expect({ language, status: res.status, body: rawOf(res) }).toEqual({
        language,
        status: none.status,
        body: rawOf(none),
      });
    }
  });

  it('gets validation refusals unchanged', async () => {
    const payload = { name: '', email: 'x', phone: '1', password: 'a', confirmPassword: 'b' };
    const send = (headers: Record<string, string>) =>
      call(t.app, { method: 'POST', url: `${API}/auth/register`, payload, headers });
    const plain = await send({});
    const english = await send({ 'accept-language': 'en' });
    expect(plain.status).toBe(400);
    expect(plain.body.mess).toBe('Name is required');
    expect(rawOf(english)).toBe(rawOf(plain));
  });
});
