import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { renderWithProviders } from '@storefront/shared/testing';
import { apiError, networkError } from '../../../test-utils/api-error';
import { login } from '../api/login-api';
import LoginPage from './login-page';

jest.mock('../api/login-api');
const loginMock = jest.mocked(login);

describe('LoginPage in Urdu', () => {
  beforeEach(async () => {
    localStorage.clear();
    loginMock.mockReset();
    await act(() => i18n.changeLanguage('ur'));
  });

  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('has its title, fields, links and button in Urdu; e-mail and password read left to right', () => {
    renderWithProviders(<LoginPage />, { path: '/auth/login', state: { loginRequired: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'لاگ اِن' })).toBeInTheDocument();
    expect(document.title).toMatch(/^لاگ اِن/);
    expect(screen.getByText('جاری رکھنے کے لیے براہِ کرم لاگ اِن کریں۔')).toBeInTheDocument();
    expect(screen.getByLabelText('ای میل')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('پاس ورڈ')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'پاس ورڈ دکھائیں' })).toHaveTextContent('دکھائیں');
    expect(screen.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' })).toHaveAttribute('href', '/auth/reset-password');
    expect(screen.getByRole('link', { name: 'نئے صارف ہیں؟ رجسٹر کریں' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'ای میل کی تصدیق کریں' })).toHaveAttribute('href', '/auth/verify');
    expect(screen.getByRole('button', { name: 'لاگ اِن کریں' })).toBeInTheDocument();
  });

  it("shows the schema's messages in Urdu", async () => {
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: 'لاگ اِن کریں' }));
    expect(await screen.findByText('ای میل درکار ہے')).toBeInTheDocument();
    expect(screen.getByText('پاس ورڈ درکار ہے')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('says the login succeeded in Urdu', async () => {
    const user = { id: 7, name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '03001234567', createdAt: '' };
    loginMock.mockResolvedValue({ data: { token: 'tok', user } });
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await userEvent.type(screen.getByLabelText('ای میل'), user.email);
    await userEvent.type(screen.getByLabelText('پاس ورڈ'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'لاگ اِن کریں' }));
    expect(await screen.findByText('لاگ اِن کامیاب ہو گیا!')).toBeInTheDocument();
  });

  it('keeps a refusal on the page in the language the shopper switches to', async () => {
    loginMock.mockRejectedValue(networkError());
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await userEvent.type(screen.getByLabelText('ای میل'), 'ayesha@example.pk');
    await userEvent.type(screen.getByLabelText('پاس ورڈ'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'لاگ اِن کریں' }));
    const email = screen.getByLabelText('ای میل');
    expect(await screen.findAllByText('ای میل یا پاس ورڈ غلط ہے')).not.toHaveLength(0);
    expect(email).toHaveAccessibleDescription('ای میل یا پاس ورڈ غلط ہے');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email or password');
  });

  it("offers 'Verify Email' in Urdu when the server says the account is not verified", async () => {
    loginMock.mockRejectedValue(apiError(403, 'Please verify your email before logging in.'));
    renderWithProviders(<LoginPage />, { path: '/auth/login' });
    await userEvent.type(screen.getByLabelText('ای میل'), 'ayesha@example.pk');
    await userEvent.type(screen.getByLabelText('پاس ورڈ'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'لاگ اِن کریں' }));
    const notice = (await screen.findAllByRole('alert')).find((el) => el.tagName === 'P')!;
    expect(within(notice).getByRole('link', { name: 'ای میل کی تصدیق کریں' })).toHaveAttribute('href', '/auth/verify');
  });
});
