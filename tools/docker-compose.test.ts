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

/**
 * The gateway's routes: `location <path> { [rewrite ^<path>(/.*)$ $1 break;] proxy_pass http://$<var>; }`,
 * each variable set once (`set $<var> <host>:<port>;`) so nginx resolves the name per request.
 * rest is '/' where the location's prefix is cut before the request is passed on.
 */
function gatewayRoutes(): { location: string; host: string; port: number; rest: string }[] {
  const conf = read('docker/gateway.conf');
  const upstreams = new Map(
    [...conf.matchAll(/^\s*set \$(\w+) ([\w-]+):(\d+);/gm)].map(([, name, host, port]) => [name, { host, port }]),
  );
  const rows = [...conf.matchAll(/location\s+(\S+)\s*\{([^}]*?)proxy_pass\s+http:\/\/\$(\w+);/g)];
  return rows.map(([, location, body, name]) => {
    const upstream = upstreams.get(name);
    if (!upstream) throw new Error(`gateway.conf: $${name} is not set`);
    const cut = body.includes(`rewrite ^${location.replace(/\/$/, '')}(/.*)$ $1 break;`);
    return { location, ...upstream, port: Number(upstream.port), rest: cut ? '/' : '' };
  });
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
    '%s copies every workspace manifest before npm ci',
    (file) => {
      const dockerfile = read(file);
      const install = dockerfile.indexOf('RUN npm ci');
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

/** The stages of a Dockerfile, each with its FROM image, its name and its lines. */
function stages(file: string): { from: string; name?: string; body: string }[] {
  return read(file)
    .split(/^FROM /m)
    .slice(1)
    .map((stage) => ({ from: stage.split(/\s/)[0], name: /^\S+ AS (\S+)/.exec(stage)?.[1], body: stage }));
}

/** The default of each ARG before the first FROM: what `FROM ${NAME}` means without --build-arg. */
function globalArgs(file: string): Record<string, string> {
  const head = read(file).split(/^FROM /m)[0];
  return Object.fromEntries([...head.matchAll(/^ARG (\w+)=(\S+)$/gm)].map(([, name, value]) => [name, value]));
}

/** An image named by an exact version (node:20.19.5-…, postgres:16.10-…), never a moving tag. */
const EXACT_TAG = /^[\w./-]+:v?\d+\.\d+(\.\d+)?(-[\w.-]+)?$/;

describe('the images, fit for production', () => {
  it.each(['docker/api.Dockerfile', 'docker/frontend.Dockerfile'])(
    '%s: exact base images, npm ci, a health check and a user in the final stage',
    (file) => {
      const all = stages(file);
      const args = globalArgs(file);
      for (const stage of all) {
        // An image named at build time (the previous release's) defaults to a stage of this file.
        const arg = /^\$\{(\w+)\}$/.exec(stage.from)?.[1];
        if (arg) expect(all.map((s) => s.name)).toContain(args[arg]);
        else expect(stage.from).toMatch(EXACT_TAG);
      }
      expect(read(file)).not.toMatch(/npm install/);
      const final = all[all.length - 1].body;
      expect(final).toMatch(/^USER node$/m);
      expect(final).toMatch(/^HEALTHCHECK /m);
    },
  );

  it("the front-end runtime stage takes the assembled server and build, not the build stage's node_modules", () => {
    const final = stages('docker/frontend.Dockerfile').at(-1)!.body;
    const copies = [...final.matchAll(/^COPY (.*)$/gm)].map(([, args]) => args);
    expect(copies).toEqual(['--from=build /runtime ./']);
    expect(read('docker/frontend.Dockerfile')).toMatch(
      /RUN node docker\/assemble-runtime\.mjs --app "\$APP" --out \/runtime/,
    );
  });

  it("a remote's image carries the previous image's releases and its own build published as one", () => {
    const all = stages('docker/frontend.Dockerfile');
    expect(all.find((s) => s.name === 'previous')?.from).toBe('${PREVIOUS_IMAGE}');
    // The empty default keeps its releases where an image keeps them: <app>/releases under /app.
    const empty = all.find((s) => s.name === globalArgs('docker/frontend.Dockerfile').PREVIOUS_IMAGE)!.body;
    expect(empty).toMatch(/^WORKDIR \/app\/\$\{APP\}\/releases$/m);
    const build = all.find((s) => s.name === 'build')!.body;
    const steps = [
      'RUN test -n "$APP" && cd "$APP" && npx rspack build --mode production',
      'COPY --from=previous /app/${APP}/releases ${APP}/releases/',
      'RUN test "$APP" = shell || node tools/release.mjs publish "$APP" --from "$APP/dist"',
      'RUN node docker/assemble-runtime.mjs --app "$APP" --out /runtime',
    ].map((step) => build.indexOf(step));
    expect(steps.every((at) => at >= 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(read('.dockerignore').split('\n')).toEqual(
      expect.arrayContaining(['*/releases', 'shell/live-releases.json']),
    );
  });

  it('the API installs its production dependencies only', () => {
    expect(read('docker/api.Dockerfile')).toMatch(/RUN npm ci --omit=dev --workspace api/);
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

  it('have each a health check, and start once what they need is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.healthcheck]).toEqual([name, expect.anything()]);
      if (service.image) expect(service.image).toMatch(EXACT_TAG);
      const needs = Array.isArray(service.depends_on) ? [] : Object.entries(service.depends_on ?? {});
      expect(Array.isArray(service.depends_on)).toBe(false);
      for (const [dependency, { condition }] of needs as [string, { condition: string }][]) {
        // The gateway alone waits for no remote: one that is down costs only its own sections.
        const remote = name === 'gateway' && REMOTE_APPS.includes(`mf-${dependency}`);
        expect([dependency, condition]).toEqual([dependency, remote ? 'service_started' : 'service_healthy']);
      }
    }
  });

  it('keep the releases and the live-releases file on volumes: switched and kept without a rebuild', () => {
    const mounts = (service: Service & { volumes?: string[] }) =>
      Object.fromEntries(
        (service.volumes ?? []).map((spec) => {
          const [source, target, mode] = spec.split(':');
          return [target, { source, readOnly: mode === 'ro' }];
        }),
      );
    const declared = Object.keys((compose as { volumes?: Record<string, unknown> }).volumes ?? {});
    const runtimeStage = stages('docker/frontend.Dockerfile').at(-1)!.body;
    for (const name of ['shell', ...Object.keys(REMOTES)]) {
      const service = services[name] as Service & { volumes?: string[] };
      const env = service.environment ?? {};
      const isShell = name === 'shell';
      const liveDir = path.posix.dirname(String(env.LIVE_RELEASES_FILE));
      // The shell writes the file (the release tool runs in its container); the remotes read it.
      expect([name, mounts(service)[liveDir]]).toEqual([name, { source: 'live-releases', readOnly: !isShell }]);
      expect([name, mounts(service)[String(env.RELEASES_DIR)]]).toEqual([
        name,
        { source: 'releases', readOnly: isShell },
      ]);
      // A new named volume takes its mount point's owner from the image: the node user's.
      for (const dir of [liveDir, String(env.RELEASES_DIR)]) expect(runtimeStage).toContain(dir);
    }
    expect(declared).toEqual(expect.arrayContaining(['releases', 'live-releases']));
    expect(runtimeStage).toMatch(/RUN mkdir -p [^\n]*&& chown node:node /);
    // Each remote publishes its image's build as it starts, then serves (tools/frontend-runtime.test.ts runs this).
    for (const name of Object.keys(REMOTES)) {
      const command = ((services[name] as { command?: string[] }).command ?? []).join(' ');
      expect(command).toMatch(
        /node tools\/release\.mjs publish "\$\$APP" --from "\$\$APP\/dist"\s+&& exec node tools\/serve-static\.mjs/,
      );
    }
  });

  it('resolve names per request at the gateway, so it starts with a service down', () => {
    const conf = read('docker/gateway.conf');
    expect(conf).toMatch(/^resolver 127\.0\.0\.11 /m);
    // A literal host name in proxy_pass is resolved once, at start, and stops nginx if it fails.
    expect(conf).not.toMatch(/proxy_pass\s+http:\/\/[a-z]/);
    expect(gatewayRoutes().length).toBeGreaterThanOrEqual(REMOTE_APPS.length + 1);
  });

  it("answer at the gateway with the shell's security headers, compressed", () => {
    const conf = read('docker/gateway.conf');
    for (const header of ['X-Content-Type-Options nosniff', 'X-Frame-Options DENY', 'Referrer-Policy']) {
      expect(conf).toContain(`add_header ${header}`);
    }
    expect(read('tools/static-server.cjs')).toMatch(/'X-Frame-Options', 'DENY'/);
    expect(conf).toMatch(/^\s*gzip on;/m);
    // HSTS over TLS only (tools/gateway.test.ts runs it in nginx), in every block that adds headers:
    // nginx drops the server's add_header lines in a location with add_header lines of its own.
    expect(conf).toMatch(
      /map "\$scheme:\$http_x_forwarded_proto" \$strict_transport_security \{[^}]*"max-age=31536000"/,
    );
    const header = 'add_header Strict-Transport-Security $strict_transport_security always;';
    expect(conf).toMatch(new RegExp(`^  ${header.replaceAll('$', '\\$')}$`, 'm'));
    const locations = [...conf.matchAll(/^\s*location\s+[^{]+\{([^}]*)\}/gm)].map(([, body]) => body);
    const ownHeaders = locations.filter((body) => body.includes('add_header'));
    expect(ownHeaders.length).toBeGreaterThan(0);
    for (const body of ownHeaders) expect(body).toContain(header);
  });

  it('limit product search per client at the gateway, refusing in the API envelope', () => {
    const conf = read('docker/gateway.conf');
    const search = /location = \/api\/api\/product\/search \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(search).toMatch(/limit_req zone=search\b/);
    expect(search).toMatch(/proxy_pass http:\/\/\$shell;/);
    expect(conf).toMatch(/limit_req_zone \$binary_remote_addr zone=search:/);
    const refusal = /return 429 '([^']*)'/.exec(conf)?.[1] ?? '';
    expect(JSON.parse(refusal)).toEqual({
      success: false,
      mess: expect.any(String) as string,
      message: expect.any(String) as string,
    });
  });
});
