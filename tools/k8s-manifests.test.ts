// The Kubernetes manifests (deploy/k8s), rendered as `kubectl apply -k` would render them, must be
// valid objects of the Kubernetes API (the schemas of the kubernetes-models package: no network,
// no cluster) and must run the storefront as docker-compose does: probes, autoscaling and
// disruption budgets, the Ingress routing every URL the browser is given, images pinned.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as CI runs it
const { render, parseImage } = require('../deploy/k8s/render.cjs') as {
  render: (dir: string) => K8sObject[];
  parseImage: (image: string) => { name: string; tag?: string; digest?: string };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { buildRuntimeConfig, REMOTES } = require('./runtime-config.cjs') as {
  buildRuntimeConfig: (env: Record<string, string>) => { remotes: Record<string, string> };
  REMOTES: Record<string, number>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool without type declarations, loaded as Node runs it
const { parseLiveReleases } = require('./releases.cjs') as {
  parseLiveReleases: (text: string, remotes: string[]) => Record<string, string>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- js-yaml ships no type declarations; the cast names what the test uses
const yaml = require('js-yaml') as { safeLoadAll(text: string): unknown[] };

interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe?: Probe;
  volumeMounts?: { name: string; mountPath: string; subPath?: string; readOnly?: boolean }[];
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
}
interface IngressPath {
  path: string;
  pathType: string;
  backend: { service: { name: string; port: { name?: string; number?: number } } };
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string> };
  data?: Record<string, string>;
  spec?: {
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    template?: {
      metadata: { labels: Record<string, string> };
      spec: {
        containers: Container[];
        securityContext?: { runAsNonRoot?: boolean };
        volumes?: { name: string; configMap?: { name: string } }[];
      };
    };
    ports?: { name: string; port: number; targetPort: string | number }[];
    scaleTargetRef?: { kind: string; name: string };
    metrics?: { type: string; resource?: { name: string } }[];
    rules?: { host: string; http: { paths: IngressPath[] } }[];
    tls?: { hosts: string[] }[];
  };
}

const ROOT = path.resolve(__dirname, '..');
const K8S = path.join(ROOT, 'deploy', 'k8s');
const OVERLAYS = fs.readdirSync(path.join(K8S, 'overlays')).map((name) => path.join('overlays', name));
const REMOTE_SERVICES = Object.keys(REMOTES);
/** kubectl, where it is installed (with its own kustomize): CI checks the renderer against it there. */
const KUBECTL = ['/usr/bin/kubectl', '/usr/local/bin/kubectl'].find((file) => fs.existsSync(file));
const byKindAndName = (a: K8sObject, b: K8sObject) =>
  `${a.kind}/${a.metadata.name}` < `${b.kind}/${b.metadata.name}` ? -1 : 1;

/** The kubernetes-models class of an object: `apps/v1` Deployment → kubernetes-models/apps/v1. */
function validate(object: K8sObject): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is chosen by the object's apiVersion
  const models = require(`kubernetes-models/${object.apiVersion}`) as Record<
    string,
    new (data: K8sObject) => { validate(): void }
  >;
  const Model = models[object.kind];
  if (!Model) throw new Error(`${object.apiVersion} ${object.kind}: no such kind`);
  try {
    new Model(object).validate();
  } catch (error) {
    throw new Error(`${object.kind}/${object.metadata.name}: ${(error as Error).message}`);
  }
}

