import { act } from '@testing-library/react';
import { i18n } from '@storefront/shared/i18n';
import en from '../i18n/en.json';
import ur from '../i18n/ur.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

const urdu = new Map(flatten(ur));

/**
 * The catalogue's English wording that Urdu says differently (brand names such as 'JazzCash' are
 * the same in both): the texts themselves, and the longer fixed parts of those with placeholders.
 */
const ENGLISH = new Set(
  flatten(en)
    .filter(([key, text]) => urdu.get(key) !== text)
    .flatMap(([, text]) =>
      /\{\{/.test(text)
        ? text
            .replace(/<\/?\w+>/g, '')
            .split(/\{\{\s*\w+\s*\}\}/)
            .map((part) => part.trim())
            .filter((part) => part.length >= 8)
        : [text],
    ),
);

/** Runs each test of the file in Urdu, and puts English back after it. */
export function renderedInUrdu(): void {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('ur'));
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });
}

const NAMING_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'data-label'];

/** English texts of this app left on the page (its text, naming attributes and title): none in Urdu. */
export function englishLeftOnPage(root: HTMLElement = document.body): string[] {
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    NAMING_ATTRIBUTES.map((name) => element.getAttribute(name) ?? ''),
  );
  const texts = [root.textContent ?? '', document.title, ...attributes];
  return [...ENGLISH].filter((english) => texts.some((text) => text.includes(english)));
}
