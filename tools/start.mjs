// `npm start`: builds what is not built, starts the API (migrating and seeding an empty embedded
// database), serves each remote on its own origin and the shell on http://localhost:3000.
import path from 'node:path';
import { root, FRONTENDS, API_PORT } from './lib/apps.mjs';
import { buildFrontends } from './lib/build.mjs';
import { run, waitForUrl, stopOnSignals, stopAll } from './lib/processes.mjs';

stopOnSignals();
try {
  await buildFrontends();
  run('api', 'npm', ['start', '-w', 'api'], { cwd: root, env: { ...process.env, PORT: String(API_PORT) } });
  for (const app of FRONTENDS) {
    run(
      app.folder,
      'node',
      [path.join(root, 'tools/serve-static.mjs'), '--app', app.folder, '--port', String(app.port)],
      {
        cwd: root,
        env: { ...process.env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${API_PORT}` },
      },
    );
  }
  await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`, { timeoutMs: 300_000 });
  await waitForUrl('http://127.0.0.1:3000/runtime-config.json');
  console.log(
    '\nStorefront ready: http://localhost:3000  (API: http://localhost:3000/api/api, docs: http://localhost:4000/api/docs)\n',
  );
} catch (error) {
  console.error(error.message);
  stopAll(1);
}
