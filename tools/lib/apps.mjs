// The apps of the storefront, their folders and local ports (docs/contracts.md), in one place.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const FRONTENDS = [
  { folder: 'shell' },
  { folder: 'mf-catalog', remote: 'catalog' },
  { folder: 'mf-checkout', remote: 'checkout' },
  { folder: 'mf-account', remote: 'account' },
  { folder: 'mf-auth', remote: 'auth' },
];

function portFrom(env, name, fallback, room = 0) {
  const value = env[name] === undefined || env[name].trim() === '' ? String(fallback) : env[name].trim();
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port + room > 65535) {
    const range = room > 0 ? `1-${65535 - room} (the next ${room} ports are used too)` : '1-65535';
    throw new Error(`Invalid configuration: ${name} must be a port number ${range} (got "${value}")`);
  }
  return port;
}

/**
 * Where `npm start` and `npm run dev` listen: the shell on PORT (3000), the remotes on the four
 * ports after it, in FRONTENDS' order, and the API on API_PORT (PORT + 1000). Two copies run side
 * by side with different PORTs.
 */
export function localPorts(env = process.env) {
  const shell = portFrom(env, 'PORT', 3000, FRONTENDS.length - 1);
  const api = portFrom(env, 'API_PORT', shell + 1000);
  return { shell, api, of: (app) => shell + FRONTENDS.indexOf(app) };
}

/** Runtime-config environment pointing the shell at remotes on the given ports. */
export function remoteUrlEnv(portOf) {
  const env = {};
  for (const app of FRONTENDS) {
    if (app.remote) env[`REMOTE_${app.remote.toUpperCase()}_URL`] = `http://localhost:${portOf(app)}/mf-manifest.json`;
  }
  return env;
}
