// The customer's language: stored on the account (migration 022), changed with
// PUT /customer/language, chosen at registration, and the language of the mails they get.
import type { CreateOrderResult, DevMail, Order, User } from '@storefront/shared/types';
import { formatMailDate } from '../../src/commerce/mail/format-date';
import type { Database } from '../../src/db/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  API,
  call,
  createCustomer,
  createShopper,
  deliverableCity,
  type Deliverable,
  productWithStock,
  type Shopper,
  unique,
} from './commerce-test-kit';

let t: TestApp;
let db: Database;
let place: Deliverable;

beforeAll(async () => {
  t = await createTestApp();
  db = t.db;
  place = await deliverableCity(db);
});
afterAll(async () => t.close());

const URDU_MONTHS = [
  'جنوری',
  'فروری',
  'مارچ',
  'اپریل',
  'مئی',
  'جون',
  'جولائی',
  'اگست',
  'ستمبر',
  'اکتوبر',
  'نومبر',
  'دسمبر',
];

const storedLanguage = async (email: string) =>
  (await db.query<{ language: string }>('SELECT language FROM users WHERE lower(email) = $1', [email])).rows[0]
    ?.language;

const mailsTo = async (email: string) =>
  (await call<DevMail[]>(t.app, { method: 'GET', url: `${API}/dev/mails?to=${encodeURIComponent(email)}` })).body.data;

const registration = (email: string, change: Record<string, unknown> = {}) => ({
  name: 'Ayesha Khan',
  email,
  phone: '03001234567',
  password: 'secret12',
  confirmPassword: 'secret12',
  ...change,
});

describe('the stored language', () => {
  it("is 'en' for every account unless chosen, and nothing but 'en' or 'ur'", async () => {
    const customer = await createCustomer(db);
    expect(await storedLanguage(customer.email)).toBe('en');
    await expect(db.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [customer.id])).rejects.toThrow();
    await expect(db.query(`UPDATE users SET language = NULL WHERE id = $1`, [customer.id])).rejects.toThrow();
    await db.query(`UPDATE users SET language = 'ur' WHERE id = $1`, [customer.id]);
    expect(await storedLanguage(customer.email)).toBe('ur');
  });
});

describe('PUT /customer/language', () => {
  const put = (payload: unknown, headers: Record<string, string> = {}) =>
    call<{ language: string }>(t.app, {
      method: 'PUT',
      url: `${API}/customer/language`,
      payload: payload as object,
      headers,
    });

  it("saves the caller's language and the /customer routes answer it", async () => {
    const me = await createCustomer(db);
    const other = await createCustomer(db);
    const res = await put({ language: 'ur' }, me.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { language: 'ur' } });
    expect(await storedLanguage(me.email)).toBe('ur');
    expect(await storedLanguage(other.email)).toBe('en');

    const details = await call<User>(t.app, {
      method: 'GET',
      url: `${API}/customer/getUserDetailsByid/${me.id}`,
      headers: me.headers,
    });
    expect(details.body.data).toMatchObject({ id: me.id, language: 'ur' });
    const updated = await call<User>(t.app, {
      method: 'PUT',
      url: `${API}/customer/updateUser`,
      headers: me.headers,
      payload: { id: me.id, name: 'Sana Malik', email: me.email, phone: '03001112233' },
    });
    expect(updated.body.data).toMatchObject({ name: 'Sana Malik', language: 'ur' });

    expect((await put({ language: 'en' }, me.headers)).body.data).toEqual({ language: 'en' });
    expect(await storedLanguage(me.email)).toBe('en');
  });

  it('needs a login', async () => {
    const res = await put({ language: 'ur' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, mess: 'Please log in to continue' });
  });

  it('refuses any other language with 400 naming the allowed ones, and changes nothing', async () => {
    const me = await createCustomer(db);
    for (const payload of [
      { language: 'fr' },
      { language: 'UR' },
      { language: '' },
      { language: 1 },
      {},
      { lang: 'ur' },
    ]) {
      const res = await put(payload, me.headers);
      expect({ payload, status: res.status, body: res.body }).toEqual({
        payload,
        status: 400,
        body: {
          success: false,
          mess: 'Language must be en (English) or ur (Urdu)',
          message: 'Language must be en (English) or ur (Urdu)',
          errors: { language: 'Language must be en (English) or ur (Urdu)' },
        },
      });
    }
    const list = await put({ language: ['ur'] }, me.headers);
    expect(list.status).toBe(400);
    expect(await storedLanguage(me.email)).toBe('en');
  });

  it('refuses it in Urdu to a request in Urdu', async () => {
    const me = await createCustomer(db);
    const res = await put({ language: 'fr' }, { ...me.headers, 'accept-language': 'ur' });
    expect(res.status).toBe(400);
    expect(res.body.mess).toBe('زبان en (انگریزی) یا ur (اردو) ہونی چاہیے');
    expect(res.body.errors).toEqual({ language: 'زبان en (انگریزی) یا ur (اردو) ہونی چاہیے' });
  });
});

