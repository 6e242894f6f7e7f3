// docker-compose.yml, the two Dockerfiles and the gateway's nginx config must agree with the code
// they package: every workspace installed in the images, every app a service, the API's environment
// accepted by its own config loader, and every URL the browser gets (runtime config) routed by the
// gateway to the service that serves it. CI has no Docker daemon, so this is where drift is caught.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../api/src/config';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- js-yaml ships no type declarations; the cast names what the test uses
const yaml = require('js-yaml') as { load(text: string): unknown };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { buildRuntimeConfig, REMOTES } = require('./runtime-config.cjs') as {
  buildRuntimeConfig: (env: Record<string, string>) => { apiRoot: string; remotes: Record<string, string> };
  REMOTES: Record<string, number>;
};

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: string[] | Record<string, unknown>;
  ports?: string[];
  healthcheck?: unknown;
}

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const compose = yaml.load(read('docker-compose.yml')) as { services: Record<string, Service> };
const services = compose.services;
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
const REMOTE_APPS = Object.keys(REMOTES).map((name) => `mf-${name}`);

/** `location <path> { proxy_pass http://<host>:<port><rest>; }` rows of the gateway. */
function gatewayRoutes(): { location: string; host: string; port: number; rest: string }[] {
  const rows = [
    ...read('docker/gateway.conf').matchAll(/location\s+(\S+)\s*\{[^}]*?proxy_pass\s+http:\/\/([\w-]+):(\d+)(\S*);/g),
  ];
  return rows.map(([, location, host, port, rest]) => ({ location, host, port: Number(port), rest }));
}

/** The service of the gateway route that serves a path, nginx-style: the longest prefix wins. */
function routeFor(urlPath: string) {
  const matches = gatewayRoutes().filter((route) => urlPath.startsWith(route.location));
  return matches.sort((a, b) => b.location.length - a.location.length)[0];
}

const dependsOn = (service: Service): string[] =>
  Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});

describe('the images', () => {
  it.each(['docker/api.Dockerfile', 'docker/frontend.Dockerfile'])(
    '%s copies every workspace manifest before npm install',
    (file) => {
      const dockerfile = read(file);
      const install = dockerfile.indexOf('RUN npm install');
      expect(install).toBeGreaterThan(0);
      for (const workspace of workspaces) {
        expect(dockerfile.slice(0, install)).toContain(`COPY ${workspace}/package.json ${workspace}/`);
      }
    },
  );

  it('the API image listens where the compose file and the shell expect it', () => {
    expect(read('docker/api.Dockerfile')).toMatch(/ENV [^\n]*PORT=4000/);
    expect(services.shell.environment?.API_URL).toBe('http://api:4000');
    expect(services.api.healthcheck).toBeDefined();
  });
});

describe('the services', () => {
  it('run each front-end app from its own image', () => {
    const apps = Object.values(services)
      .map((service) => service.build?.args?.APP)
      .filter(Boolean);
    expect(apps.sort()).toEqual(['shell', ...REMOTE_APPS].sort());
    for (const app of apps) expect(fs.existsSync(path.join(ROOT, String(app), 'rspack.config.ts'))).toBe(true);
    for (const service of Object.values(services)) {
      if (service.build)
        expect(fs.existsSync(path.join(ROOT, service.build.context, service.build.dockerfile))).toBe(true);
    }
  });

  it('give the API only variables it knows, and a configuration its loader accepts', () => {
    const known = read('api/.env.example')
      .split('\n')
      .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter(Boolean);
    const env = services.api.environment ?? {};
    for (const name of Object.keys(env)) expect(known).toContain(name);
    const config = loadConfig(env);
    expect(config.nodeEnv).toBe('production');
    expect(new URL(String(config.databaseUrl)).hostname).toBe('postgres');
    expect(new URL(String(config.smtpUrl)).hostname).toBe('mail');
    for (const host of ['postgres', 'mail']) expect(dependsOn(services.api)).toContain(host);
  });

  it('route every URL of the runtime config through the gateway to the service that serves it', () => {
    const { remotes } = buildRuntimeConfig(services.shell.environment ?? {});
    const publicOrigin = String(services.api.environment?.PUBLIC_ORIGIN);
    const gatewayPort = services.gateway.ports?.map((mapping) => mapping.split(':')[0]);
    expect(gatewayPort).toContain(new URL(publicOrigin).port);
    for (const [name, manifestUrl] of Object.entries(remotes)) {
      const url = new URL(manifestUrl);
      expect(url.origin).toBe(publicOrigin);
      const route = routeFor(url.pathname);
      // The remote's service serves its dist at the root: the gateway strips its prefix.
      expect(route).toMatchObject({ host: name, port: Number(services[name].environment?.PORT), rest: '/' });
      expect(url.pathname.slice(route.location.length)).toBe('mf-manifest.json');
    }
    expect(routeFor('/')).toMatchObject({ host: 'shell', port: Number(services.shell.environment?.PORT) });
    expect(routeFor('/api/api/product/search')?.host).toBe('shell');
    for (const route of gatewayRoutes()) {
      expect(Object.keys(services)).toContain(route.host);
      expect(dependsOn(services.gateway)).toContain(route.host);
    }
  });

  it('limit product search per client at the gateway, refusing in the API envelope', () => {
    const conf = read('docker/gateway.conf');
    const search = /location = \/api\/api\/product\/search \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(search).toMatch(/limit_req zone=search\b/);
    expect(search).toMatch(/proxy_pass http:\/\/shell:3000;/);
    expect(conf).toMatch(/limit_req_zone \$binary_remote_addr zone=search:/);
    const refusal = /return 429 '([^']*)'/.exec(conf)?.[1] ?? '';
    expect(JSON.parse(refusal)).toEqual({
      success: false,
      mess: expect.any(String) as string,
      message: expect.any(String) as string,
    });
  });
});
