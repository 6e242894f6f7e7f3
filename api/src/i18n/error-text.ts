// Refusals are written in English where they are thrown; a request that prefers Urdu gets them in
// Urdu here, by looking the English text up in the catalogue: an exact text, or one of its
// patterns ('Product {{id}} does not exist') with the values put back into the Urdu.
import type { ApiFailure } from '@storefront/shared/types';
import { API_NAMESPACE, i18n, MESSAGES_NAMESPACE, type Language } from './index';

interface Entry {
  ns: string;
  /** Without a plural suffix: i18next picks `_one` or `_other` from `count`. */
  key: string;
}

interface Pattern extends Entry {
  regex: RegExp;
  names: string[];
  /** Characters of fixed text: the longest (most specific) pattern is tried first. */
  fixed: number;
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, out: [string, string][] = []): [string, string][] {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.push([full, value]);
    else flatten(value, full, out);
  }
  return out;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(entry: Entry, english: string): Pattern {
  const names: string[] = [];
  let source = '';
  let fixed = 0;
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    const literal = english.slice(last, match.index);
    source += escapeRegex(literal);
    fixed += literal.length;
    names.push(match[1]);
    source += match[1] === 'count' ? '(\\d+)' : '([\\s\\S]+?)';
    last = match.index + match[0].length;
  }
  source += escapeRegex(english.slice(last));
  fixed += english.length - last;
  return { ...entry, regex: new RegExp(`^${source}$`), names, fixed };
}

let index: { exact: Map<string, Entry>; patterns: Pattern[] } | null = null;

/** Built once, on the first Urdu refusal. */
function lookup() {
  if (index) return index;
  const exact = new Map<string, Entry>();
  const patterns: Pattern[] = [];
  const sources: [string, Tree, string][] = [
    [MESSAGES_NAMESPACE, i18n.getResourceBundle('en', MESSAGES_NAMESPACE) as Tree, ''],
    [API_NAMESPACE, (i18n.getResourceBundle('en', API_NAMESPACE) as { errors: Tree }).errors, 'errors'],
  ];
  for (const [ns, tree, prefix] of sources) {
    for (const [fullKey, english] of flatten(tree, prefix)) {
      const entry = { ns, key: fullKey.replace(/_(one|other)$/, '') };
      if (english.includes('{{')) patterns.push(compile(entry, english));
      else if (!exact.has(english)) exact.set(english, entry);
    }
  }
  patterns.sort((a, b) => b.fixed - a.fixed);
  index = { exact, patterns };
  return index;
}

/** A value put back into a translated text: a few (an order's status, 'card') have words of their own. */
function valueIn(language: Language, name: string, value: string): string {
  const key = `errorValues.${name}.${value}`;
  return /^\w+$/.test(value) && i18n.exists(key, { lng: language, ns: API_NAMESPACE })
    ? i18n.t(key, { lng: language, ns: API_NAMESPACE })
    : value;
}

/** `english` in `language` when the catalogue knows it, else unchanged (always so for English). */
export function translateError(english: string, language: Language): string {
  if (language === 'en') return english;
  const { exact, patterns } = lookup();
  const known = exact.get(english);
  if (known) return i18n.t(known.key, { lng: language, ns: known.ns });
  for (const pattern of patterns) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    pattern.names.forEach((name, i) => {
      values[name] = name === 'count' ? Number(match[i + 1]) : valueIn(language, name, match[i + 1]);
    });
    return i18n.t(pattern.key, { lng: language, ns: pattern.ns, ...values });
  }
  return english;
}

/** The failure envelope in `language`: its message and each field's. */
export function failureIn(body: ApiFailure, language: Language): ApiFailure {
  if (language === 'en') return body;
  const mess = translateError(body.mess, language);
  const errors = body.errors
    ? Object.fromEntries(Object.entries(body.errors).map(([field, text]) => [field, translateError(text, language)]))
    : undefined;
  return { ...body, mess, message: mess, ...(errors ? { errors } : {}) };
}
