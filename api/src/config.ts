// Typed configuration read once from the environment. Every variable is checked at start-up so a
// typo stops the process with a message naming the variable instead of failing later at runtime.
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import type { DayRange, ShopPolicies } from '@storefront/shared/types';
import { parseTrustList, TrustListError } from './http/trust-proxy';
import { DEFAULT_HOLDING_LIMITS } from './commerce/orders/holding-limits';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used */
  databaseUrl?: string;
  /**
   * A read replica of DATABASE_URL for the catalogue's reads; stock, orders, customers and
   * payments always use the primary. Absent: everything reads the primary.
   */
  databaseReadUrl?: string;
  pgliteDir: string;
  /** Origin of the storefront (shell), used to build redirect URLs */
  publicOrigin: string;
  smtpUrl?: string;
  mailFrom: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** JazzCash hosted checkout (all three keys set), else its local test gateway (see wallet-payments.ts). */
  jazzcash?: JazzCashKeys;
  /** Easypaisa hosted checkout (both keys set), else its local test gateway. */
  easypaisa?: EasypaisaKeys;
  /** Whether a method without keys may use its local test gateway (PAYMENT_TEST_GATEWAY). */
  paymentTestGateway: boolean;
  logLevel: LogLevel;
  seedOnEmpty: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (rate limits key on the client address): addresses,
   * CIDR ranges or loopback/linklocal/uniquelocal, comma-separated; empty = no proxy.
   */
  trustProxy: string;
  /** How many X-Forwarded-For entries (from the right) are believed, each added by a trusted proxy. */
  trustProxyHops: number;
  /** Unpaid card orders are cancelled (stock released) this long after their last payment attempt. */
  cardPaymentTimeoutMinutes: number;
  /** How long public catalogue answers are kept in memory and by browsers (0: not at all). */
  catalogCacheSeconds: number;
  /** How often wishlists are checked for products back in stock or cheaper, to mail (0: never). */
  wishlistAlertMinutes: number;
  /** Orders one customer may have waiting to be shipped at once, whatever the payment method. */
  maxWaitingOrders: number;
  /** Units of one product one customer may have across those waiting orders. */
  maxWaitingUnitsPerProduct: number;
  /** A session token is refused once unused this long; every authenticated call renews it. */
  sessionIdleMinutes: number;
  /**
   * Keep every mail in the `mails` outbox and serve it at GET /dev/mails (DEV_OUTBOX): anyone who
   * can reach the API reads everyone's codes there, so only on when asked for, never in production.
   */
  devOutbox: boolean;
  /** Serve the OpenAPI UI at /api/docs (API_DOCS): off unless asked for. */
  apiDocs: boolean;
  /** The shop's promises every text and rule reads (GET /policies): set here, once. */
  policies: ShopPolicies;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export interface JazzCashKeys {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** JAZZCASH_ENV: the sandbox or the production gateway */
  baseUrl: string;
}

export interface EasypaisaKeys {
  storeId: string;
  /** the AES key merchantHashedReq is encrypted with (16, 24 or 32 characters) */
  hashKey: string;
  /** EASYPAISA_ENV: the staging or the production Easypay */
  baseUrl: string;
}

export const JAZZCASH_URLS = {
  sandbox: 'https://sandbox.jazzcash.com.pk',
  production: 'https://payments.jazzcash.com.pk',
} as const;
export const EASYPAISA_URLS = {
  sandbox: 'https://easypaystg.easypaisa.com.pk',
  production: 'https://easypay.easypaisa.com.pk',
} as const;
const PROVIDER_ENVS = ['sandbox', 'production'] as const;

/** A provider's keys: all of them or none (a half-configured provider fails at start-up). */
function providerKeys<K extends string>(env: Env, names: Record<K, string>): Record<K, string> | undefined {
  const entries = Object.entries(names) as [K, string][];
  const values = entries.map(([key, name]) => [key, read(env, name)] as const);
  const missing = values.filter(([, value]) => value === undefined);
  if (missing.length === values.length) return undefined;
  if (missing.length > 0) {
    const [key] = missing[0];
    throw new ConfigError(
      names[key],
      `must be set together with ${entries.map(([, name]) => name).join(', ')}: a provider is used with all its keys or none`,
    );
  }
  return Object.fromEntries(values) as Record<K, string>;
}

