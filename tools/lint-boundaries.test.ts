// The import-boundary rules (tools/lint/boundaries.mjs) catch what they are for and let the rest
// through. Snippets are linted as files of the tree; every target they import exists.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');
const CROSS_PATH = 'import-x/no-restricted-paths';
const RESTRICTED = 'no-restricted-imports';

const cases: Array<{ filePath: string; code: string; expected: string[] }> = [
  // an app never reaches into another app
  { filePath: 'shell/src/app/x.ts', code: "import '../../../mf-catalog/src/index';", expected: [CROSS_PATH] },
  { filePath: 'mf-checkout/src/x.ts', code: "import 'mf-catalog/src/index';", expected: [RESTRICTED, CROSS_PATH] },
  { filePath: 'api/src/x.ts', code: "import '../../shared/src/types/index';", expected: [RESTRICTED] },
  // @storefront/shared only through its exports map
  { filePath: 'mf-account/src/x.ts', code: "import '@storefront/shared/types';", expected: [] },
  { filePath: 'mf-account/src/x.ts', code: "import '@storefront/shared/src/types/index';", expected: [RESTRICTED] },
  // features never import each other
  {
    filePath: 'mf-catalog/src/features/home/x.ts',
    code: "import '../listing/price-range';",
    expected: [CROSS_PATH],
  },
  { filePath: 'mf-catalog/src/features/listing/x.ts', code: "import './price-range';", expected: [] },
  // what several features use never imports a feature
  { filePath: 'mf-catalog/src/lib/x.ts', code: "import '../features/listing/price-range';", expected: [CROSS_PATH] },
  { filePath: 'mf-catalog/src/features/listing/x.ts', code: "import '../../lib/listing-query';", expected: [] },
  // the shell's folders import downwards only
  { filePath: 'shell/src/routes/x.ts', code: "import '../remotes/remote-pages';", expected: [] },
  { filePath: 'shell/src/remotes/x.ts', code: "import '../routes/route-table';", expected: [CROSS_PATH] },
  { filePath: 'shell/src/pages/x.ts', code: "import '../layout/app-layout';", expected: [CROSS_PATH] },
  // react-redux's untyped hooks only behind the shared store
  { filePath: 'mf-checkout/src/x.ts', code: "import { useSelector } from 'react-redux';", expected: [RESTRICTED] },
  { filePath: 'mf-checkout/src/x.ts', code: "import { Provider } from 'react-redux';", expected: [] },
  { filePath: 'shared/src/store/x.ts', code: "import { useSelector } from 'react-redux';", expected: [] },
];

test('the import-boundary rules flag what crosses a boundary, and only that', () => {
  const output = execFileSync(process.execPath, [path.join(root, 'tools/lint/lint-snippets.mjs')], {
    cwd: root,
    input: JSON.stringify(cases.map(({ filePath, code }) => ({ filePath, code }))),
    encoding: 'utf8',
  });
  const found = JSON.parse(output) as string[][];
  expect(cases.map(({ filePath, code }, index) => ({ filePath, code, rules: found[index] }))).toEqual(
    cases.map(({ filePath, code, expected }) => ({ filePath, code, rules: expected })),
  );
});
