import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, loadEnvFile } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicOrigin: 'http://localhost:3000',
      logLevel: 'info',
      seedOnEmpty: true,
      trustProxy: 'loopback',
    });
    expect(config.pgliteDir).toBe(path.resolve(__dirname, '..', '.data/pglite'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '4100',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      DATABASE_READ_URL: 'postgres://u@replica:5432/shop',
      PGLITE_DIR: '/tmp/x',
      PUBLIC_ORIGIN: 'https://shop.example.pk/',
      SMTP_URL: 'smtp://mail:1025',
      MAIL_FROM: 'Shop <shop@example.pk>',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: '10.0.0.0/8',
      CATALOG_CACHE_SECONDS: '0',
      WISHLIST_ALERT_MINUTES: '60',
      SESSION_IDLE_MINUTES: '30',
      API_DOCS: 'true',
    });
    expect(config).toEqual({
      nodeEnv: 'production',
      port: 4100,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/shop',
      databaseReadUrl: 'postgres://u@replica:5432/shop',
      pgliteDir: '/tmp/x',
      publicOrigin: 'https://shop.example.pk',
      smtpUrl: 'smtp://mail:1025',
      mailFrom: 'Shop <shop@example.pk>',
      stripeSecretKey: 'sk_test_1',
      stripeWebhookSecret: 'whsec_1',
      jazzcash: undefined,
      easypaisa: undefined,
      paymentTestGateway: false,
      logLevel: 'warn',
      seedOnEmpty: false,
      trustProxy: '10.0.0.0/8',
      trustProxyHops: 1,
      cardPaymentTimeoutMinutes: 30,
      catalogCacheSeconds: 0,
      wishlistAlertMinutes: 60,
      maxWaitingOrders: 10,
      maxWaitingUnitsPerProduct: 10,
      sessionIdleMinutes: 30,
      devOutbox: false,
      apiDocs: true,
      policies: {
        returnWindowDays: 3,
        processingDays: { min: 1, max: 2 },
        deliveryDays: { min: 3, max: 5 },
        refundDays: { min: 5, max: 10 },
      },
    });
  });

  it("reads the shop's policy figures, each set once", () => {
    expect(
      loadConfig({
        RETURN_WINDOW_DAYS: '30',
        PROCESSING_DAYS_MIN: '0',
        PROCESSING_DAYS_MAX: '1',
        DELIVERY_DAYS_MIN: '2',
        DELIVERY_DAYS_MAX: '7',
        REFUND_DAYS_MIN: '3',
        REFUND_DAYS_MAX: '3',
      }).policies,
    ).toEqual({
      returnWindowDays: 30,
      processingDays: { min: 0, max: 1 },
      deliveryDays: { min: 2, max: 7 },
      refundDays: { min: 3, max: 3 },
    });
    // A minimum above the default maximum moves the maximum with it rather than failing.
    expect(loadConfig({ DELIVERY_DAYS_MIN: '6' }).policies.deliveryDays).toEqual({ min: 6, max: 6 });
  });

  it('lets one customer hold 10 waiting orders and 10 units of a product in them unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ maxWaitingOrders: 10, maxWaitingUnitsPerProduct: 10 });
    expect(loadConfig({ MAX_WAITING_ORDERS: '3', MAX_WAITING_UNITS_PER_PRODUCT: '50' })).toMatchObject({
      maxWaitingOrders: 3,
      maxWaitingUnitsPerProduct: 50,
    });
    expect(() => loadConfig({ MAX_WAITING_UNITS_PER_PRODUCT: '1001' })).toThrow(
      'MAX_WAITING_UNITS_PER_PRODUCT must be a whole number from 1 to 1000',
    );
  });

  it('keeps catalogue answers 5 seconds unless told otherwise', () => {
    expect(loadConfig({}).catalogCacheSeconds).toBe(5);
    expect(loadConfig({ CATALOG_CACHE_SECONDS: '30' }).catalogCacheSeconds).toBe(30);
  });

  it('checks wishlists every 15 minutes unless told otherwise (0: never)', () => {
    expect(loadConfig({}).wishlistAlertMinutes).toBe(15);
    expect(loadConfig({ WISHLIST_ALERT_MINUTES: '0' }).wishlistAlertMinutes).toBe(0);
  });

  it('reads the proxy list, its hops and the card payment timeout', () => {
    expect(
      loadConfig({
        TRUST_PROXY: ' 127.0.0.1, ::1 ,172.18.0.0/16,LOOPBACK',
        TRUST_PROXY_HOPS: '2',
        CARD_PAYMENT_TIMEOUT_MINUTES: '45',
      }),
    ).toMatchObject({
      trustProxy: '127.0.0.1,::1,172.18.0.0/16,loopback',
      trustProxyHops: 2,
      cardPaymentTimeoutMinutes: 45,
    });
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe('');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(loadConfig({ HOST: 'api.internal' }).host).toBe('api.internal');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ databaseUrl: undefined, port: 4000 });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_READ_URL', 'mysql://x'],
    ['PUBLIC_ORIGIN', 'ftp://x'],
    ['SMTP_URL', 'http://mail'],
    ['MAIL_FROM', 'nobody'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_ON_EMPTY', 'maybe'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', 'loopback,10.0.0.300'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.local'],
    ['TRUST_PROXY', '::1/129'],
    ['TRUST_PROXY_HOPS', '0'],
    ['TRUST_PROXY_HOPS', 'two'],
    ['HOST', 'not a host'],
    ['HOST', '999.1.1.1'],
    ['HOST', 'http://0.0.0.0'],
    ['HOST', '-bad-.example'],
    ['CARD_PAYMENT_TIMEOUT_MINUTES', '0'],
    ['CARD_PAYMENT_TIMEOUT_MINUTES', '1.5'],
    ['CATALOG_CACHE_SECONDS', '31'],
    ['CATALOG_CACHE_SECONDS', 'forever'],
    ['WISHLIST_ALERT_MINUTES', '1441'],
    ['WISHLIST_ALERT_MINUTES', 'hourly'],
    ['MAX_WAITING_ORDERS', '0'],
    ['MAX_WAITING_UNITS_PER_PRODUCT', 'ten'],
    ['RETURN_WINDOW_DAYS', '0'],
    ['RETURN_WINDOW_DAYS', 'three'],
    ['DELIVERY_DAYS_MAX', '61'],
    ['REFUND_DAYS_MIN', '-1'],
    ['PUBLIC_ORIGIN', 'https://shop.example.pk/shop'],
    ['PUBLIC_ORIGIN', 'https://shop.example.pk/?x=1'],
    ['STRIPE_SECRET_KEY', 'pk_test_1'],
    ['STRIPE_WEBHOOK_SECRET', 'sk_test_1'],
  ])('stops with a message naming %s for %p', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});

