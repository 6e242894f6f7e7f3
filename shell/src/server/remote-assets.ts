// The stylesheets (and scripts to preload) of the remote modules a server-rendered page shows, read
// from each remote's browser manifest: the markup arrives styled, and the browser fetches the
// module's code beside the shell's instead of after it.
import { escapeHtml } from './html-document';
import type { PageModule } from '../remotes/page-modules';

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
   * @param publicManifests the browser manifests' public URLs (the runtime config's remotes)
   * @param serverManifests the server manifests, which this server can reach: the browser manifest
   *   is their sibling one folder up (dist/mf-manifest.json beside dist/server/).
   */
  constructor(
    private readonly publicManifests: Record<string, string>,
    private readonly serverManifests: Record<string, string>,
  ) {}

  async linksFor(modules: PageModule[]): Promise<string> {
    const links = await Promise.all(modules.map((module) => this.moduleLinks(module)));
    return [...new Set(links.flat())].join('\n    ');
  }

  private async moduleLinks({ remote, expose }: PageModule): Promise<string[]> {
    const manifest = await this.manifest(remote);
    const entry = manifest?.exposes.find((e) => e.path === expose);
    const publicUrl = this.publicManifests[remote];
    if (!manifest || !entry || !publicUrl) return [];
    const base = manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto'
      ? manifest.metaData.publicPath
      : new URL('.', publicUrl).href;
    const href = (file: string) => escapeHtml(new URL(file, base).href);
    return [
      ...entry.assets.css.sync.map((file) => `<link rel="stylesheet" href="${href(file)}" />`),
      ...entry.assets.js.sync.map((file) => `<link rel="preload" as="script" href="${href(file)}" />`),
    ];
  }

  private manifest(remote: string): Promise<BrowserManifest | null> {
    const cached = this.cache.get(remote);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
    const server = this.serverManifests[remote];
    const manifest = server
      ? fetch(new URL('../mf-manifest.json', server), { signal: AbortSignal.timeout(1_000) })
        .then((res) => (res.ok ? (res.json() as Promise<BrowserManifest>) : null))
        .catch(() => null)
      : Promise.resolve(null);
    this.cache.set(remote, { at: Date.now(), manifest });
    return manifest;
  }
}
