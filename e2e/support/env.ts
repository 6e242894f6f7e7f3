import os from 'node:os';
import path from 'node:path';

// Ports of the end-to-end stack: apart from the ones `npm start` uses, so both can run at once.
export const E2E_PORTS = { shell: 3100, catalog: 3101, checkout: 3102, account: 3103, auth: 3104, api: 4200 };
export const BASE_URL = `http://localhost:${E2E_PORTS.shell}`;
export const API_URL = `${BASE_URL}/api/api`;
export const DEMO_USER = { email: 'demo@storefront.pk', password: 'Demo@12345', name: 'Ayesha Khan' };

/**
 * The stack's own releases and live-releases file (tools/releases.cjs): the release test publishes
 * and switches there, never in the apps' folders. Emptied when the stack starts.
 */
const releasesDir = path.join(os.tmpdir(), 'storefront-e2e-releases');
export const E2E_RELEASES = { dir: releasesDir, liveFile: path.join(releasesDir, 'live-releases.json') };
