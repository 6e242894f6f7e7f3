import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { COURIER_RATES_KEY, POLICIES_KEY } from '@storefront/shared/remote-data';
import { renderWithProviders, TEST_CONFIG, TEST_COURIER_RATES, TEST_POLICIES } from '@storefront/shared/testing';
import AboutPage from './about/about-page';
import ContactPage from './contact/contact-page';
import FaqPage from './faq/faq-page';
import { NotFoundPage } from './not-found/not-found-page';
import PrivacyPage from './privacy/privacy-page';
import ShippingPage from './shipping/shipping-page';
import TermsPage from './terms/terms-page';
import en from './i18n/en.json';

const serverData = { [POLICIES_KEY]: TEST_POLICIES, [COURIER_RATES_KEY]: TEST_COURIER_RATES };

beforeEach(async () => {
  await act(() => i18n.changeLanguage('ur'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** Latin text an Urdu page may show: names, codes and the support details. */
const KEPT_LATIN = [
  'Storefront',
  'Fresh Picks',
  'Flash Deals',
  'HBL Pay',
  'Trax',
  'TCS',
  'PKR',
  'PKT',
  'Rs',
  '[Country]',
  TEST_CONFIG.support.email,
  TEST_CONFIG.support.address,
];
/** The words left in Latin script, less those kept and the path (shown by the page, and by the test's location probe). */
const untranslated = (text: string, route: string) =>
  [route, ...KEPT_LATIN].reduce((rest, kept) => rest.split(kept).join(' '), text).match(/[A-Za-z]+/g) ?? [];

test.each<[string, ComponentType, string]>([
  ['about', AboutPage, '/about'],
  ['contact', ContactPage, '/contact'],
  ['faq', FaqPage, '/faq'],
  ['shipping', ShippingPage, '/shipping'],
  ['terms', TermsPage, '/terms'],
  ['privacy', PrivacyPage, '/privacy'],
  ['not found', NotFoundPage, '/no/such/page'],
])('the %s page has no English left in Urdu', (_name, Page, route) => {
  renderWithProviders(<Page />, { route, serverData });
  // (The FAQ's closed answers are in the page too, hidden.)
  expect(untranslated(document.body.textContent ?? '', route)).toEqual([]);
  expect(untranslated(document.title, route)).toEqual([]);
});

test('the FAQ in Urdu reads the figures the API gives', async () => {
  renderWithProviders(<FaqPage />, { route: '/faq', serverData });
  expect(screen.getByRole('heading', { level: 1, name: 'اکثر پوچھے جانے والے سوالات' })).toBeInTheDocument();
  expect(document.title).toContain('اکثر پوچھے جانے والے سوالات');
  const answer = async (question: string) => {
    await userEvent.click(screen.getByRole('button', { name: question }));
    return screen.getByRole('region', { name: question }).textContent ?? '';
  };
  expect(await answer('ڈیلیوری میں کتنا وقت لگتا ہے؟')).toContain('آرڈرز 1-2 کاروباری دن کے اندر پروسیس کیے جاتے ہیں');
  expect(await answer('ڈیلیوری پر کتنا خرچ آتا ہے؟')).toContain('Rs 200 سے Rs 620 تک');
  expect(await answer('آپ کی واپسی کی پالیسی کیا ہے؟')).toContain('ڈیلیوری کے 3 دن کے اندر');
  const cancel = await answer('کیا آرڈر تبدیل یا منسوخ کیا جا سکتا ہے؟');
  expect(cancel).toContain(TEST_CONFIG.support.phone);
  expect(screen.getByRole('link', { name: 'ہم سے رابطہ کریں' })).toHaveAttribute('href', '/contact');
  // The FAQ is no policy: it carries no notice about the English text.
  expect(screen.queryByRole('button', { name: 'انگریزی میں پڑھیں' })).not.toBeInTheDocument();
});

test('the FAQ in Urdu says it without a number when the API did not answer', async () => {
  renderWithProviders(<FaqPage />, { route: '/faq', serverFailures: [POLICIES_KEY, COURIER_RATES_KEY] });
  const question = 'آپ کی واپسی کی پالیسی کیا ہے؟';
  await userEvent.click(screen.getByRole('button', { name: question }));
  expect(screen.getByRole('region', { name: question })).toHaveTextContent('ڈیلیوری کے بعد تھوڑے عرصے تک');
});

test('shipping & returns in Urdu: courier table, return window, and the English text as the binding one', async () => {
  renderWithProviders(<ShippingPage />, { route: '/shipping', serverData });
  expect(screen.getByRole('heading', { level: 1, name: 'ڈیلیوری اور واپسی' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'کورئیر چارجز' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'کورئیرچارجز، شہر کے لحاظ سےڈیلیوری کا وقت',
    'TraxRs 200 سے Rs 330 تک4-5 کاروباری دن',
    'TCSRs 300 سے Rs 620 تک3-4 کاروباری دن',
  ]);
  const text = document.body.textContent ?? '';
  expect(text).toContain('ہم ڈیلیوری کے 3 دن کے اندر واپسی قبول کرتے ہیں۔');
  expect(text).toContain('جانچ کے بعد 5-10 کاروباری دن کے اندر رقم');
  expect(screen.getByRole('link', { name: 'لاگ اِن' })).toHaveAttribute('href', '/auth/login');

  expect(screen.getByText(/قانونی طور پر انگریزی متن ہی مستند ہے/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'انگریزی میں پڑھیں' }));
  expect(i18n.language).toBe('en');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('heading', { level: 1, name: 'Shipping & Returns' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /English/ })).not.toBeInTheDocument();
});

test('terms in Urdu: its date, 15 sections and the binding notice', () => {
  renderWithProviders(<TermsPage />, { route: '/terms' });
  expect(screen.getByText('آخری تازہ کاری: 1 مئی 2025')).toBeInTheDocument();
  const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(titles).toHaveLength(15);
  expect(titles[0]).toBe('1. تعارف');
  expect(screen.getByRole('button', { name: 'انگریزی میں پڑھیں' })).toBeInTheDocument();
  expect(document.body.textContent).toContain(TEST_CONFIG.support.address);
});

test('privacy in Urdu carries the binding notice too', () => {
  renderWithProviders(<PrivacyPage />, { route: '/privacy' });
  expect(screen.getByRole('heading', { level: 1, name: 'رازداری کی پالیسی' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'انگریزی میں پڑھیں' })).toBeInTheDocument();
});

test('404 in Urdu names the missing path, left to right', () => {
  renderWithProviders(<NotFoundPage />, { route: '/no/such/page' });
  expect(screen.getByRole('heading', { level: 1, name: 'صفحہ نہیں ملا' })).toBeInTheDocument();
  expect(screen.getByText('/no/such/page', { selector: 'code' })).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('link', { name: 'ہوم پیج پر واپس جائیں' })).toHaveAttribute('href', '/');
});

test('every key a text with markup names is in the catalogue', () => {
  type Tree = { [key: string]: string | Tree };
  const flatten = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
    );
  const keys = new Set(flatten(en));
  const files = fs
    .readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx$/.test(file) && !file.endsWith('.test.tsx'));
  const named = files.flatMap((file) =>
    [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/i18nKey="([\w.]+)"/g)].map((m) => m[1]),
  );
  expect(named.length).toBeGreaterThan(20);
  expect(named.filter((key) => !keys.has(key))).toEqual([]);
});
