import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { renderWithProviders } from '@storefront/shared/testing';
import { apiError } from '../../../test-utils/api-error';
import { forgetPassword, resetPassword, verifyResetOtp } from '../api/reset-password-api';
import ResetPasswordPage from './reset-password-page';

jest.mock('../api/reset-password-api');
jest.mock('../../../lib/otp-api');

describe('ResetPasswordPage in Urdu', () => {
  beforeEach(async () => {
    jest.mocked(forgetPassword).mockReset().mockResolvedValue({ data: null });
    jest.mocked(verifyResetOtp).mockReset().mockResolvedValue({ data: null });
    jest.mocked(resetPassword).mockReset().mockResolvedValue({ data: null });
    await act(() => i18n.changeLanguage('ur'));
  });

  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('walks e-mail → code → new password in Urdu', async () => {
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'پاس ورڈ ری سیٹ کریں' })).toBeInTheDocument();
    expect(document.title).toMatch(/^پاس ورڈ ری سیٹ کریں/);
    expect(screen.getByText('3 میں سے مرحلہ 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'اپنا اکاؤنٹ تلاش کریں' })).toBeInTheDocument();
    expect(
      screen.getByText('وہ ای میل درج کریں جس سے آپ نے رجسٹر کیا تھا، ہم آپ کو 6 ہندسوں کا کوڈ بھیجیں گے۔'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'واپس لاگ اِن پر جائیں' })).toHaveAttribute('href', '/auth/login');
    const email = screen.getByLabelText('ای میل');
    expect(email).toHaveAttribute('dir', 'ltr');
    await userEvent.type(email, 'sana@example.pk');
    await userEvent.click(screen.getByRole('button', { name: 'او ٹی پی بھیجیں' }));

    expect(await screen.findByText('او ٹی پی آپ کی ای میل پر بھیج دیا گیا ہے')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'کوڈ درج کریں' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('او ٹی پی درج کریں'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'او ٹی پی کی تصدیق کریں' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'نیا پاس ورڈ منتخب کریں' })).toBeInTheDocument();
    expect(screen.getByText('3 میں سے مرحلہ 3')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('نیا پاس ورڈ'), 'newpass1');
    await userEvent.type(screen.getByLabelText('نئے پاس ورڈ کی تصدیق'), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'پاس ورڈ ری سیٹ کریں' }));
    expect(await screen.findByText('آپ کا پاس ورڈ کامیابی سے ری سیٹ ہو گیا ہے')).toBeInTheDocument();
  });

  it('says in Urdu that sending the code failed when the server gave no message', async () => {
    jest.mocked(forgetPassword).mockRejectedValue(apiError(502));
    renderWithProviders(<ResetPasswordPage />, { path: '/auth/reset-password' });
    await userEvent.type(screen.getByLabelText('ای میل'), 'sana@example.pk');
    await userEvent.click(screen.getByRole('button', { name: 'او ٹی پی بھیجیں' }));
    expect(await screen.findByText('او ٹی پی بھیجا نہیں جا سکا')).toBeInTheDocument();
  });
});
