import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { renderWithProviders } from '@storefront/shared/testing';
import { codeRecentlySent } from '../../../test-utils/api-error';
import { requestOtp, verifyEmail } from '../../../lib/otp-api';
import VerifyEmailPage from './verify-email-page';

jest.mock('../../../lib/otp-api');

describe('VerifyEmailPage in Urdu', () => {
  beforeEach(async () => {
    jest.mocked(requestOtp).mockReset().mockResolvedValue({ data: null });
    jest.mocked(verifyEmail).mockReset().mockResolvedValue({ data: null });
    await act(() => i18n.changeLanguage('ur'));
  });

  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('sends a code and verifies the e-mail in Urdu', async () => {
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify' });
    expect(screen.getByRole('heading', { level: 1, name: 'ای میل کی تصدیق' })).toBeInTheDocument();
    expect(document.title).toMatch(/^ای میل کی تصدیق/);
    expect(screen.getByRole('heading', { level: 2, name: 'تصدیقی کوڈ بھیجیں' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('ای میل'), 'usman@example.pk');
    await userEvent.click(screen.getByRole('button', { name: 'او ٹی پی بھیجیں' }));
    expect(await screen.findByText('او ٹی پی آپ کی ای میل پر بھیج دیا گیا ہے')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('او ٹی پی درج کریں'), '112233');
    await userEvent.click(screen.getByRole('button', { name: 'ای میل کی تصدیق کریں' }));
    expect(await screen.findByText('ای میل کی کامیابی سے تصدیق ہو گئی')).toBeInTheDocument();
  });

  it('asked again too soon: says in Urdu how long to wait and goes on to the code', async () => {
    const refusal = codeRecentlySent(45);
    Object.assign(refusal.response?.data as object, { mess: undefined, message: undefined });
    jest.mocked(requestOtp).mockRejectedValue(refusal);
    renderWithProviders(<VerifyEmailPage />, { path: '/auth/verify' });
    await userEvent.type(screen.getByLabelText('ای میل'), 'usman@example.pk');
    await userEvent.click(screen.getByRole('button', { name: 'او ٹی پی بھیجیں' }));
    expect(await screen.findByText('نیا کوڈ منگوانے سے پہلے براہِ کرم 45 سیکنڈ انتظار کریں۔')).toBeInTheDocument();
    expect(screen.getByText('آپ 45 سیکنڈ بعد کوڈ دوبارہ بھیج سکتے ہیں۔')).toBeInTheDocument();
  });
});
