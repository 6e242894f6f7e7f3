// The stylesheets (and scripts to preload) of the remote modules a server-rendered page shows, read
// from each remote's browser manifest: the markup arrives styled (inline-styles.ts), and the browser
// fetches the module's code beside the shell's instead of after it.
import type { PageModule } from '../remotes/page-modules';
import type { Stylesheet } from './inline-styles';

interface ManifestExpose {
  name: string;
  path: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

interface BrowserManifest {
  metaData: { publicPath?: string };
  exposes: ManifestExpose[];
}

/** How long a fetched manifest is trusted: a release is seen within this time. */
const MANIFEST_TTL_MS = 1_000;

export class RemoteAssets {
  private readonly cache = new Map<string, { at: number; manifest: Promise<BrowserManifest | null> }>();

  /**
   * @param composition where the remotes are now: the browser manifests' public URLs (the runtime
   *   config's remotes) and the server manifests, which this server can reach: the browser manifest
   *   is their sibling one folder up (dist/mf-manifest.json beside dist/server/).
   */
  constructor(
    private readonly composition: () => {
      runtimeConfig: { remotes: Record<string, string> };
      serverManifests: Record<string, string>;
    },
  ) {}

  /** The modules' stylesheets (with where this server reads each) and scripts to preload. */
  async assetsFor(modules: PageModule[]): Promise<{ stylesheets: Stylesheet[]; preloads: string[] }> {
    const each = await Promise.all(modules.map((module) => this.moduleAssets(module)));
    return { stylesheets: each.flatMap((a) => a.stylesheets), preloads: [...new Set(each.flatMap((a) => a.preloads))] };
  }

  private async moduleAssets({
    remote,
    expose,
  }: PageModule): Promise<{ stylesheets: Stylesheet[]; preloads: string[] }> {
    const { runtimeConfig, serverManifests } = this.composition();
    const publicUrl = runtimeConfig.remotes[remote];
    const serverUrl = serverManifests[remote];
    const manifest = serverUrl ? await this.manifest(serverUrl) : null;
    const entry = manifest?.exposes.find((e) => e.path === expose);
    if (!manifest || !entry || !publicUrl || !serverUrl) return { stylesheets: [], preloads: [] };
    const base =
      manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto'
        ? manifest.metaData.publicPath
        : new URL('.', publicUrl).href;
    // The browser build sits one folder above the server build on the remote's origin.
    const serverBase = new URL('../', serverUrl).href;
    return {
      stylesheets: entry.assets.css.sync.map((file) => ({
        href: new URL(file, base).href,
        source: new URL(file, serverBase).href,
      })),
      preloads: entry.assets.js.sync.map((file) => new URL(file, base).href),
    };
  }

  /** The browser manifest beside a server manifest, fetched again once it is older than the TTL. */
  private manifest(serverManifest: string): Promise<BrowserManifest | null> {
    const cached = this.cache.get(serverManifest);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
    const manifest = fetch(new URL('../mf-manifest.json', serverManifest), { signal: AbortSignal.timeout(1_000) })
      .then((res) => (res.ok ? (res.json() as Promise<BrowserManifest>) : null))
      .catch(() => null);
    // Keyed by URL, each live release its own: those past their time (no longer live) go.
    for (const [url, entry] of this.cache) if (Date.now() - entry.at >= MANIFEST_TTL_MS) this.cache.delete(url);
    this.cache.set(serverManifest, { at: Date.now(), manifest });
    return manifest;
  }
}
