// `npm run dev`: every app with hot reload (Rspack dev servers) and the API in watch mode, on the
// ports of `npm start` (PORT and API_PORT, tools/lib/apps.mjs).
import path from 'node:path';
import { root, FRONTENDS, localPorts, remoteUrlEnv } from './lib/apps.mjs';
import { run, stopOnSignals } from './lib/processes.mjs';

stopOnSignals();
let ports;
try {
  ports = localPorts();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const shellOrigin = `http://localhost:${ports.shell}`;
run('api', 'npm', ['run', 'dev', '-w', 'api'], {
  cwd: root,
  // As `npm start`: the dev outbox and the docs page are on only because this asks for them.
  env: { PUBLIC_ORIGIN: shellOrigin, DEV_OUTBOX: 'true', API_DOCS: 'true', ...process.env, PORT: String(ports.api) },
});
for (const app of FRONTENDS) {
  run(app.folder, 'npx', ['rspack', 'serve', '--mode', 'development'], {
    cwd: path.join(root, app.folder),
    env: {
      ...remoteUrlEnv(ports.of),
      SITE_URL: shellOrigin,
      API_URL: `http://localhost:${ports.api}`,
      ...process.env,
      DEV_SERVER_PORT: String(ports.of(app)),
    },
  });
}
console.log(
  `Dev servers starting: shell on ${shellOrigin}, remotes on ${ports.shell + 1}-${ports.shell + 4}, API on ${ports.api}.`,
);
