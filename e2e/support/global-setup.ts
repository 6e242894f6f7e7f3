import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS, E2E_RELEASES } from './env';

const root = path.resolve(__dirname, '../..');

async function waitFor(url: string, timeoutMs: number, child: ChildProcess, name: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${name} at ${url}`);
}

const ISOLATED_API_ENV = {
  DATABASE_URL: '',
  SMTP_URL: '',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  PAYMENT_TEST_GATEWAY: 'true',
};

function start(name: string, command: string, args: string[], env: Record<string, string>, cwd = root) {
  const logFile = path.join(os.tmpdir(), `storefront-e2e-${name}.log`);
  const log = fs.openSync(logFile, 'w');
  // The end-to-end stack always runs on its own fresh embedded database, with no real mail or
  // Stripe. Blank rather than deleted: the API fills unset variables from api/.env.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...ISOLATED_API_ENV, ...env };
  const child = spawn(command, args, { cwd, env: childEnv, stdio: ['ignore', log, log], detached: true });
  return { child, logFile };
}

export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-db-'));
  // Operator commands (return:status) run by the tests reach this stack's API through the admin
  // token the API writes into its database folder.
  process.env.E2E_PGLITE_DIR = dataDir;
  const shellOrigin = `http://localhost:${E2E_PORTS.shell}`;
  const processes: { name: string; child: ChildProcess; logFile: string }[] = [];

  const api = start(
    'api',
    'npx',
    ['tsx', 'src/server.ts'],
    {
      PORT: String(E2E_PORTS.api),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      NODE_ENV: 'test',
      // The journeys read their codes from the dev outbox, which is on only when asked for.
      DEV_OUTBOX: 'true',
      PUBLIC_ORIGIN: shellOrigin,
      LOG_LEVEL: 'warn',
    },
    path.join(root, 'api'),
  );
  processes.push({ name: 'api', ...api });

  // No release is live when the stack starts: every remote serves its build (dist/).
  fs.rmSync(E2E_RELEASES.dir, { recursive: true, force: true });
  fs.mkdirSync(E2E_RELEASES.dir, { recursive: true });
  const remoteEnv: Record<string, string> = {
    RELEASES_DIR: E2E_RELEASES.dir,
    LIVE_RELEASES_FILE: E2E_RELEASES.liveFile,
  };
  for (const remote of ['catalog', 'checkout', 'account', 'auth'] as const) {
    remoteEnv[`REMOTE_${remote.toUpperCase()}_URL`] = `http://localhost:${E2E_PORTS[remote]}/mf-manifest.json`;
  }
  const apps = [
    ['shell', 'shell'],
    ['mf-catalog', 'catalog'],
    ['mf-checkout', 'checkout'],
    ['mf-account', 'account'],
    ['mf-auth', 'auth'],
  ] as const;
  for (const [folder, key] of apps) {
    const server = start(
      folder,
      'node',
      ['tools/serve-static.mjs', '--app', folder, '--port', String(E2E_PORTS[key]), '--host', '127.0.0.1'],
      {
        ...remoteEnv,
        API_URL: `http://127.0.0.1:${E2E_PORTS.api}`,
        SITE_URL: shellOrigin,
      },
    );
    processes.push({ name: folder, ...server });
  }
  (globalThis as { __E2E_PROCESSES__?: typeof processes }).__E2E_PROCESSES__ = processes;
  (globalThis as { __E2E_DATA_DIR__?: string }).__E2E_DATA_DIR__ = dataDir;

  try {
    // First start migrates and seeds the empty database: allow for it.
    await waitFor(`http://127.0.0.1:${E2E_PORTS.api}/api/health`, 240_000, api.child, 'api');
    for (const [folder, key] of apps) {
      const p = processes.find((x) => x.name === folder)!;
      await waitFor(`http://127.0.0.1:${E2E_PORTS[key]}/`, 30_000, p.child, folder);
    }
  } catch (error) {
    for (const p of processes) {
      console.error(
        `--- ${p.name} log ---\n${fs.existsSync(p.logFile) ? fs.readFileSync(p.logFile, 'utf8').slice(-4000) : ''}`,
      );
    }
    for (const p of processes)
      if (p.child.pid)
        try {
          process.kill(-p.child.pid, 'SIGTERM');
        } catch {
          /* gone */
        }
    throw error;
  }
}
