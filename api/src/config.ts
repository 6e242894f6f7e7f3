// Typed configuration read once from the environment. Every variable is checked at start-up so a
// typo stops the process with a message naming the variable instead of failing later at runtime.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used */
  databaseUrl?: string;
  pgliteDir: string;
  /** Origin of the storefront (shell), used to build redirect URLs */
  publicOrigin: string;
  smtpUrl?: string;
  mailFrom: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  logLevel: LogLevel;
  seedOnEmpty: boolean;
  /** Proxies whose X-Forwarded-For is believed (rate limits key on the client address). */
  trustProxy: string;
}

export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

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
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

function port(env: Env, name: string, fallback: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 65535) {
    throw new ConfigError(name, `must be a port number between 1 and 65535 (got "${value}")`);
  }
  return n;
}

function url(env: Env, name: string, protocols: readonly string[], fallback?: string): string | undefined {
  const value = read(env, name) ?? fallback;
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${value}")`);
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
  throw new ConfigError(name, `must be true or false (got "${value}")`);
}

function email(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  // Accepts both "shop@example.pk" and "Shop <shop@example.pk>".
  if (!/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(value)) {
    throw new ConfigError(name, `must be an e-mail address (got "${value}")`);
  }
  return value;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'development');
  const publicOrigin = url(env, 'PUBLIC_ORIGIN', ['http:', 'https:'], 'http://localhost:3000')!;
  const pgliteDir = read(env, 'PGLITE_DIR') ?? '.data/pglite';
  return {
    nodeEnv,
    port: port(env, 'PORT', 4000),
    host: read(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    // Relative folders are taken from the api/ folder so the data does not move with the cwd.
    pgliteDir: path.resolve(API_ROOT_DIR, pgliteDir),
    publicOrigin: publicOrigin.replace(/\/+$/, ''),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', 'Storefront <no-reply@example.pk>'),
    stripeSecretKey: read(env, 'STRIPE_SECRET_KEY'),
    stripeWebhookSecret: read(env, 'STRIPE_WEBHOOK_SECRET'),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    seedOnEmpty: boolean(env, 'SEED_ON_EMPTY', true),
    // Only the shell's proxy (same host, or a private network in docker-compose) by default: a
    // client reaching the API directly cannot fake its address to dodge per-client limits.
    trustProxy: read(env, 'TRUST_PROXY') ?? 'loopback,linklocal,uniquelocal',
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
  return { ...loadConfig({ NODE_ENV: 'test' }), seedOnEmpty: false, ...overrides };
}
