// Every app's catalogues: the same keys (and the same placeholders) in every language, and every
// literal key a component asks for present in its app's catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from './languages';
import { MESSAGES } from '../validation/messages';

const root = path.resolve(__dirname, '../../..');

/** Each catalogue folder: the apps' `src/i18n` and the shared package's own. */
const CATALOGUE_DIRS: Record<string, { dir: string; sources: string[] }> = {
  shell: {
    dir: 'shell/src/i18n',
    sources: ['app', 'components', 'hooks', 'layout', 'lib', 'offline', 'remotes', 'routes'].map(
      (d) => `shell/src/${d}`,
    ),
  },
  pages: { dir: 'shell/src/pages/i18n', sources: ['shell/src/pages'] },
  catalog: { dir: 'mf-catalog/src/i18n', sources: ['mf-catalog/src'] },
  checkout: { dir: 'mf-checkout/src/i18n', sources: ['mf-checkout/src'] },
  account: { dir: 'mf-account/src/i18n', sources: ['mf-account/src'] },
  auth: { dir: 'mf-auth/src/i18n', sources: ['mf-auth/src'] },
  shared: {
    dir: 'shared/src/i18n/catalogues/shared',
    sources: ['shared/src/ui', 'shared/src/forms', 'shared/src/remote-data'],
  },
  api: { dir: 'api/src/i18n', sources: ['api/src'] },
};

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const read = (file: string): Map<string, string> => flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const present = Object.entries(CATALOGUE_DIRS).filter(([, { dir }]) => fs.existsSync(path.join(root, dir)));

/** Source files of an app (tests excluded). */
function sources(dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe.each(present)('the %s catalogues', (_name, { dir, sources: sourceDirs }) => {
  const catalogues = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, read(path.join(root, dir, `${language}.json`))]),
  );

  it.each(LANGUAGE_CODES)('%s has every key another language has, and no other', (language) => {
    const mine = catalogues[language];
    for (const other of LANGUAGE_CODES) {
      const missing = [...catalogues[other].keys()].filter((key) => !mine.has(key));
      expect({ language, missingKeysOf: other, missing }).toEqual({ language, missingKeysOf: other, missing: [] });
    }
  });

  it('every text names the same placeholders in every language, and none is empty', () => {
    for (const [key, english] of catalogues.en) {
      for (const language of LANGUAGE_CODES) {
        const text = catalogues[language].get(key);
        if (text === undefined) continue;
        expect({ key, language, empty: text.trim() === '' }).toEqual({ key, language, empty: false });
        expect({ key, language, placeholders: placeholders(text) }).toEqual({
          key,
          language,
          placeholders: placeholders(english),
        });
      }
    }
  });

  it("every literal key the app's code asks for is in its catalogue", () => {
    const keys = catalogues.en;
    const has = (key: string) => keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`);
    const unknown: string[] = [];
    for (const file of sourceDirs.flatMap(sources)) {
      const code = fs.readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([\w.-]+)'/g)) {
        if (!has(match[1])) unknown.push(`${path.relative(root, file)}: ${match[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});

it('the validation messages have every key in every language', () => {
  const english = Object.keys(MESSAGES).sort();
  for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
    const file = path.join(__dirname, 'catalogues/messages', `${language}.json`);
    expect({ language, keys: Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object).sort() }).toEqual({
      language,
      keys: english,
    });
  }
});

it('finds the catalogues of every app', () => {
  expect(present.map(([name]) => name)).toEqual(Object.keys(CATALOGUE_DIRS));
});
