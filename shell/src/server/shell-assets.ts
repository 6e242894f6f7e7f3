// The shell's own stylesheets a server-rendered page needs, from its browser build: those of the
// shared modules it provides (mf-manifest.json: @storefront/shared/ui's prices, spinners, notices),
// of its bootstrap chunk (tokens, layout, header, footer), and of the static page shown, if any
// (ssr-assets.json, written by tools/build/ssr-assets-plugin.cjs). Without them the markup would
// arrive unstyled and move once the code had loaded them.

export interface ShellBuild {
  /** The build's folder (dist/), where its files are read. */
  dir: string;
  /** dist/ssr-assets.json: stylesheets by the request that loads their chunk group. */
  assets: { groups: Record<string, string[]> };
  /** dist/mf-manifest.json of the shell. */
  manifest: { shared?: { assets?: { css?: { sync?: string[] } } }[] };
}

/** Static pages are lazy chunks loaded as ../pages/<name>/<name>-page (route-table.tsx). */
const pageRequest = (name: string) => `../pages/${name}/${name}-page`;

export function shellStylesheets(build: ShellBuild, pageName?: string): string[] {
  const shared = (build.manifest.shared ?? []).flatMap((entry) => entry.assets?.css?.sync ?? []);
  const bootstrap = build.assets.groups['./bootstrap'] ?? [];
  const page = pageName ? (build.assets.groups[pageRequest(pageName)] ?? []) : [];
  return [...new Set([...bootstrap, ...shared, ...page])].map((file) => `/${file}`);
}