describe('secret-bearing variables', () => {
  const messageFor = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      if (err instanceof ConfigError) return err.message;
      throw err;
    }
    throw new Error('expected a ConfigError');
  };

  it.each([
    [
      'DATABASE_URL',
      'postgres://shop:S3cretPw@db:54x2/shop',
      /^Invalid configuration: DATABASE_URL must be a URL such as postgres:\/\/user:password@db:5432\/shop: check that the port is a number/,
    ],
    ['SMTP_URL', 'smtp://mailer:S3cretPw@mail:25x', /^Invalid configuration: SMTP_URL must be a URL such as smtps:/],
    ['DATABASE_URL', 'postgres://shop:S3cret#Pw/x@db:5432/shop', /^Invalid configuration: DATABASE_URL must be a URL/],
    [
      'DATABASE_URL',
      'mysql://shop:S3cretPw@db/shop',
      /^Invalid configuration: DATABASE_URL must use postgres: or postgresql: \(got "mysql:"\)$/,
    ],
    [
      'DATABASE_READ_URL',
      'postgres://shop:S3cretPw@replica:54x2/shop',
      /^Invalid configuration: DATABASE_READ_URL must be a URL such as postgres:\/\/user:password@db:5432\/shop: check that the port is a number/,
    ],
    [
      'STRIPE_SECRET_KEY',
      'S3cretPw_live_abc',
      /^Invalid configuration: STRIPE_SECRET_KEY must start with sk_ or rk_ \(got something that is not a Stripe key\)$/,
    ],
    [
      'STRIPE_SECRET_KEY',
      'pk_live_S3cretPw',
      /^Invalid configuration: STRIPE_SECRET_KEY must start with sk_ or rk_ \(got a key starting "pk_"\)$/,
    ],
    [
      'STRIPE_WEBHOOK_SECRET',
      'sk_live_S3cretPw',
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET must start with whsec_ \(got a key starting "sk_"\)$/,
    ],
  ])('names %s and what is wrong, never its value (case %#)', (name, value, expected) => {
    // A valid webhook secret, so a bad STRIPE_SECRET_KEY is what fails.
    const message = messageFor({ STRIPE_WEBHOOK_SECRET: 'whsec_1', [name]: value });
    expect(message).toMatch(expected);
    expect(message).not.toContain('S3cret');
    expect(message).not.toContain(value);
  });

  it('still shows the bad value of other variables', () => {
    expect(messageFor({ PUBLIC_ORIGIN: 'not a url' })).toBe(
      'Invalid configuration: PUBLIC_ORIGIN must be a URL such as https://shop.example.pk (got "not a url")',
    );
    expect(messageFor({ PORT: 'eighty' })).toMatch(/\(got "eighty"\)$/);
  });
});

