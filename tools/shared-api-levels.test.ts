// The API level of @storefront/shared a build asks for (shared-modules.ts): the version that added
// the newest export its code imports, never the exact version it was built with, so a shared patch
// or minor release does not stop an older remote loading in a newer shell.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedApiLevels, sharedImports, sharedModules } from '../shared-modules';

describe('sharedImports', () => {
  it('reads named imports and re-exports, skipping types; a namespace or dynamic import takes the whole entry', () => {
    const source = `
      import { formatPrice, type Money } from '@storefront/shared/format';
      import type { Product } from '@storefront/shared/types';
      import { useAppSelector as useSelector } from '@storefront/shared/store';
      export { Button } from '@storefront/shared/ui';
      import * as Api from '@storefront/shared/api';
      const later = () => import('@storefront/shared/cart');
      import '@storefront/shared/ui/tokens.css';`;
    const used = sharedImports(source);
    expect(used.get('@storefront/shared/format')).toEqual(new Set(['formatPrice']));
    expect(used.has('@storefront/shared/types')).toBe(false);
    expect(used.get('@storefront/shared/store')).toEqual(new Set(['useAppSelector']));
    expect(used.get('@storefront/shared/ui')).toEqual(new Set(['Button']));
    expect(used.get('@storefront/shared/api')).toBe('*');
    expect(used.get('@storefront/shared/cart')).toBe('*');
  });
});

describe('sharedApiLevels', () => {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), 'api-levels-'));
  afterAll(() => fs.rmSync(app, { recursive: true, force: true }));
  const levels = JSON.parse(fs.readFileSync(path.join(__dirname, '../shared/api-levels.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const [someExport, itsLevel] = Object.entries(levels['@storefront/shared/format'])[0];

  it("asks for the level of the newest export used, and the major's floor for an entry used for types or not at all", () => {
    fs.mkdirSync(path.join(app, 'src', 'test-utils'), { recursive: true });
    fs.writeFileSync(
      path.join(app, 'src', 'page.tsx'),
      `import { ${someExport} } from '@storefront/shared/format';\nimport type { Product } from '@storefront/shared/types';`,
    );
    // Tests are not built: what they import asks for nothing.
    fs.writeFileSync(path.join(app, 'src', 'page.test.tsx'), `import * as Ui from '@storefront/shared/ui';`);
    fs.writeFileSync(
      path.join(app, 'src', 'test-utils', 'render.tsx'),
      `import * as Cart from '@storefront/shared/cart';`,
    );
    const needed = sharedApiLevels(app, '1.9.3');
    expect(needed['@storefront/shared/format']).toBe(itsLevel);
    expect(needed['@storefront/shared/types']).toBe('1.0.0');
    expect(needed['@storefront/shared/ui']).toBe('1.0.0');
    expect(needed['@storefront/shared/cart']).toBe('1.0.0');
  });

  it("goes into each remote's shared config: a patch or minor of the package changes none of it", () => {
    const catalog = sharedModules({ usedBy: path.join(__dirname, '../mf-catalog') });
    const { version } = JSON.parse(fs.readFileSync(path.join(__dirname, '../shared/package.json'), 'utf8')) as {
      version: string;
    };
    for (const [entry, config] of Object.entries(catalog).filter(([name]) => name.startsWith('@storefront/shared'))) {
      expect({ entry, strict: config.strictVersion, version: config.version }).toEqual({
        entry,
        strict: true,
        version,
      });
      expect(config.requiredVersion).toMatch(/^\^\d+\.\d+\.0$/);
    }
  });
});
