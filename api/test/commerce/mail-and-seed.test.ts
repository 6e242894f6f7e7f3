import type { Address, DevMail, LoginResponse, Order, RetryPaymentResponse } from '@storefront/shared/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seedCustomers, DEMO_CUSTOMER } from '../../src/commerce/seed-customers';
import { createMailer } from '../../src/commerce/mail/mailer';
import { orderConfirmationMail, otpMail } from '../../src/commerce/mail/templates';
import { hashPassword, verifyPassword } from '../../src/commerce/security/password';
import { TO_ONCE } from '../../src/commerce/mail/dev-mail-routes';
import { loadConfig } from '../../src/config';
import { API, call } from './commerce-test-kit';

describe('passwords', () => {
  it('hashes with a salt and checks in constant time', async () => {
    const a = await hashPassword('Demo@12345');
    const b = await hashPassword('Demo@12345');
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo@12345', a)).toBe(true);
    expect(await verifyPassword('demo@12345', a)).toBe(false);
    expect(await verifyPassword('Demo@12345', 'plain-text')).toBe(false);
    expect(await verifyPassword('Demo@12345', 'scrypt$x$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});

describe('mail templates', () => {
  it('writes the code into both bodies and escapes customer text in HTML', () => {
    const mail = otpMail('a@b.pk', '042137', 'reset', 10);
    expect(mail.subject).toMatch(/password reset code/);
    expect(mail.text).toContain('042137');
    expect(mail.html).toContain('042137');
    expect(mail.text).toMatch(/expires in 10 minutes/);
    const order = orderConfirmationMail('a@b.pk', {
      number: 'SF-2611-000001',
      confirmed: false,
      customerName: '<script>x</script>',
      paymentLabel: 'Cash On Delivery',
      courierName: 'TCS',
      courierCost: 300,
      subTotal: 12500,
      grandTotal: 12800,
      address: 'House 1 & 2',
      items: [{ name: 'Lawn "Suit"', qty: 1, price: 12500, total: 12500 }],
      deliveryDays: { min: 3, max: 5 },
      expectedBy: 'Friday, 4 December 2026',
    });
    expect(order.text).toContain('It will be delivered within 3-5 business days, by Friday, 4 December 2026.');
    expect(order.subject).toBe('We have received your order SF-2611-000001');
    expect(order.html).not.toContain('<script>');
    expect(order.html).toContain('&lt;script&gt;');
    expect(order.html).toContain('House 1 &amp; 2');
    expect(order.text).toContain('Total: Rs 12,800');
    expect(order.html).toContain('<th scope="col"');
  });

  it('keeps mail in the outbox with DEV_OUTBOX on but never fails the caller when delivery fails', async () => {
    const stored: unknown[][] = [];
    const db = {
      query: (_sql: string, params?: unknown[]) => {
        stored.push(params ?? []);
        return Promise.resolve({ rows: [], affectedRows: 1 });
      },
    };
    const errors: string[] = [];
    const logged: object[] = [];
    const log = {
      error: (o: object, msg?: string) => {
        logged.push(o);
        errors.push(msg ?? '');
      },
    };
    const smtpRefusal = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <a@b.pk> unknown"),
      { code: 'EENVELOPE', responseCode: 550 },
    );
    const failing = {
      sendMail: () => Promise.reject(smtpRefusal),
    } as never;
    const config = { devOutbox: true, publicOrigin: 'http://x', mailFrom: 'Shop <s@x.pk>' } as const;
    const mailer = createMailer(db, config as never, log, failing);
    await expect(mailer.send({ to: 'A@B.pk', subject: 's', text: 't 123456', html: 'h' })).resolves.toBeUndefined();
    expect(stored[0][0]).toBe('a@b.pk');
    await mailer.idle();
    expect(errors).toEqual(['mail delivery failed']);
    // The SMTP reply names the recipient: only its codes are logged.
    expect(logged[0]).toEqual({ code: 'EENVELOPE', responseCode: 550, subject: 's' });

    // With the outbox off (the default, production always), no mail is kept.
    const prodStored: unknown[] = [];
    const prodDb = {
      query: (...args: unknown[]) => {
        prodStored.push(args);
        return Promise.resolve({ rows: [], affectedRows: 1 });
      },
    };
    const sent: unknown[] = [];
    const transport = {
      sendMail: (m: unknown) => {
        sent.push(m);
        return Promise.resolve();
      },
    } as never;
    const prod = createMailer(prodDb, { ...config, devOutbox: false } as never, log, transport);
    await prod.send({ to: 'a@b.pk', subject: 's', text: 't', html: 'h' });
    await prod.idle();
    expect(prodStored).toHaveLength(0);
    expect(sent[0]).toMatchObject({ from: 'Shop <s@x.pk>', to: 'a@b.pk', subject: 's' });
  });
});

describe('mail delivery', () => {
  it('answers once the mail is handed over, without waiting for the mail server', async () => {
    const db = { query: () => Promise.resolve({ rows: [], affectedRows: 1 }) };
    let release: () => void = () => undefined;
    const delivered: string[] = [];
    const slowServer = {
      sendMail: (m: { subject: string }) =>
        new Promise<void>((resolve) => {
          release = () => {
            delivered.push(m.subject);
            resolve();
          };
        }),
    } as never;
    const log = { error: () => undefined };
    const mailer = createMailer(
      db,
      { nodeEnv: 'production', publicOrigin: 'http://x', mailFrom: '' } as never,
      log,
      slowServer,
    );
    await mailer.send({ to: 'a@b.pk', subject: 'code', text: 't', html: 'h' });
    expect(delivered).toEqual([]);
    let idle = false;
    const waiting = mailer.idle().then(() => {
      idle = true;
    });
    await Promise.resolve();
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(delivered).toEqual(['code']);
  });
});

describe('demo customer seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('creates a verified demo customer with an address and orders in every status, once', async () => {
    const login = await call<LoginResponse>(t.app, {
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ name: 'Ayesha Khan', phone: '03001234567' });
    const headers = { authorization: `Bearer ${login.body.data.token}` };
    const id = login.body.data.user.id;

    const address = await call<Address | null>(t.app, {
      method: 'GET',
      url: `${API}/customer/getAddress?id=${id}`,
      headers,
    });
    expect(address.body.data!.city.name).toBe('Lahore');
    expect(address.body.data!.city.courierPricings.length).toBeGreaterThan(0);

    const orders = await call<Order[]>(t.app, {
      method: 'GET',
      url: `${API}/order/getOrdersByCustomer?customerId=${id}`,
      headers,
    });
    const statuses = orders.body.data.map((o: { status: string }) => o.status);
    expect(new Set(statuses)).toEqual(new Set(['pending', 'processed', 'shipped', 'delivered', 'cancelled']));
    const failedCard = orders.body.data.find((o: { paymentMethod: string }) => o.paymentMethod === 'stripe');
    expect(failedCard).toMatchObject({ status: 'pending', payment: { method: 'stripe', status: 'failed' } });
    const dates = orders.body.data.map((o: { createdAt: string }) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const retry = await call<RetryPaymentResponse>(t.app, {
      method: 'POST',
      url: `${API}/order/retryStripePayment`,
      headers,
      payload: { orderId: failedCard!.id },
    });
    expect(retry.status).toBe(200);

    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    await seedCustomers(t.db);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('serves the dev outbox newest first, filtered by recipient', async () => {
    for (let i = 0; i < 2; i += 1) {
      await t.db.query(`UPDATE otps SET last_sent_at = now() - interval '61 seconds'`);
      await call(t.app, { method: 'POST', url: `${API}/auth/forgetPassword`, payload: { email: DEMO_CUSTOMER.email } });
    }
    await call(t.app, {
      method: 'POST',
      url: `${API}/auth/forgetPassword`,
      payload: { email: 'someone.else@example.pk' },
    });
    const res = await call<DevMail[]>(t.app, {
      method: 'GET',
      url: `${API}/dev/mails?to=${encodeURIComponent(DEMO_CUSTOMER.email.toUpperCase())}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    for (const mail of res.body.data) {
      expect(mail).toEqual({
        to: DEMO_CUSTOMER.email,
        subject: expect.any(String) as string,
        text: expect.any(String) as string,
        html: expect.any(String) as string,
        createdAt: expect.any(String) as string,
      });
    }
    const times = res.body.data.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("never lists everyone's mails: the recipient is required", async () => {
    for (const url of [`${API}/dev/mails`, `${API}/dev/mails?to=`, `${API}/dev/mails?to=%20`]) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        errors: { to: expect.stringMatching(/^to is required/) as string },
      });
      expect(res.body.data).toBeUndefined();
    }
  });

  it('asks for one recipient when several are given', async () => {
    const res = await call<DevMail[]>(t.app, { method: 'GET', url: `${API}/dev/mails?to=a@b.pk&to=c@d.pk` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, mess: TO_ONCE, message: TO_ONCE, errors: { to: TO_ONCE } });
    expect(TO_ONCE).toMatch(/^Give one to address/);
  });
});

describe('without DEV_OUTBOX (the default, whatever NODE_ENV says)', () => {
  it('has no dev outbox route, keeps no mail and shows no API docs page', async () => {
    const { devOutbox, apiDocs } = loadConfig({});
    expect({ devOutbox, apiDocs }).toEqual({ devOutbox: false, apiDocs: false });
    const t = await createTestApp({ products: 0, config: { nodeEnv: 'development', devOutbox, apiDocs } });
    try {
      const email = 'outbox.off@example.pk';
      const registered = await call(t.app, {
        method: 'POST',
        url: `${API}/auth/register`,
        payload: { name: 'Sana Malik', email, phone: '03001234567', password: 'qk7#Tmz2', confirmPassword: 'qk7#Tmz2' },
      });
      expect(registered.status).toBe(201);
      const res = await call<DevMail[]>(t.app, { method: 'GET', url: `${API}/dev/mails?to=${email}` });
      expect(res.status).toBe(404);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mails');
      expect(rows[0].n).toBe(0);
      expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
