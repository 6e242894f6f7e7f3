// mf-catalog's own build config, changed the way the release test needs a new release to be
// (e2e/tests/releases.test.ts), chosen by CATALOG_VARIANT:
//  - 'heading': the home page's "Fresh Picks" section is titled "Fresh Picks This Week" (its English
//    catalogue says so);
//  - 'shared-major': built against @storefront/shared 2.0.0, a major the shell does not have.
// Used as `node tools/release.mjs publish mf-catalog --config <this file>`.
import path from 'node:path';
import type { Configuration, RspackPluginInstance } from '@rspack/core';
import catalogConfig from '../../mf-catalog/rspack.config';
import { OTHER_SHARED_MAJOR, VARIANT_HEADING } from './catalog-variant';

function withHeading(config: Configuration): Configuration {
  const rule = {
    test: /i18n[\\/]en\.json$/,
    include: path.join(__dirname, '../../mf-catalog/src'),
    enforce: 'pre' as const,
    use: [
      {
        loader: path.join(__dirname, 'replace-text-loader.cjs'),
        options: { from: '"freshPicks": "Fresh Picks"', to: `"freshPicks": "${VARIANT_HEADING}"` },
      },
    ],
  };
  return { ...config, module: { ...config.module, rules: [...(config.module?.rules ?? []), rule] } };
}

/** What a build against another major of the shared package provides and asks for. */
function withSharedMajor(config: Configuration): Configuration {
  for (const plugin of config.plugins ?? []) {
    // The Module Federation plugin keeps its options here; the shared config is read at build time.
    const options = (plugin as (RspackPluginInstance & { _options?: { shared?: unknown } }) | null)?._options;
    const shared = options?.shared as Record<string, { version?: string; requiredVersion?: string }> | undefined;
    if (!shared) continue;
    for (const [name, entry] of Object.entries(shared)) {
      if (!name.startsWith('@storefront/shared')) continue;
      entry.version = OTHER_SHARED_MAJOR;
      entry.requiredVersion = `^${OTHER_SHARED_MAJOR}`;
    }
  }
  return config;
}

export default (env: unknown, argv: { mode?: string }): Configuration[] => {
  const variant = process.env.CATALOG_VARIANT === 'shared-major' ? withSharedMajor : withHeading;
  return [catalogConfig(env, argv)].flat().map(variant);
};
