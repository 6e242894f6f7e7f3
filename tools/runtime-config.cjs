// The runtime config the shell fetches at start-up (docs/contracts.md). Built from the environment
// by the shell's server and by every dev server, so remote URLs are never compiled into a build.
// Read once when a server starts: a value it cannot use stops it there, naming the variable,
// rather than breaking every page later.
const REMOTES = { catalog: 3001, checkout: 3002, account: 3003, auth: 3004 };
// Fixed: the shell proxies /api, and the API's own links (payment return, gateway) live under it.
const API_ROOT = '/api/api';

/** The variable's value, or undefined when unset or blank (a blank line in a .env file). */
function read(env, name) {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** An absolute http(s) URL, or a start-up error naming the variable. */
function httpUrl(env, name, fallback) {
  const value = read(env, name) ?? fallback;
  let parsed;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`Invalid configuration: ${name} must be an absolute URL (got "${value}")`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Invalid configuration: ${name} must use http: or https: (got "${value}")`);
  }
  return value;
}

/** Scheme and host only: each remote's own port (3001-3004) and /mf-manifest.json are added to it. */
function remoteHost(env) {
  const value = httpUrl(env, 'REMOTE_HOST', 'http://localhost');
  const parsed = new URL(value);
  if (parsed.port || parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username) {
    throw new Error(
      `Invalid configuration: REMOTE_HOST must be a scheme and host only, such as http://localhost (got "${value}"); set REMOTE_CATALOG_URL and the others to place remotes on other ports or paths`,
    );
  }
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * The shop's public origin (scheme, host and port, no path), for canonical links, sitemaps and
 * link previews: what a search engine should remember, whatever address a request came in on.
 */
function siteOrigin(env = process.env) {
  const value = httpUrl(env, 'SITE_URL', 'http://localhost:3000');
  const parsed = new URL(value);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username) {
    throw new Error(
      `Invalid configuration: SITE_URL must be a scheme and host only, such as https://shop.example.pk (got "${value}")`,
    );
  }
  return parsed.origin;
}

function buildRuntimeConfig(env = process.env) {
  const host = remoteHost(env);
  const remotes = {};
  for (const [name, port] of Object.entries(REMOTES)) {
    remotes[name] = httpUrl(env, `REMOTE_${name.toUpperCase()}_URL`, `${host}:${port}/mf-manifest.json`);
  }
  return {
    apiRoot: API_ROOT,
    remotes,
    support: {
      email: read(env, 'SUPPORT_EMAIL') ?? 'support@storefront.pk',
      phone: read(env, 'SUPPORT_PHONE') ?? '0300-1234567',
      address: read(env, 'SUPPORT_ADDRESS') ?? '12 Main Boulevard, Gulberg III, Lahore 54000, Pakistan',
      social: {
        facebook: httpUrl(env, 'SOCIAL_FACEBOOK', 'https://www.facebook.com/'),
        instagram: httpUrl(env, 'SOCIAL_INSTAGRAM', 'https://www.instagram.com/'),
        x: httpUrl(env, 'SOCIAL_X', 'https://x.com/'),
        youtube: httpUrl(env, 'SOCIAL_YOUTUBE', 'https://www.youtube.com/'),
      },
    },
  };
}

/**
 * Each remote's server manifest, for the shell's server (never sent to the browser: it may name
 * addresses only the server reaches). REMOTE_<NAME>_SERVER_URL, or by default server/mf-manifest.json
 * beside the remote's browser manifest (the server build is published under /server/ on its origin).
 */
function serverManifests(env = process.env, runtimeConfig = buildRuntimeConfig(env)) {
  const manifests = {};
  for (const [name, browserUrl] of Object.entries(runtimeConfig.remotes)) {
    manifests[name] =
      read(env, `REMOTE_${name.toUpperCase()}_SERVER_URL`) === undefined
        ? new URL('server/mf-manifest.json', browserUrl).href
        : httpUrl(env, `REMOTE_${name.toUpperCase()}_SERVER_URL`);
  }
  return manifests;
}

module.exports = { buildRuntimeConfig, httpUrl, serverManifests, siteOrigin, REMOTES };