describe('registration', () => {
  const register = (payload: object, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'POST', url: `${API}/auth/register`, payload, headers });

  it("mails the code of a new address in the request's language and keeps it on the account", async () => {
    const { email } = unique('urdu');
    const res = await register(registration(email), { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' });
    expect(res.status).toBe(201);
    expect(res.body.mess).toBe('Registration successful! You can now verify Email');
    expect(await storedLanguage(email)).toBe('ur');
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('آپ کا Storefront تصدیقی کوڈ');
    expect(mail.text).toContain('اپنے ای میل پتے کی تصدیق کے لیے یہ کوڈ استعمال کریں:');
    expect(mail.text).toContain('یہ کوڈ 10 منٹ میں ختم ہو جائے گا۔');
    expect(mail.text).toMatch(/\n\d{6}\n/);
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail.html).toContain('Storefront، پاکستان');
  });

  it('takes the language sent in the body over the header', async () => {
    const { email } = unique('chosen');
    await register(registration(email, { language: 'ur' }), { 'accept-language': 'en' });
    expect(await storedLanguage(email)).toBe('ur');
    expect((await mailsTo(email))[0].html).toContain('dir="rtl"');

    const other = unique('english');
    await register(registration(other.email, { language: 'en' }), { 'accept-language': 'ur' });
    expect(await storedLanguage(other.email)).toBe('en');
    expect((await mailsTo(other.email))[0].subject).toBe('Your Storefront verification code');
  });

  it('stays in English without either, and refuses an unknown language', async () => {
    const { email } = unique('plain');
    expect((await register(registration(email))).status).toBe(201);
    expect(await storedLanguage(email)).toBe('en');
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Your Storefront verification code');
    expect(mail.html.startsWith('<!doctype html><html lang="en"><head>')).toBe(true);

    const refused = unique('refused');
    const res = await register(registration(refused.email, { language: 'de' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ language: 'Language must be en (English) or ur (Urdu)' });
    expect(await storedLanguage(refused.email)).toBeUndefined();
  });

  it("mails an account that exists in its own language, whatever the request's", async () => {
    const customer = await createCustomer(db);
    await db.query(`UPDATE users SET language = 'ur' WHERE id = $1`, [customer.id]);
    await register(registration(customer.email), { 'accept-language': 'en' });
    const [mail] = await mailsTo(customer.email);
    expect(mail.subject).toBe('کسی نے آپ کی ای میل سے رجسٹر کرنے کی کوشش کی');
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
  });
});

describe('the order confirmation', () => {
  let shopper: Shopper;

  const placeOrder = async (headers: Record<string, string> = {}) => {
    const product = await productWithStock(db, 5, 3);
    const res = await call<CreateOrderResult>(t.app, {
      method: 'POST',
      url: `${API}/order/create`,
      headers: { ...shopper.headers, ...headers },
      payload: {
        items: [{ id: product.id, quantity: 2 }],
        paymentMethod: 'cod',
        courierPricingId: place.courierPricingIds[0],
        customerId: shopper.id,
        addressId: shopper.addressId,
      },
    });
    expect(res.status).toBe(201);
    const orders = await call<Order[]>(t.app, {
      method: 'GET',
      url: `${API}/order/getOrdersByCustomer?customerId=${shopper.id}`,
      headers: shopper.headers,
    });
    const order = orders.body.data.find((o) => o.id === res.body.data.orderId)!;
    const mail = (await mailsTo(shopper.email)).find((m) => m.text.includes(order.number))!;
    return { product, order, mail };
  };

  beforeAll(async () => {
    shopper = await createShopper(db, place);
  });

  it('goes to an Urdu customer in Urdu, right to left, with Urdu month names and rupees as Rs 1,234', async () => {
    await db.query(`UPDATE users SET language = 'ur' WHERE id = $1`, [shopper.id]);
    // The stored language counts, not the request's.
    const { product, order, mail } = await placeOrder({ 'accept-language': 'en' });
    const rupees = (n: number) => `Rs ${n.toLocaleString('en-PK')}`;
    expect(mail.subject).toBe(`ہمیں آپ کا آرڈر ${order.number} موصول ہو گیا ہے`);
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toContain(`<strong>${order.number}</strong>`);
    const date = formatMailDate(new Date(order.deliveryDate!), 'ur');
    expect(URDU_MONTHS.some((month) => date.includes(month))).toBe(true);
    expect(date).toMatch(/^[^A-Za-z]*\d{1,2} [^\sA-Za-z0-9]+، \d{4}$/);
    expect(mail.text).toContain(`${date} تک ڈیلیور کر دیا جائے گا۔`);
    expect(mail.html).toContain(date);
    // Product names are data: as they are.
    expect(mail.text).toContain(`- ${product.name} × 2، فی عدد ${rupees(order.orderItems[0].price)}`);
    expect(mail.text).toContain(`کل رقم: ${rupees(order.grandTotal)}`);
    expect(mail.text).toContain('ادائیگی: کیش آن ڈیلیوری');
    expect(mail.text).toContain('، پاکستان');
    expect(mail.text).not.toMatch(/Total|Payment|Subtotal|Deliver to/);
  });

  it('goes to an English customer in English, as before', async () => {
    await db.query(`UPDATE users SET language = 'en' WHERE id = $1`, [shopper.id]);
    const { order, mail } = await placeOrder({ 'accept-language': 'ur' });
    expect(mail.subject).toBe(`We have received your order ${order.number}`);
    expect(mail.html.startsWith('<!doctype html><html lang="en"><head>')).toBe(true);
    expect(mail.text).toContain(`by ${formatMailDate(new Date(order.deliveryDate!))}.`);
    expect(mail.text).toContain('Payment: Cash On Delivery');
  });
});
