// Remote manifests asked for as soon as the runtime config is known, while the shell's own code
// still downloads. Without this, the first remote manifest is requested only once that code has run
// and a remote section renders: one more round trip on every page's critical path (and on a phone
// network, the longest one). The MF runtime takes the answer through the fetch hook of
// remote-fallback-plugin.ts. No React here: index.ts uses it before the bootstrap chunk loads.
import type { RemoteName } from './remote-registry';

/** An early answer not taken within this time is not used: the runtime asks afresh (a newer deploy). */
export const EARLY_MANIFEST_TTL_MS = 30_000;

const started = new Map<string, { request: Promise<Response>; at: number }>();

/**
 * The remotes a page at `pathname` renders first: the catalog always (its search box is in the
 * header), and the one that owns the page. early-manifests.test.ts checks this against the route table.
 */
export function remotesForPath(pathname: string): RemoteName[] {
  const first = pathname.split('/')[1] ?? '';
  if (['basket', 'checkout', 'order-success', 'order-fail'].includes(first)) return ['catalog', 'checkout'];
  if (first === 'account') return ['catalog', 'account'];
  if (first === 'auth') return ['catalog', 'auth'];
  return ['catalog'];
}

/** Starts fetching these remotes' manifests (entries that are mf-manifest.json URLs; others are scripts). */
export function startManifestFetches(remotes: Partial<Record<string, string>>, names: RemoteName[]): void {
  for (const name of names) {
    const url = remotes[name];
    if (typeof url !== 'string' || !/\.json(\?|$)/.test(url) || started.has(url)) continue;
    const request = fetch(url, {});
    request.catch(() => undefined); // a failure is the runtime's to report, when it asks (see takeManifest)
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