function jazzcashKeys(env: Env): JazzCashKeys | undefined {
  const keys = providerKeys(env, {
    merchantId: 'JAZZCASH_MERCHANT_ID',
    password: 'JAZZCASH_PASSWORD',
    integritySalt: 'JAZZCASH_INTEGRITY_SALT',
  });
  return keys && { ...keys, baseUrl: JAZZCASH_URLS[oneOf(env, 'JAZZCASH_ENV', PROVIDER_ENVS, 'sandbox')] };
}

function easypaisaKeys(env: Env): EasypaisaKeys | undefined {
  const keys = providerKeys(env, { storeId: 'EASYPAISA_STORE_ID', hashKey: 'EASYPAISA_HASH_KEY' });
  if (keys && ![16, 24, 32].includes(Buffer.byteLength(keys.hashKey))) {
    throw new ConfigError('EASYPAISA_HASH_KEY', 'must be the 16-character hash key from the Easypaisa merchant portal');
  }
  return keys && { ...keys, baseUrl: EASYPAISA_URLS[oneOf(env, 'EASYPAISA_ENV', PROVIDER_ENVS, 'sandbox')] };
}

/**
 * Variables whose value can hold a password or a key (a URL's user:password@, a Stripe key). An
 * error about one names the variable and what is wrong, never its value: start-up messages end up
 * in terminals, CI logs and log collectors.
 */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'DATABASE_READ_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'JAZZCASH_PASSWORD',
  'JAZZCASH_INTEGRITY_SALT',
  'EASYPAISA_HASH_KEY',
]);

/** ` (got "…")` to show a bad value, or nothing for a secret-bearing variable. */
function got(name: string, value: string): string {
  return SECRET_VARIABLES.has(name) ? '' : ` (got "${value}")`;
}

const API_ROOT_DIR = path.resolve(__dirname, '..');
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** An empty string counts as "not set", as in most .env tooling. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}${got(name, value)}`);
  }
  return value as T;
}

function port(env: Env, name: string, fallback: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 65535) {
    throw new ConfigError(name, `must be a port number between 1 and 65535${got(name, value)}`);
  }
  return n;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}${got(name, value)}`);
  }
  return n;
}

/** A range of business days from two variables, NAME_MIN and NAME_MAX; the first may not exceed the second. */
function dayRange(env: Env, name: string, fallback: DayRange): DayRange {
  const min = integer(env, `${name}_MIN`, fallback.min, 0, 60);
  const max = integer(env, `${name}_MAX`, Math.max(fallback.max, min), 0, 60);
  if (min > max) throw new ConfigError(`${name}_MIN`, `must not be more than ${name}_MAX (got ${min} and ${max})`);
  return { min, max };
}

function policies(env: Env): ShopPolicies {
  return {
    // The Shipping & Returns policy's reading: returns within 3 days of delivery.
    returnWindowDays: integer(env, 'RETURN_WINDOW_DAYS', 3, 1, 365),
    processingDays: dayRange(env, 'PROCESSING_DAYS', { min: 1, max: 2 }),
    deliveryDays: dayRange(env, 'DELIVERY_DAYS', { min: 3, max: 5 }),
    refundDays: dayRange(env, 'REFUND_DAYS', { min: 5, max: 10 }),
  };
}

/** An IP address or a host name (letters, digits and hyphens in dot-separated labels). */
function host(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
  const hostname = new RegExp(`^${label}(?:\\.${label})*$`);
  const looksNumeric = /^[\d.]+$/.test(value);
  if (isIP(value) === 0 && (looksNumeric || value.length > 253 || !hostname.test(value))) {
    throw new ConfigError(
      name,
      `must be an IP address or a host name such as 0.0.0.0, 127.0.0.1, :: or localhost${got(name, value)}`,
    );
  }
  return value;
}

/** A site's origin (scheme, host, port): the API builds payment return URLs on it. */
function origin(env: Env, name: string, fallback: string): string {
  const value = url(env, name, ['http:', 'https:'], 'https://shop.example.pk', fallback)!;
  const { pathname, search, hash } = new URL(value);
  if (pathname !== '/' || search || hash) {
    throw new ConfigError(
      name,
      `must be an origin such as https://shop.example.pk, with no path or query${got(name, value)}`,
    );
  }
  return value.replace(/\/+$/, '');
}

