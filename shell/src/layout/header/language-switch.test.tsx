import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@storefront/shared/api';
import { i18n, LANGUAGE_COOKIE } from '@storefront/shared/i18n';
import { loggedIn } from '@storefront/shared/session';
import { createStorefrontStore } from '@storefront/shared/store';
import { renderWithProviders } from '@storefront/shared/testing';
import { TEST_USER } from '../../test-utils/fixtures';
import { LanguageSync } from '../language-sync';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
  document.documentElement.lang = 'en-PK';
  document.documentElement.removeAttribute('dir');
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
});

test('English | اردو: each language named in itself, the page’s own pressed', () => {
  renderWithProviders(<LanguageSwitch />);
  const group = screen.getByRole('group', { name: 'Language' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  const urdu = screen.getByRole('button', { name: 'اردو' });
  expect(urdu).toHaveAttribute('aria-pressed', 'false');
  expect(urdu).toHaveAttribute('lang', 'ur');
});

test('switching to Urdu turns the page right to left, remembers it, and speaks Urdu', async () => {
  renderWithProviders(<LanguageSwitch />);
  await userEvent.click(screen.getByRole('button', { name: 'اردو' }));
  expect(document.documentElement).toHaveAttribute('lang', 'ur');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ur`);
  expect(screen.getByRole('group', { name: 'زبان' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'اردو' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(document.documentElement).toHaveAttribute('lang', 'en-PK');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
});

describe('a logged-in customer’s language on the server', () => {
  it('is saved when they switch, and not on a page load that changed nothing', async () => {
    const put = jest.spyOn(api, 'put').mockResolvedValue({ data: { data: { language: 'ur' } } });
    renderWithProviders(
      <>
        <LanguageSwitch />
        <LanguageSync />
      </>,
      { user: TEST_USER },
    );
    expect(put).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'اردو' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/customer/language', { language: 'ur' }));
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('is saved on logging in, as the language this browser shows', async () => {
    const put = jest.spyOn(api, 'put').mockResolvedValue({ data: { data: { language: 'ur' } } });
    await act(() => i18n.changeLanguage('ur'));
    const store = createStorefrontStore({ storage: null, connectApi: false });
    renderWithProviders(<LanguageSync />, { store });
    expect(put).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(loggedIn({ token: 'test-token', user: TEST_USER }));
    });
    await waitFor(() => expect(put).toHaveBeenCalledWith('/customer/language', { language: 'ur' }));
  });

  it('is never sent for a visitor', async () => {
    const put = jest.spyOn(api, 'put');
    renderWithProviders(
      <>
        <LanguageSwitch />
        <LanguageSync />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'اردو' }));
    expect(put).not.toHaveBeenCalled();
  });
});
