import { act, render, screen } from '@testing-library/react';
import { i18n } from '@storefront/shared/i18n';
import { RemoteFallback } from './remote-fallback';
import { SectionPlaceholder } from './section-frame';

beforeEach(async () => {
  await act(() => i18n.changeLanguage('ur'));
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  document.title = '';
});

test('a page that cannot load says so in Urdu, with its hint and tab title', () => {
  render(<RemoteFallback onRetry={() => {}} />);
  expect(screen.getByRole('heading', { level: 1, name: 'یہ حصہ اس وقت دستیاب نہیں۔' })).toBeInTheDocument();
  expect(screen.getByText('براہ کرم اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
  expect(document.title).toContain('دستیاب نہیں');
});

test('a section being updated asks for a reload, in Urdu', () => {
  render(<RemoteFallback onRetry={() => {}} cause="updating" />);
  expect(screen.getByRole('heading', { name: 'اس حصے کو اپ ڈیٹ کیا جا رہا ہے۔' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'صفحہ دوبارہ لوڈ کریں' })).toBeInTheDocument();
});

test('the header’s search slot names itself in Urdu while loading and when down', () => {
  const { unmount } = render(<SectionPlaceholder compact label="تلاش" />);
  expect(screen.getByRole('status')).toHaveTextContent('تلاش لوڈ ہو رہی ہے…');
  unmount();
  render(<RemoteFallback onRetry={() => {}} compact label="تلاش" />);
  expect(screen.getByRole('alert')).toHaveTextContent('تلاش اس وقت دستیاب نہیں۔');
  expect(screen.getByRole('button', { name: 'تلاش کے لیے دوبارہ کوشش کریں' })).toHaveTextContent('دوبارہ کوشش کریں');
});