/** The kinds of Stripe key: naming one in an error tells what was pasted without showing any of the key. */
const STRIPE_KEY_KINDS = ['pk_', 'sk_', 'rk_', 'whsec_'];

/** A Stripe key of the given kinds, so a publishable key pasted as the secret fails at start-up. */
function stripeKey(env: Env, name: string, prefixes: readonly string[]): string | undefined {
  const value = read(env, name);
  if (value !== undefined && !prefixes.some((p) => value.startsWith(p))) {
    const kind = STRIPE_KEY_KINDS.find((k) => value.startsWith(k));
    const seen = kind ? `got a key starting "${kind}"` : 'got something that is not a Stripe key';
    throw new ConfigError(name, `must start with ${prefixes.join(' or ')} (${seen})`);
  }
  return value;
}

function trustList(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  try {
    return parseTrustList(value).join(',');
  } catch (err) {
    if (err instanceof TrustListError) throw new ConfigError(name, `${err.message}${got(name, value)}`);
    throw err;
  }
}

function url(
  env: Env,
  name: string,
  protocols: readonly string[],
  example: string,
  fallback?: string,
): string | undefined {
  const value = read(env, name) ?? fallback;
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    const hint = SECRET_VARIABLES.has(name)
      ? ': check that the port is a number and that @ : / ? # in the user name or password are %-encoded (the value is not shown: it may hold a password)'
      : got(name, value);
    throw new ConfigError(name, `must be a URL such as ${example}${hint}`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new ConfigError(name, `must be true or false${got(name, value)}`);
}

function email(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  // Accepts both "shop@example.pk" and "Shop <shop@example.pk>".
  if (!/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(value)) {
    throw new ConfigError(name, `must be an e-mail address${got(name, value)}`);
  }
  return value;
}

// Only the same machine by default: believing every private address would let any machine of the
// network choose its own client address (and so its own rate-limit quota). docker-compose names
// its private network explicitly.
export const DEFAULT_TRUST_PROXY = 'loopback';

/** The spec's session lifetime: one hour, renewed by activity. */
export const DEFAULT_SESSION_IDLE_MINUTES = 60;

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'development');
  const publicOrigin = origin(env, 'PUBLIC_ORIGIN', 'http://localhost:3000');
  const pgliteDir = read(env, 'PGLITE_DIR') ?? '.data/pglite';
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'smtps://user:password@mail.example.pk:465');
  const stripeSecretKey = stripeKey(env, 'STRIPE_SECRET_KEY', ['sk_', 'rk_']);
  const stripeWebhookSecret = stripeKey(env, 'STRIPE_WEBHOOK_SECRET', ['whsec_']);
  if (nodeEnv === 'production' && !smtpUrl) {
    throw new ConfigError(
      'SMTP_URL',
      'must be set when NODE_ENV is production: without it no mail (verification codes, password resets, order confirmations) would reach anyone',
    );
  }
  // The test gateway's Pay button marks a card order paid without any money moving: right for
  // development and demos, never for a shop taking real orders unless chosen on purpose.
  const testGatewayAllowed = boolean(env, 'PAYMENT_TEST_GATEWAY', nodeEnv !== 'production');
  if (!stripeSecretKey && !testGatewayAllowed) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY',
      'must be set when the test gateway is off (PAYMENT_TEST_GATEWAY=false, the default when NODE_ENV is production): without it card orders would go through the local test gateway, whose Pay button marks them paid with no money taken. Set PAYMENT_TEST_GATEWAY=true for a demo',
    );
  }
  if (stripeSecretKey && !stripeWebhookSecret) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET',
      'must be set when STRIPE_SECRET_KEY is set: card payments are confirmed only by the signed webhook POST /api/api/payment/stripe/webhook, so without it no card order would ever be marked paid',
    );
  }
  const devOutbox = boolean(env, 'DEV_OUTBOX', false);
  if (devOutbox && nodeEnv === 'production') {
    throw new ConfigError(
      'DEV_OUTBOX',
      'must be off when NODE_ENV is production: the outbox (GET /api/api/dev/mails) shows every verification and password-reset code to anyone who asks',
    );
  }
  const postgresExample = 'postgres://user:password@db:5432/shop';
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], postgresExample);
  const databaseReadUrl = url(env, 'DATABASE_READ_URL', ['postgres:', 'postgresql:'], postgresExample);
  // A replica copies a PostgreSQL server; the embedded PGlite has none to copy from.
  if (databaseReadUrl && !databaseUrl) {
    throw new ConfigError(
      'DATABASE_READ_URL',
      'must be set only together with DATABASE_URL: it names a read replica of that PostgreSQL database (the embedded PGlite has none)',
    );
  }
  return {
    nodeEnv,
    port: port(env, 'PORT', 4000),
    // Loopback by default: the shell's server on the same machine is the only client it needs; the
    // images and docker-compose set 0.0.0.0.
    host: host(env, 'HOST', '127.0.0.1'),
    databaseUrl,
    databaseReadUrl,
    // Relative folders are taken from the api/ folder so the data does not move with the cwd.
    pgliteDir: path.resolve(API_ROOT_DIR, pgliteDir),
    publicOrigin,
    smtpUrl,
    mailFrom: email(env, 'MAIL_FROM', 'Storefront <no-reply@example.pk>'),
    stripeSecretKey,
    stripeWebhookSecret,
    jazzcash: jazzcashKeys(env),
    easypaisa: easypaisaKeys(env),
    paymentTestGateway: testGatewayAllowed,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    // Never by default in production: the seed brings a demo customer whose password is public.
    seedOnEmpty: boolean(env, 'SEED_ON_EMPTY', nodeEnv !== 'production'),
    // One hop: the shell's proxy sets X-Forwarded-For to the address it sees, and only that entry
    // is believed.
    trustProxy: trustList(env, 'TRUST_PROXY', DEFAULT_TRUST_PROXY),
    trustProxyHops: integer(env, 'TRUST_PROXY_HOPS', 1, 1, 10),
    cardPaymentTimeoutMinutes: integer(env, 'CARD_PAYMENT_TIMEOUT_MINUTES', 30, 1, 1440),
    // A few seconds at most: a change is announced at once, this bounds what a lost announcement costs.
    catalogCacheSeconds: integer(env, 'CATALOG_CACHE_SECONDS', 5, 0, 30),
    wishlistAlertMinutes: integer(env, 'WISHLIST_ALERT_MINUTES', 15, 0, 1440),
    // What one customer may hold in orders not yet shipped (see commerce/orders/holding-limits.ts).
    maxWaitingOrders: integer(env, 'MAX_WAITING_ORDERS', DEFAULT_HOLDING_LIMITS.maxWaitingOrders, 1, 1000),
    maxWaitingUnitsPerProduct: integer(
      env,
      'MAX_WAITING_UNITS_PER_PRODUCT',
      DEFAULT_HOLDING_LIMITS.maxWaitingUnitsPerProduct,
      1,
      1000,
    ),
    // The spec's one-hour session, renewed by activity: the server ends it as the client does.
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', DEFAULT_SESSION_IDLE_MINUTES, 1, 1440),
    devOutbox,
    apiDocs: boolean(env, 'API_DOCS', false),
    policies: policies(env),
  };
}

/**
 * Reads api/.env into process.env when the file exists. Variables already set in the environment
 * win, so a deployment never gets overridden by a stray file.
 */
export function loadEnvFile(file = path.join(API_ROOT_DIR, '.env'), env: Env = process.env): boolean {
  if (!existsSync(file)) return false;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[name] === undefined && value !== undefined) env[name] = value;
  }
  return true;
}

/** Configuration for in-process tests: quiet, no external services. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // Tests read at once what they have just written through another connection, which a
  // PostgreSQL notification reaches a moment later: the catalogue cache's own tests switch it on.
  // Tests read the codes they are mailed from the outbox and the OpenAPI document, as a person
  // running the shop locally does.
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    seedOnEmpty: false,
    catalogCacheSeconds: 0,
    // Its tests run the sweep themselves.
    wishlistAlertMinutes: 0,
    devOutbox: true,
    apiDocs: true,
    ...overrides,
  };
}