describe('settings that only make sense together', () => {
  // Production that may take card orders through the test gateway (as docker-compose's demo does).
  const demoProduction = { NODE_ENV: 'production', PAYMENT_TEST_GATEWAY: 'true' };

  it('stops when a range of days starts after it ends', () => {
    expect(() => loadConfig({ DELIVERY_DAYS_MIN: '5', DELIVERY_DAYS_MAX: '3' })).toThrow(
      'Invalid configuration: DELIVERY_DAYS_MIN must not be more than DELIVERY_DAYS_MAX (got 5 and 3)',
    );
  });

  it('stops when DATABASE_READ_URL is set without DATABASE_URL (PGlite has no replica)', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@replica:5432/shop' })).toThrow(
      /^Invalid configuration: DATABASE_READ_URL must be set only together with DATABASE_URL/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop' }).databaseReadUrl).toBeUndefined();
  });

  it('stops when STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/,
    );
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripeSecretKey).toBe(
      'sk_test_1',
    );
  });

  it('seeds an empty database by default except in production (the seed has a public demo login)', () => {
    expect(loadConfig({}).seedOnEmpty).toBe(true);
    expect(loadConfig({ ...demoProduction, SMTP_URL: 'smtp://mail:1025' }).seedOnEmpty).toBe(false);
    expect(loadConfig({ ...demoProduction, SMTP_URL: 'smtp://mail:1025', SEED_ON_EMPTY: 'true' }).seedOnEmpty).toBe(
      true,
    );
  });

  it('keeps the dev outbox and the API docs page off unless asked for, whatever NODE_ENV says', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(loadConfig(env)).toMatchObject({ devOutbox: false, apiDocs: false });
    }
    expect(loadConfig({ DEV_OUTBOX: '1', API_DOCS: 'yes' })).toMatchObject({ devOutbox: true, apiDocs: true });
    expect(() => loadConfig({ DEV_OUTBOX: 'on' })).toThrow('DEV_OUTBOX must be true or false (got "on")');
  });

  it('stops in production with the dev outbox on: it would show every code to anyone', () => {
    const production = { ...demoProduction, SMTP_URL: 'smtp://mail:1025' };
    expect(() => loadConfig({ ...production, DEV_OUTBOX: 'true' })).toThrow(
      /^Invalid configuration: DEV_OUTBOX must be off when NODE_ENV is production: the outbox \(GET \/api\/api\/dev\/mails\) shows every verification and password-reset code/,
    );
    expect(loadConfig({ ...production, DEV_OUTBOX: 'false', API_DOCS: 'true' })).toMatchObject({
      devOutbox: false,
      apiDocs: true,
    });
  });

  it('ends an idle session after 60 minutes unless told otherwise', () => {
    expect(loadConfig({}).sessionIdleMinutes).toBe(60);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15' }).sessionIdleMinutes).toBe(15);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(
      'SESSION_IDLE_MINUTES must be a whole number from 1 to 1440',
    );
  });

  it('stops in production without SMTP_URL', () => {
    expect(() => loadConfig(demoProduction)).toThrow(
      /^Invalid configuration: SMTP_URL must be set when NODE_ENV is production/,
    );
    expect(loadConfig({ ...demoProduction, SMTP_URL: 'smtp://mail:1025' }).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('stops in production without Stripe unless the free-paying test gateway is chosen on purpose', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:1025' };
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY must be set when the test gateway is off/,
    );
    expect(
      loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).nodeEnv,
    ).toBe('production');
    expect(loadConfig({ ...production, PAYMENT_TEST_GATEWAY: 'true' }).stripeSecretKey).toBeUndefined();
    // Also elsewhere, when switched off by hand.
    expect(() => loadConfig({ PAYMENT_TEST_GATEWAY: 'false' })).toThrow(/STRIPE_SECRET_KEY must be set/);
  });
});

describe('loadEnvFile', () => {
  it('reads a .env file without overriding variables already set', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'env-')), '.env');
    writeFileSync(file, 'CONFIG_TEST_FROM_FILE=file\nCONFIG_TEST_SET=file\n');
    const env: Record<string, string | undefined> = { CONFIG_TEST_SET: 'shell' };
    expect(loadEnvFile(file, env)).toBe(true);
    expect(env).toEqual({ CONFIG_TEST_FROM_FILE: 'file', CONFIG_TEST_SET: 'shell' });
  });

  it('does nothing when there is no file', () => {
    expect(loadEnvFile(path.join(tmpdir(), 'no-such-dir-xyz', '.env'))).toBe(false);
  });
});
