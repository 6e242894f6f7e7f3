// The apps of the storefront, their folders and ports (docs/contracts.md), in one place.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const FRONTENDS = [
  { folder: 'shell', port: 3000 },
  { folder: 'mf-catalog', remote: 'catalog', port: 3001 },
  { folder: 'mf-checkout', remote: 'checkout', port: 3002 },
  { folder: 'mf-account', remote: 'account', port: 3003 },
  { folder: 'mf-auth', remote: 'auth', port: 3004 },
];
export const API_PORT = 4000;

/** Runtime-config environment pointing the shell at remotes on the given ports. */
export function remoteUrlEnv(portOf) {
  const env = {};
  for (const app of FRONTENDS) {
    if (app.remote) env[`REMOTE_${app.remote.toUpperCase()}_URL`] = `http://localhost:${portOf(app)}/mf-manifest.json`;
  }
  return env;
}
