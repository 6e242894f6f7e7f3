import os from 'node:os';
import path from 'node:path';

// Ports of the end-to-end stack: apart from the ones `npm start` uses, so both can run at once.
// E2E_PORT moves the whole stack (the remotes follow the shell, the API is 1,100 above it), so two
// runs can share a machine.
const shellPort = Number(process.env.E2E_PORT) || 3100;
export const E2E_PORTS = {
  shell: shellPort,
  catalog: shellPort + 1,
  checkout: shellPort + 2,
  account: shellPort + 3,
  auth: shellPort + 4,
  // E2E_API_PORT places the API elsewhere when shellPort + 1100 is taken.
  api: Number(process.env.E2E_API_PORT) || shellPort + 1100,
};
export const BASE_URL = `http://localhost:${E2E_PORTS.shell}`;
export const API_URL = `${BASE_URL}/api/api`;
export const DEMO_USER = { email: 'demo@storefront.pk', password: 'Demo@12345', name: 'Ayesha Khan' };

/**
 * The stack's own releases and live-releases file (tools/releases.cjs): the release test publishes
 * and switches there, never in the apps' folders. Emptied when the stack starts.
 */
const releasesDir = path.join(os.tmpdir(), `storefront-e2e-releases-${shellPort}`);
export const E2E_RELEASES = { dir: releasesDir, liveFile: path.join(releasesDir, 'live-releases.json') };
