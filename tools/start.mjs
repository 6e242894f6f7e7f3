// `npm start`: builds what is not built, starts the API (migrating and seeding an empty embedded
// database), serves each remote on its own origin and the shell on http://localhost:3000 (ports:
// PORT and API_PORT, tools/lib/apps.mjs).
import path from 'node:path';
import { root, FRONTENDS, localPorts, remoteUrlEnv } from './lib/apps.mjs';
import { buildFrontends } from './lib/build.mjs';
import { run, waitForUrl, stopOnSignals, stopAll } from './lib/processes.mjs';

stopOnSignals();
try {
  const ports = localPorts();
  const shellOrigin = `http://localhost:${ports.shell}`;
  await buildFrontends();
  run('api', 'npm', ['start', '-w', 'api'], {
    cwd: root,
    // Local use: codes are read from the dev outbox and the API's docs page is on. The API never
    // turns either on by itself, and refuses the outbox when NODE_ENV is production.
    env: { PUBLIC_ORIGIN: shellOrigin, DEV_OUTBOX: 'true', API_DOCS: 'true', ...process.env, PORT: String(ports.api) },
  });
  for (const app of FRONTENDS) {
    run(
      app.folder,
      'node',
      [path.join(root, 'tools/serve-static.mjs'), '--app', app.folder, '--port', String(ports.of(app))],
      {
        cwd: root,
        // What the environment sets wins over what the ports imply.
        env: {
          ...remoteUrlEnv(ports.of),
          SITE_URL: shellOrigin,
          API_URL: `http://127.0.0.1:${ports.api}`,
          ...process.env,
        },
      },
    );
  }
  await waitForUrl(`http://127.0.0.1:${ports.api}/api/health`, { timeoutMs: 300_000 });
  await waitForUrl(`http://127.0.0.1:${ports.shell}/runtime-config.json`);
  console.log(
    `\nStorefront ready: ${shellOrigin}  (API: ${shellOrigin}/api/api, docs: http://localhost:${ports.api}/api/docs, mail outbox: ${shellOrigin}/api/api/dev/mails?to=you@example.com)\n`,
  );
} catch (error) {
  console.error(error.message);
  stopAll(1);
}
