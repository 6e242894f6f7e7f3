// The shared package's own texts: every key its code asks for (also outside the folders the
// catalogue test reads), and the client's messages, looked up by their English like the schemas'.
import fs from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { i18n, translateMessage } from '@storefront/shared/i18n';
import {
  API_TIMEOUT_MESSAGE,
  getErrorMessage,
  SERVER_MESSAGE_TITLE,
  SESSION_ENDED_MESSAGE,
} from '@storefront/shared/api';
import { LOGGED_OUT_MESSAGE } from '@storefront/shared/session';
import { MESSAGES } from '../../validation/messages';
import { filesUnder } from '../../test-support/files-under';
import { CLIENT_MESSAGES } from './client-messages';
import clientUr from './client-messages/ur.json';
import sharedEn from './shared/en.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it("every literal key the shared package's code asks for is in the 'shared' catalogue", () => {
  const known = new Set(keys(sharedEn));
  const has = (key: string) => known.has(key) || known.has(`${key}_one`) || known.has(`${key}_other`);
  const src = path.resolve(__dirname, '../..');
  const unknown = filesUnder(src, /(?<!\.test)\.tsx?$/)
    .filter((file) => !file.startsWith(path.join(src, 'i18n')))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)]
        .map((match) => match[1])
        .filter((key) => !has(key))
        .map((key) => `${path.relative(src, file)}: ${key}`),
    );
  expect(unknown).toEqual([]);
});

it('has every quantity note the stepper can say', () => {
  const known = keys(sharedEn);
  for (const note of ['notANumber', 'belowOne', 'overStock', 'notWhole']) {
    expect(known.some((key) => key.startsWith(`quantity.notes.${note}`))).toBe(true);
  }
  // The note below 1 is the shared validation message, as a sentence.
  expect(sharedEn.quantity.notes.belowOne).toBe(`${MESSAGES.quantityMin}.`);
});

it('has the Urdu of every client message, and no key or English text of a validation message', () => {
  expect(Object.keys(clientUr).sort()).toEqual(Object.keys(CLIENT_MESSAGES).sort());
  expect(Object.keys(CLIENT_MESSAGES).filter((key) => Object.hasOwn(MESSAGES, key))).toEqual([]);
  const english: string[] = [...Object.values(MESSAGES), ...Object.values(CLIENT_MESSAGES)];
  expect(new Set(english).size).toBe(english.length);
});

it('translates the client messages the API entry and the session hand out, and leaves others alone', async () => {
  expect(translateMessage(i18n, API_TIMEOUT_MESSAGE)).toBe(API_TIMEOUT_MESSAGE);
  await act(() => i18n.changeLanguage('ur'));
  expect(translateMessage(i18n, SERVER_MESSAGE_TITLE)).toBe('سرور کا پیغام!!');
  expect(translateMessage(i18n, SESSION_ENDED_MESSAGE)).toBe('آپ کا سیشن ختم ہو گیا ہے۔ براہ کرم دوبارہ لاگ اِن کریں۔');
  expect(translateMessage(i18n, LOGGED_OUT_MESSAGE)).toBe('آپ لاگ آؤٹ ہو گئے ہیں');
  expect(translateMessage(i18n, getErrorMessage(null))).toBe('کچھ غلط ہو گیا');
  // The validation messages still come through the same lookup.
  expect(translateMessage(i18n, MESSAGES.emailRequired)).toBe('ای میل درکار ہے');
  expect(translateMessage(i18n, 'Lawn Suit is out of stock')).toBe('Lawn Suit is out of stock');
});
