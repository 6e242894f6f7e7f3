// Serves one app's production build (see static-server.cjs for what it serves and how).
// Usage: node tools/serve-static.mjs --app <folder> --port <n> [--host 0.0.0.0]
// Loopback by default, like the API: `npm start` serves this machine's browser only (the shell's /api
// proxy reaches the dev mail outbox); the container images listen on 0.0.0.0.
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

// A production server: React's server renderer (the shell's pages) runs its production build,
// which never puts an error's message or stack into a page.
process.env.NODE_ENV ||= 'production';

const require = createRequire(import.meta.url);
const { createStaticServer } = require('./static-server.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { app: { type: 'string' }, port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
});
if (!values.app || !values.port) {
  console.error('Usage: node tools/serve-static.mjs --app <folder> --port <n>');
  process.exit(2);
}
const distDir = path.join(root, values.app, 'dist');
// The shell's build has its page; a remote's production build only its manifest and chunks.
if (!fs.existsSync(path.join(distDir, values.app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
  console.error(`${values.app} is not built: run "npm run build -w ${values.app}" first.`);
  process.exit(1);
}

let app;
try {
  app = await createStaticServer({ app: values.app, distDir });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: Number(values.port), host: values.host });
console.log(`${values.app} serving ${path.relative(root, distDir)} on http://localhost:${values.port}`);
