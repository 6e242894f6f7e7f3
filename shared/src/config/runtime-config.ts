// The runtime config is fetched by the page at start-up, so remote URLs and the API root are not
// baked into any build. It lives in this module (a Module Federation singleton) for the whole page.

export interface SupportContacts {
  email: string;
  phone: string;
  address: string;
  social: Record<string, string>;
}

export interface RuntimeConfig {
  /** Root of the storefront API, e.g. '/api/api'. */
  apiRoot: string;
  /** Module Federation manifest URL per remote name (catalog, checkout, account, auth). */
  remotes: Record<string, string>;
  support: SupportContacts;
}

let current: RuntimeConfig | null = null;

function fail(url: string, detail: string): never {
  throw new Error(`Runtime config at ${url} is invalid: ${detail}`);
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Checks the shape field by field so a broken deployment says what is wrong. */
export function parseRuntimeConfig(raw: unknown, source = 'runtime config'): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(source, 'not a JSON object');
  const c = raw as Record<string, unknown>;
  if (typeof c.apiRoot !== 'string' || c.apiRoot === '') fail(source, '"apiRoot" must be a non-empty string');
  if (!isRecordOfStrings(c.remotes)) fail(source, '"remotes" must map remote names to URLs');
  const s = c.support as Record<string, unknown> | undefined;
  if (typeof s !== 'object' || s === null) fail(source, '"support" is missing');
  for (const key of ['email', 'phone', 'address'] as const) {
    if (typeof s[key] !== 'string') fail(source, `"support.${key}" must be a string`);
  }
  if (s.social !== undefined && !isRecordOfStrings(s.social)) fail(source, '"support.social" must map names to URLs');
  return {
    apiRoot: c.apiRoot.replace(/\/+$/, ''),
    remotes: c.remotes,
    support: {
      email: s.email as string,
      phone: s.phone as string,
      address: s.address as string,
      social: s.social ?? {},
    },
  };
}

/** How the config is asked for: never from a cache, so a changed deployment is seen at once. */
const RUNTIME_CONFIG_REQUEST: RequestInit = { cache: 'no-store', headers: { Accept: 'application/json' } };

/**
 * Fetches, checks and keeps the config. `started` is the same request already under way (the
 * shell's entry starts it before its shared modules load, to take it off the critical path).
 */
export async function loadRuntimeConfig(
  url = '/runtime-config.json',
  started?: Promise<Response>,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await (started ?? fetch(url, RUNTIME_CONFIG_REQUEST));
  } catch (err) {
    throw new Error(`Runtime config at ${url} could not be fetched: ${(err as Error).message}`);
  }
  if (!response.ok) throw new Error(`Runtime config at ${url} answered HTTP ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    fail(url, 'not valid JSON');
  }
  current = parseRuntimeConfig(raw, url);
  return current;
}

/** The loaded config; throws a clear error when the host forgot to load it first. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current)
    throw new Error('Runtime config not loaded: call loadRuntimeConfig() (or setRuntimeConfig() in tests) first');
  return current;
}

/** For tests and standalone hosts; `null` forgets the config. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config === null ? null : parseRuntimeConfig(config);
}