describe.each(['base', ...OVERLAYS])('deploy/k8s/%s', (dir) => {
  const objects = render(path.join(K8S, dir));
  const find = (kind: string, name: string) => {
    const object = objects.find((o) => o.kind === kind && o.metadata.name === name);
    if (!object) throw new Error(`no ${kind}/${name}`);
    return object;
  };
  const container = (name: string) => find('Deployment', name).spec!.template!.spec.containers[0];
  const ingressPaths = () =>
    objects
      .filter((o) => o.kind === 'Ingress')
      .flatMap((ingress) =>
        ingress.spec!.rules!.flatMap((rule) => rule.http.paths.map((p) => ({ ...p, host: rule.host, ingress }))),
      );

  /** The Service and the path it receives for a URL, as ingress-nginx picks: exact, then the longest. */
  function route(url: string) {
    const { host, pathname } = new URL(url);
    const candidates = ingressPaths().filter((p) => {
      if (p.host !== host) return false;
      if (p.pathType === 'Exact') return pathname === p.path;
      if (p.pathType === 'Prefix') return p.path === '/' || pathname === p.path || pathname.startsWith(`${p.path}/`);
      return p.ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/use-regex'] === 'true'
        ? new RegExp(`^${p.path}`).test(pathname)
        : pathname.startsWith(p.path);
    });
    const best = candidates.sort(
      (a, b) => Number(b.pathType === 'Exact') - Number(a.pathType === 'Exact') || b.path.length - a.path.length,
    )[0];
    if (!best) throw new Error(`no Ingress path for ${url}`);
    const rewrite = best.ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/rewrite-target'];
    const upstreamPath = rewrite ? pathname.replace(new RegExp(`^${best.path}`), rewrite) : pathname;
    return { service: best.backend.service.name, path: upstreamPath };
  }

  it('holds only objects valid against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects) {
      expect(() => validate(object)).not.toThrow();
    }
  });

  it('runs the API with probes on /api/health, autoscaled on CPU, with a disruption budget', () => {
    const api = container('api');
    const port = api.ports?.find((p) => p.containerPort === 4000)?.name;
    for (const probe of [api.readinessProbe, api.livenessProbe]) {
      expect(probe?.httpGet).toEqual({ path: '/api/health', port });
    }
    const hpa = find('HorizontalPodAutoscaler', 'api');
    expect(hpa.spec?.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'api' });
    expect(hpa.spec?.metrics).toContainEqual(
      expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) as unknown }),
    );
    expect(api.resources?.requests?.cpu).toBeDefined();
    const podLabels = find('Deployment', 'api').spec!.template!.metadata.labels;
    expect(podLabels).toMatchObject(find('PodDisruptionBudget', 'api').spec!.selector!.matchLabels!);
  });

  it('gives the API its database from a Secret and only variables it knows', () => {
    const known = fs
      .readFileSync(path.join(ROOT, 'api/.env.example'), 'utf8')
      .split('\n')
      .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter(Boolean);
    const api = container('api');
    const configMaps = (api.envFrom ?? []).map((from) => find('ConfigMap', String(from.configMapRef?.name)));
    const names = [...configMaps.flatMap((cm) => Object.keys(cm.data ?? {})), ...(api.env ?? []).map((e) => e.name)];
    for (const name of names) expect(known).toContain(name);
    expect(api.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toBeDefined();
  });

  it('runs the shell and every remote, each behind a Service, with probes and a disruption budget', () => {
    for (const name of ['shell', ...REMOTE_SERVICES]) {
      const deployment = find('Deployment', name);
      const app = container(name);
      expect(app.readinessProbe?.httpGet).toBeDefined();
      expect(app.livenessProbe?.httpGet).toBeDefined();
      const labels = deployment.spec!.template!.metadata.labels;
      const service = find('Service', name);
      expect(labels).toMatchObject(service.spec!.selector!);
      expect(app.ports?.map((p) => p.name)).toContain(service.spec!.ports![0].targetPort);
      expect(labels).toMatchObject(find('PodDisruptionBudget', name).spec!.selector!.matchLabels!);
    }
  });

  it('runs every container as a user, on a read-only file system, with resources requested', () => {
    for (const deployment of objects.filter((o) => o.kind === 'Deployment')) {
      const pod = deployment.spec!.template!.spec;
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      for (const c of pod.containers) {
        expect(c.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
        expect(c.resources?.requests).toMatchObject({
          cpu: expect.any(String) as string,
          memory: expect.any(String) as string,
        });
      }
    }
  });

  it('routes every URL of the runtime config through the Ingress to the service that serves it', () => {
    const shellConfig = find('ConfigMap', 'shell').data ?? {};
    const origin = new URL(shellConfig.SITE_URL).origin;
    expect(new URL(String(find('ConfigMap', 'api').data?.PUBLIC_ORIGIN)).origin).toBe(origin);
    for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
      expect(ingress.spec?.tls?.flatMap((t) => t.hosts)).toContain(new URL(origin).hostname);
    }
    const { remotes } = buildRuntimeConfig(shellConfig);
    expect(Object.keys(remotes).sort()).toEqual([...REMOTE_SERVICES].sort());
    for (const [name, manifestUrl] of Object.entries(remotes)) {
      expect(new URL(manifestUrl).origin).toBe(origin);
      // The remote's server serves its build at its root: the Ingress cuts the prefix.
      expect(route(manifestUrl)).toEqual({ service: name, path: '/mf-manifest.json' });
    }
    for (const page of ['/', '/product/1', '/api/api/health', '/api/api/product/search']) {
      expect(route(`${origin}${page}`)).toEqual({ service: 'shell', path: page });
    }
    // The shell's server reaches the API and the catalog's server build through their Services.
    const service = (url: string) => {
      const { hostname, port } = new URL(url);
      expect(find('Service', hostname).spec?.ports?.map((p) => String(p.port))).toContain(port);
    };
    service(shellConfig.API_URL);
    service(shellConfig.REMOTE_CATALOG_SERVER_URL);
  });

  it("makes each remote's live release a ConfigMap the shell reads while it runs, changed in place", () => {
    const file = String(find('ConfigMap', 'shell').data?.LIVE_RELEASES_FILE);
    const shell = find('Deployment', 'shell').spec!.template!.spec;
    const mount = shell.containers[0].volumeMounts?.find((m) => m.mountPath === path.posix.dirname(file));
    // A subPath mount is never updated by the kubelet: the folder is mounted whole.
    expect(mount).toMatchObject({ readOnly: true });
    expect(mount?.subPath).toBeUndefined();
    const volume = shell.volumes?.find((v) => v.name === mount?.name);
    // Named as written (no hash suffix: the renderer refuses one), so a change does not restart the shell.
    expect(volume?.configMap?.name).toBe('live-releases');
    const text = find('ConfigMap', 'live-releases').data?.[path.posix.basename(file)];
    expect(() => parseLiveReleases(String(text), REMOTE_SERVICES)).not.toThrow();
  });

  (KUBECTL ? it : it.skip)('renders as kubectl kustomize does', () => {
    const rendered = yaml.safeLoadAll(execFileSync(KUBECTL!, ['kustomize', path.join(K8S, dir)]).toString());
    const ours = JSON.parse(JSON.stringify(objects)) as K8sObject[];
    expect(isDeepStrictEqual([...ours].sort(byKindAndName), (rendered as K8sObject[]).sort(byKindAndName))).toBe(true);
  });

  if (dir !== 'base') {
    it('names every image by an exact tag or a digest', () => {
      for (const deployment of objects.filter((o) => o.kind === 'Deployment')) {
        for (const c of deployment.spec!.template!.spec.containers) {
          const { tag, digest } = parseImage(c.image);
          expect(digest ?? tag).toBeDefined();
          expect(tag).not.toBe('latest');
        }
      }
    });
  }
});

describe('deploy/k8s/ingress-nginx', () => {
  const objects = render(path.join(K8S, 'ingress-nginx'));
  const config = objects.find((o) => o.kind === 'ConfigMap')!;

  it("holds the controller's ConfigMap, valid against the Kubernetes schemas", () => {
    expect(config.metadata).toMatchObject({ name: 'ingress-nginx-controller', namespace: 'ingress-nginx' });
    for (const object of objects) expect(() => validate(object)).not.toThrow();
  });

  it('sends Strict-Transport-Security for a year over TLS, redirects plain HTTP and refuses searches with 429', () => {
    expect(config.data).toMatchObject({ hsts: 'true', 'ssl-redirect': 'true', 'limit-req-status-code': '429' });
    expect(Number(config.data?.['hsts-max-age'])).toBeGreaterThanOrEqual(31_536_000);
  });

  (KUBECTL ? it : it.skip)('renders as kubectl kustomize does', () => {
    const rendered = yaml.safeLoadAll(
      execFileSync(KUBECTL!, ['kustomize', path.join(K8S, 'ingress-nginx')]).toString(),
    );
    expect(rendered).toEqual(objects);
  });
});
