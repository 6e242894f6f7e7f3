// `npm run dev`: every app with hot reload (Rspack dev servers) and the API in watch mode.
import path from 'node:path';
import { root, FRONTENDS, API_PORT } from './lib/apps.mjs';
import { run, stopOnSignals } from './lib/processes.mjs';

stopOnSignals();
run('api', 'npm', ['run', 'dev', '-w', 'api'], { cwd: root, env: { ...process.env, PORT: String(API_PORT) } });
for (const app of FRONTENDS) {
  run(app.folder, 'npx', ['rspack', 'serve', '--mode', 'development'], { cwd: path.join(root, app.folder) });
}
console.log('Dev servers starting: shell on http://localhost:3000, remotes on 3001-3004, API on 4000.');
