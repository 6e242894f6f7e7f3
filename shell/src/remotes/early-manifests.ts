// Remote manifests asked for as soon as the runtime config is known, while the shell's own code
// still downloads. Without this, the first remote manifest is requested only once that code has run
// and a remote section renders: one more round trip on every page's critical path (and on a phone
// network, the longest one). The MF runtime takes the answer through the fetch hook of
// remote-fallback-plugin.ts. Once a manifest arrives, the page's remote entry and module files are
// preloaded too, so they download beside the shell's code instead of after it. No React here:
// index.ts uses it before the bootstrap chunk loads.
import { guardSendsAway, type RouteAccess } from '../lib/route-access';
import { PAGE_MODULES, type PageModule, type PageName } from './page-modules';

export type { PageModule };

/** An early answer not taken within this time is not used: the runtime asks afresh (a newer deploy). */
export const EARLY_MANIFEST_TTL_MS = 30_000;

const started = new Map<string, { request: Promise<Response>; at: number }>();

const AUTH_PAGES: Record<string, PageName> = {
  '': 'login',
  login: 'login',
  register: 'register',
  'reset-password': 'resetPassword',
  verify: 'verifyEmail',
};

/**
 * The page's own remote module and who it is for (as in the route table), by the first one or two
 * segments of its path (none for the shell's pages).
 */
function pageOf(first: string, second: string): { page: PageName; access: RouteAccess } | undefined {
  switch (first) {
    case '':
      return { page: 'home', access: 'public' };
    case 'products':
      return { page: 'allProducts', access: 'public' };
    case 'category':
      return { page: 'category', access: 'public' };
    case 'product':
      return { page: 'product', access: 'public' };
    case 'search':
      return { page: 'search', access: 'public' };
    case 'basket':
      return { page: 'basket', access: 'public' };
    case 'checkout':
      return { page: 'checkout', access: 'auth' };
    case 'order-success':
      return { page: 'orderSuccess', access: 'auth' };
    case 'order-fail':
      return { page: 'orderFail', access: 'auth' };
    case 'account':
      return { page: 'account', access: 'auth' };
    case 'auth':
      return AUTH_PAGES[second] ? { page: AUTH_PAGES[second], access: 'guest' } : undefined;
    default:
      return undefined;
  }
}

/** The session keys of spec section 4 (STORAGE_KEYS in @storefront/shared/config; the test compares). */
export const SESSION_KEYS = { token: 'auth_token', expiry: 'auth_expiry' } as const;

/** Whether a session is saved and not yet expired: the page's guard will let the customer in. */
export function hasLiveSession(storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return Boolean(storage.getItem(SESSION_KEYS.token)) && Number(storage.getItem(SESSION_KEYS.expiry)) > Date.now();
  } catch {
    return false; // storage blocked: the session cannot be read either
  }
}

/**
 * The remote modules a page at `pathname` renders first: the catalog's search box (in the header)
 * and the page's own, unless its guard will send this visitor elsewhere. early-manifests.test.ts
 * checks this against the route table.
 */
export function modulesForPath(pathname: string, loggedIn: boolean): PageModule[] {
  const [, first = '', second = ''] = pathname.split('/');
  const own = pageOf(first, second);
  if (!own || guardSendsAway(own.access, loggedIn)) return [PAGE_MODULES.searchBox];
  return [PAGE_MODULES.searchBox, PAGE_MODULES[own.page]];
}

/** A readable copy of a successful JSON answer (the original is left for whoever takes it), else null. */
export function jsonCopy(response: Response): Promise<unknown> | null {
  return response.ok ? response.clone().json() : null;
}

/** Starts fetching the manifests of these modules' remotes (entries that are mf-manifest.json URLs; others are scripts). */
export function startManifestFetches(remotes: Partial<Record<string, string>>, modules: PageModule[]): void {
  for (const name of new Set(modules.map((m) => m.remote))) {
    const url = remotes[name];
    if (typeof url !== 'string' || !/\.json(\?|$)/.test(url) || started.has(url)) continue;
    const request = fetch(url, {});
    // A copy is read here, before the runtime takes the answer; a failure is the runtime's to
    // report, when it asks (see takeManifest).
    request
      .then(jsonCopy)
      .then((manifest: unknown) =>
        preloadFiles(
          filesToPreload(
            url,
            manifest,
            modules.filter((m) => m.remote === name),
          ),
        ),
      )
      .catch(() => undefined);
    started.set(url, { request, at: Date.now() });
  }
}

/**
 * The early answer for this manifest URL, handed over once (a retry after a failure fetches anew);
 * undefined when none was started or it is older than EARLY_MANIFEST_TTL_MS. If the early request
 * failed, the runtime's own request is made now.
 */
export function takeManifest(url: string): Promise<Response> | undefined {
  const early = started.get(url);
  started.delete(url);
  if (!early || Date.now() - early.at > EARLY_MANIFEST_TTL_MS) return undefined;
  return early.request.catch(() => fetch(url, {}));
}

/** What an mf-manifest.json says of where its files are (@module-federation/manifest's format). */
interface Manifest {
  metaData?: { publicPath?: unknown; getPublicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

export interface PreloadFile {
  href: string;
  as: 'script' | 'style';
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The remote entry and the files these exposed modules need at once, as the MF runtime will ask for
 * them. Nothing for a manifest this cannot read, or whose public path is computed at run time.
 */
export function filesToPreload(manifestUrl: string, manifest: unknown, modules: PageModule[]): PreloadFile[] {
  const { metaData, exposes } = (manifest ?? {}) as Manifest;
  const entry = metaData?.remoteEntry;
  if (!metaData || metaData.getPublicPath || typeof entry?.name !== 'string') return [];
  try {
    // 'auto': the files sit beside the manifest.
    const base = new URL(
      metaData.publicPath === 'auto' || typeof metaData.publicPath !== 'string' ? '.' : metaData.publicPath,
      manifestUrl,
    );
    const at = (file: string) => new URL(file, base).href;
    const entryPath = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/+$/, '')}/` : '';
    const files: PreloadFile[] = [{ href: at(entryPath + entry.name), as: 'script' }];
    for (const { expose } of modules) {
      const assets = (Array.isArray(exposes) ? exposes : []).find((e) => e?.path === expose)?.assets;
      for (const js of strings(assets?.js?.sync)) files.push({ href: at(js), as: 'script' });
      for (const css of strings(assets?.css?.sync)) files.push({ href: at(css), as: 'style' });
    }
    return files.filter((file, i) => files.findIndex((f) => f.href === file.href) === i);
  } catch {
    return [];
  }
}

/**
 * `<link rel="preload">` per file, as the MF runtime's own preloading writes them (no crossorigin:
 * the runtime's and the chunk loader's script tags have none), so the runtime finds and reuses them
 * and the browser serves its later requests from them.
 */
function preloadFiles(files: PreloadFile[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', file.as);
    link.setAttribute('href', file.href);
    document.head.appendChild(link);
  }
}
