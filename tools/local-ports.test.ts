// `npm start` and `npm run dev` take their ports from the environment (tools/lib/apps.mjs), so two
// copies can run side by side.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// An ES module that reads import.meta: asked in a Node process of its own.
const APPS = pathToFileURL(path.join(__dirname, 'lib/apps.mjs')).href;
const SCRIPT = `
  const { FRONTENDS, localPorts } = await import(${JSON.stringify(APPS)});
  try {
    const ports = localPorts(JSON.parse(process.argv[1]));
    console.log(JSON.stringify({ api: ports.api, apps: FRONTENDS.map((app) => [app.folder, ports.of(app)]) }));
  } catch (error) {
    console.log(JSON.stringify({ error: error.message }));
  }`;

function portsOf(env: Record<string, string>): { api?: number; apps?: Array<[string, number]>; error?: string } {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT, JSON.stringify(env)], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as { api?: number; apps?: Array<[string, number]>; error?: string };
}

test('by default: the shell on 3000, the remotes on 3001-3004, the API on 4000', () => {
  expect(portsOf({})).toEqual({
    api: 4000,
    apps: [
      ['shell', 3000],
      ['mf-catalog', 3001],
      ['mf-checkout', 3002],
      ['mf-account', 3003],
      ['mf-auth', 3004],
    ],
  });
});

test('PORT moves the shell and the remotes after it, and the API with them unless API_PORT is set', () => {
  expect(portsOf({ PORT: '3100' })).toMatchObject({
    api: 4100,
    apps: [
      ['shell', 3100],
      ['mf-catalog', 3101],
      ['mf-checkout', 3102],
      ['mf-account', 3103],
      ['mf-auth', 3104],
    ],
  });
  expect(portsOf({ PORT: '3100', API_PORT: '5055' }).api).toBe(5055);
  expect(portsOf({ PORT: ' ' }).api).toBe(4000);
});

test.each([
  ['PORT', 'abc'],
  ['PORT', '0'],
  ['PORT', '65533'],
  ['PORT', '3000.5'],
  ['API_PORT', '70000'],
])('refuses %s=%s, naming the variable', (name, value) => {
  expect(portsOf({ [name]: value }).error).toContain(`Invalid configuration: ${name} must be a port number`);
});
