// Input the database or the router cannot take answers the failure envelope with a 4xx: text with a
// NUL character (PostgreSQL refuses it), bad %-escapes and over-long path parameters.
import type { Address, CategoryPageResponse, CreateOrderResult, LoginResponse, User } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  API,
  call,
  createCustomer,
  deliverableCity,
  giveAddress,
  productWithStock,
  stockOf,
  unique,
  type Registered,
} from '../commerce/commerce-test-kit';
import { BODY_TOO_DEEP } from '../../src/http/validate';
import { NUL_MESSAGE } from '../../src/http/nul-guard';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
});
afterAll(async () => {
  await t?.close();
});

const NUL = '\u0000';

describe('a NUL character in any text input answers 400 and writes nothing', () => {
  it('in a query string', async () => {
    for (const url of [
      `${API}/product/search?q=phone%00x`,
      `${API}/product/getProductBySlug?slug=a%00b`,
      `${API}/product/getProductsByChildCategorySlug?slug=x&brand=a%00`,
      `${API}/dev/mails?to=a%00@b.pk`,
    ]) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, mess: NUL_MESSAGE, message: NUL_MESSAGE });
    }
  });

  it('in a path parameter', async () => {
    const res = await call<CategoryPageResponse>(t.app, { method: 'GET', url: `${API}/category/mob%00iles` });
    expect(res.status).toBe(400);
    expect(res.body.mess).toBe(NUL_MESSAGE);
    expect(res.body.errors).toEqual({ cat: 'cat must not contain a NUL character' });
  });

  it('in a JSON body, naming the field, before anything is stored', async () => {
    const { email } = unique('nul');
    const res = await call<Registered>(t.app, {
      method: 'POST',
      url: `${API}/auth/register`,
      payload: { name: `Ali${NUL}`, email, phone: '03001234567', password: 'secret12', confirmPassword: 'secret12' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'name must not contain a NUL character' });
    const { rows } = await t.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('in nested values and in keys', async () => {
    const customer = await createCustomer(t.db);
    const nested = await call<CreateOrderResult>(t.app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: customer.headers,
      payload: { items: [{ id: 1, quantity: 1, note: `x${NUL}` }], paymentMethod: 'cod' },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual({ 'items[0].note': 'items[0].note must not contain a NUL character' });
    const key = await call<Address>(t.app, {
      method: 'PUT',
      url: `${API}/customer/updateAddress`,
      headers: customer.headers,
      payload: { [`address${NUL}`]: 'x' },
    });
    expect(key.status).toBe(400);
    expect(key.body.mess).toBe(NUL_MESSAGE);
    const { rows } = await t.db.query('SELECT 1 FROM orders WHERE customer_id = $1', [customer.id]);
    expect(rows).toHaveLength(0);
  });

  it('in a form body (the test gateway)', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `${API}/payment/gateway/1/pay`,
      payload: 'ref=gw_%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(res.body.mess).toBe(NUL_MESSAGE);
  });

  it('a NUL escaped inside JSON text is caught too', async () => {
    const res = await call<LoginResponse>(t.app, {
      method: 'POST',
      url: `${API}/auth/login`,
      payload: '{"email":"a@b.pk","password":"x\\u0000y"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: 'password must not contain a NUL character' });
  });
});

describe('body keys named like Object.prototype members are ignored like any unknown key', () => {
  const extras = { constructor: 1, toString: 'x', hasOwnProperty: [], valueOf: {} };

  it('on every validated write route: never a 500, the usual answer instead', async () => {
    const customer = await createCustomer(t.db);
    const routes: { method: 'POST' | 'PUT'; url: string; payload: Record<string, unknown>; auth?: boolean }[] = [
      { method: 'POST', url: `${API}/auth/login`, payload: { email: 'nobody@example.pk', password: 'secret12' } },
      {
        method: 'POST',
        url: `${API}/auth/register`,
        payload: {
          name: 'Ali',
          email: unique('proto').email,
          phone: '03001234567',
          password: 'secret12',
          confirmPassword: 'secret12',
        },
      },
      { method: 'POST', url: `${API}/auth/getOtp`, payload: { email: 'nobody@example.pk' } },
      { method: 'POST', url: `${API}/auth/forgetPassword`, payload: { email: 'nobody@example.pk' } },
      { method: 'POST', url: `${API}/auth/verifyOtp`, payload: { email: 'nobody@example.pk', otp: '123456' } },
      {
        method: 'PUT',
        url: `${API}/customer/updateUser`,
        auth: true,
        payload: { id: customer.id, name: 'Ali', email: customer.email, phone: '03001234567' },
      },
      {
        method: 'POST',
        url: `${API}/order/create`,
        auth: true,
        payload: { items: [{ id: 1, quantity: 1, ...extras }], paymentMethod: 'hbl' },
      },
    ];
    for (const route of routes) {
      const res = await call(t.app, {
        method: route.method,
        url: route.url,
        payload: { ...route.payload, ...extras },
        headers: route.auth ? customer.headers : undefined,
      });
      expect({ url: route.url, status: res.status < 500, success: typeof res.body.success }).toEqual({
        url: route.url,
        status: true,
        success: 'boolean',
      });
    }
  });
});

describe('JSON keys named __proto__ or constructor.prototype are dropped like any unknown key', () => {
  it('never refuses well-formed JSON as malformed because of them', async () => {
    const customer = await createCustomer(t.db);
    const poisoned = [
      `{"__proto__":{"admin":true},"email":"nobody@example.pk","password":"secret12"}`,
      `{"constructor":{"prototype":{"admin":true}},"email":"nobody@example.pk","password":"secret12"}`,
    ];
    for (const payload of poisoned) {
      const res = await call<LoginResponse>(t.app, {
        method: 'POST',
        url: `${API}/auth/login`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect({ status: res.status, mess: res.body.mess }).toEqual({ status: 401, mess: 'Invalid email or password' });
    }
    // The logout route has a parser of its own (it ignores the body): nothing leaks from it either.
    const logout = await call(t.app, {
      method: 'POST',
      url: `${API}/auth/logout`,
      payload: '{"__proto__":{"x":1}}',
      headers: { ...customer.headers, 'content-type': 'application/json' },
    });
    expect(logout.status).toBe(200);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('a value sent back in a message is cut, never repeated whole', () => {
  const long = 'a'.repeat(99);
  const huge = 'b'.repeat(100_000);
  const cut = (text: string) => `${text.slice(0, 60)}…`;

  it.each([
    [`${API}/category/${long}`, 404, `Category "${cut(long)}" not found`],
    [`${API}/product/getProductsBySubCategorySlug/${long}`, 404, `Sub-category "${cut(long)}" not found`],
    [`${API}/product/getProductsByChildCategorySlug?slug=${huge}`, 404, `Child category "${cut(huge)}" not found`],
    [
      `${API}/banner/getBannerByPosition?position=${huge}`,
      400,
      `Unknown banner position "${cut(huge)}". Use one of: main-banner, hot-banner, side-banner, gear-up-banner`,
    ],
    [`${API}/nothing/${huge}`, 404, `Route GET ${`${API}/nothing/${huge}`.slice(0, 120)}… not found`],
  ])('%#: the answer stays small', async (url, status, mess) => {
    const res = await call(t.app, { method: 'GET', url });
    expect({ status: res.status, mess: res.body.mess }).toEqual({ status, mess });
    expect(res.raw.body.length).toBeLessThan(1000);
  });

  it('keeps a short value whole and never cuts a character in half', async () => {
    const res = await call<CategoryPageResponse>(t.app, {
      method: 'GET',
      url: `${API}/product/getProductsByChildCategorySlug?slug=${encodeURIComponent('😀'.repeat(61))}`,
    });
    expect(res.body.mess).toBe(`Child category "${'😀'.repeat(60)}…" not found`);
    expect(
      (await call<CategoryPageResponse>(t.app, { method: 'GET', url: `${API}/category/no-such-category` })).body.mess,
    ).toBe('Category "no-such-category" not found');
  });
});

describe('a body nested thousands of levels deep answers 400, never a 500, and writes nothing', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('on every validated write route', async () => {
    const customer = await createCustomer(t.db);
    const place = await deliverableCity(t.db);
    const addressId = await giveAddress(t.db, customer.id, place);
    const product = await productWithStock(t.db, 5);
    const { email } = unique('deep');
    const routes: { method: 'POST' | 'PUT'; url: string; payload: string; auth?: boolean }[] = [
      {
        method: 'POST',
        url: `${API}/auth/login`,
        payload: `{"email":"nobody@example.pk","password":"secret12","x":${deep(20000)}}`,
      },
      {
        method: 'POST',
        url: `${API}/auth/register`,
        payload: `{"name":"Ali","email":"${email}","phone":"03001234567","password":"secret12","confirmPassword":"secret12","x":${deep(20000)}}`,
      },
      {
        method: 'PUT',
        url: `${API}/customer/updateAddress`,
        auth: true,
        payload: `{"id":${customer.id},"x":${deep(20000)}}`,
      },
      {
        method: 'POST',
        url: `${API}/order/create`,
        auth: true,
        payload: `{"items":[{"id":${product.id},"quantity":1,"x":${deep(20000)}}],"paymentMethod":"cod","courierPricingId":${place.courierPricingIds[0]},"addressId":${addressId}}`,
      },
    ];
    for (const route of routes) {
      const res = await call(t.app, {
        method: route.method,
        url: route.url,
        payload: route.payload,
        headers: { ...(route.auth ? customer.headers : {}), 'content-type': 'application/json' },
      });
      expect({ url: route.url, status: res.status, mess: res.body.mess }).toEqual({
        url: route.url,
        status: 400,
        mess: BODY_TOO_DEEP,
      });
    }
    expect((await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).rows).toHaveLength(0);
    expect((await t.db.query('SELECT 1 FROM orders WHERE customer_id = $1', [customer.id])).rows).toHaveLength(0);
    expect(await stockOf(t.db, product.id)).toBe(5);
  });
});

describe('router errors answer the failure envelope', () => {
  it('a malformed %-escape in the path → 400', async () => {
    const res = await call<CategoryPageResponse>(t.app, { method: 'GET', url: `${API}/category/%ZZ` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      mess: 'The address is not valid: it contains a malformed %-escape',
      message: 'The address is not valid: it contains a malformed %-escape',
    });
  });

  it('an over-long path parameter → 414, without echoing the path', async () => {
    const long = 'x'.repeat(150);
    const res = await call<CategoryPageResponse>(t.app, {
      method: 'GET',
      url: `${API}/product/getProductsBySubCategorySlug/${long}`,
    });
    expect(res.status).toBe(414);
    expect(res.body).toEqual({
      success: false,
      mess: 'A part of the address is too long',
      message: 'A part of the address is too long',
    });
    expect(res.raw.body).not.toContain(long);
  });
});

describe('logout', () => {
  it('accepts Content-Type: application/json with an empty body, and revokes the token', async () => {
    const customer = await createCustomer(t.db);
    const res = await call(t.app, {
      method: 'POST',
      url: `${API}/auth/logout`,
      payload: '',
      headers: { ...customer.headers, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body.mess).toBe('You have been logged out');
    const after = await call<User>(t.app, {
      method: 'GET',
      url: `${API}/customer/getUserDetailsByid/${customer.id}`,
      headers: customer.headers,
    });
    expect(after.status).toBe(401);
  });

  it.each([
    ['a body that is not JSON', '{"x":'],
    ['a JSON object', '{}'],
  ])('reads nothing from its body: with %s it still logs out', async (_case, payload) => {
    const customer = await createCustomer(t.db);
    const res = await call(t.app, {
      method: 'POST',
      url: `${API}/auth/logout`,
      payload,
      headers: { ...customer.headers, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    const after = await call<User>(t.app, {
      method: 'GET',
      url: `${API}/customer/getUserDetailsByid/${customer.id}`,
      headers: customer.headers,
    });
    expect(after.status).toBe(401);
  });
});
