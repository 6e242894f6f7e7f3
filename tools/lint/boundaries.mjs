// The import boundaries every app keeps (docs/architecture-notes.md, "Import boundaries"):
// - an app never reaches into another app by path or by package name: remotes are composed at
//   runtime, and the apps and the API share only @storefront/shared;
// - @storefront/shared is imported only through the entries of its exports map;
// - inside an app, features never import each other: what several use lives in the app's
//   components/, hooks/ or lib/, which never import a feature;
// - the shell's folders import in one direction only (SHELL_LAYERS);
// - the store is reached through @storefront/shared/store's typed hooks, never react-redux's own.
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export const APPS = ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth', 'shared', 'api'];

/**
 * The shell's folders under src/, highest first; a folder may import only from the rows below
 * its own. Folders in one row do not import each other.
 */
export const SHELL_LAYERS = [
  ['server'],
  ['app'],
  ['routes'],
  ['layout', 'pages'],
  ['remotes'],
  ['components', 'hooks', 'lib'],
];

// (Imports by package name resolve into ./shared too, so a path into it is caught by its specifier.)
const crossAppZones = () =>
  APPS.flatMap((app) =>
    APPS.filter((other) => other !== app && other !== 'shared').map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      message: "Apps are composed at runtime: an app never imports another app's files.",
    })),
  );

const featureZones = (root, fs) =>
  APPS.flatMap((app) => {
    const features = path.join(root, app, 'src/features');
    if (!fs.existsSync(features)) return [];
    return fs
      .readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => ({
        target: `./${app}/src/features/${name}`,
        from: `./${app}/src/features`,
        except: [`./${name}`],
        message: 'Features never import each other: move what both need to components/, hooks/ or lib/.',
      }));
  });

// What several features use sits below them: components/, hooks/ and lib/ never import a feature.
const SHARED_FOLDERS = ['components', 'hooks', 'lib'];
const belowFeatureZones = (root, fs) =>
  APPS.filter((app) => fs.existsSync(path.join(root, app, 'src/features'))).flatMap((app) =>
    SHARED_FOLDERS.map((folder) => ({
      target: `./${app}/src/${folder}`,
      from: `./${app}/src/features`,
      message: `${folder}/ is what several features use: it never imports a feature (move what it needs here).`,
    })),
  );

const shellLayerZones = () =>
  SHELL_LAYERS.flatMap((row, index) =>
    row.map((folder) => ({
      target: `./shell/src/${folder}`,
      from: [...SHELL_LAYERS.slice(0, index).flat(), ...row.filter((other) => other !== folder)].map(
        (higher) => `./shell/src/${higher}`,
      ),
      message: `The shell's folders import downwards only: ${SHELL_LAYERS.map((r) => r.join(', ')).join(' → ')}.`,
    })),
  ).filter((zone) => zone.from.length > 0);

function sharedEntries(root, fs) {
  const { exports } = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
  return Object.keys(exports)
    .filter((key) => key !== '.')
    .map((key) => key.slice(2));
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function restrictedImports(root, fs, { typedHooksHome = false } = {}) {
  const entries = sharedEntries(root, fs).map(escape).join('|');
  return [
    'error',
    {
      patterns: [
        {
          regex: `^(${APPS.filter((app) => app !== 'shared')
            .map(escape)
            .join('|')})(/|$)`,
          message: 'Apps are composed at runtime: an app never imports another app.',
        },
        {
          regex: '^(\\.\\./)+shared/',
          message: 'Import @storefront/shared through its package name and exports map, never by path.',
        },
        {
          regex: `^@storefront/shared/(?!(${entries})$)`,
          message: '@storefront/shared is imported only through the entries of its exports map.',
        },
      ],
      paths: typedHooksHome
        ? []
        : [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks of @storefront/shared/store.',
            },
          ],
    },
  ];
}

/** The boundary rules, with the import-x plugin and the resolver its zones resolve imports with. */
export function appBoundaries(root, fs) {
  return [
    {
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      },
    },
    {
      files: APPS.map((app) => `${app}/**/*.{ts,tsx,js,mjs,cjs}`),
      rules: {
        'no-restricted-imports': restrictedImports(root, fs),
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              ...crossAppZones(),
              ...featureZones(root, fs),
              ...belowFeatureZones(root, fs),
              ...shellLayerZones(),
            ],
          },
        ],
      },
    },
    {
      files: ['shared/src/store/**'],
      rules: { 'no-restricted-imports': restrictedImports(root, fs, { typedHooksHome: true }) },
    },
  ];
}
