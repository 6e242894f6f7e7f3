import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { ConfigErrorScreen } from './config-error-screen';
import { RootBoundary } from './root-boundary';

beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(() => i18n.changeLanguage('ur'));
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
  document.title = '';
});

test('the config error screen speaks Urdu, its busy label too', async () => {
  let finish = () => {};
  const onRetry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(<ConfigErrorScreen onRetry={onRetry} />);
  expect(screen.getByRole('heading', { level: 1, name: 'ہم اس وقت اسٹور نہیں کھول سکتے' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('اسٹور کی سیٹنگز لوڈ نہیں ہو سکیں۔');
  expect(document.title).toContain('اسٹور دستیاب نہیں');

  await userEvent.click(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' }));
  expect(screen.getByRole('button', { name: 'دوبارہ کوشش ہو رہی ہے…' })).toBeInTheDocument();
  act(() => finish());
  expect(await screen.findByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('the root boundary’s screen speaks Urdu', async () => {
  const Broken = () => {
    throw new Error('layout bug');
  };
  const onReload = jest.fn();
  render(
    <RootBoundary onReload={onReload}>
      <Broken />
    </RootBoundary>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'کچھ غلط ہو گیا' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('یہ صفحہ دکھایا نہیں جا سکا۔');
  await userEvent.click(screen.getByRole('button', { name: 'دوبارہ لوڈ کریں' }));
  expect(onReload).toHaveBeenCalledTimes(1);
});
