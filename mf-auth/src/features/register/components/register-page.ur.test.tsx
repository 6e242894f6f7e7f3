import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { renderWithProviders } from '@storefront/shared/testing';
import { apiError } from '../../../test-utils/api-error';
import { register } from '../api/register-api';
import RegisterPage from './register-page';

jest.mock('../api/register-api');
jest.mock('../../../lib/otp-api');
const registerMock = jest.mocked(register);

async function registerInUrdu() {
  await userEvent.type(screen.getByLabelText('نام'), 'بلال احمد');
  await userEvent.type(screen.getByLabelText('ای میل'), 'bilal@example.pk');
  await userEvent.type(screen.getByLabelText('فون نمبر'), '03211234567');
  await userEvent.type(screen.getByLabelText('پاس ورڈ'), 'secret12');
  await userEvent.type(screen.getByLabelText('پاس ورڈ کی تصدیق'), 'secret12');
  await userEvent.click(screen.getByRole('button', { name: 'رجسٹر کریں' }));
}

describe('RegisterPage in Urdu', () => {
  beforeEach(async () => {
    registerMock.mockReset();
    await act(() => i18n.changeLanguage('ur'));
  });

  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('has its title, steps, fields and hints in Urdu; e-mail, phone and passwords read left to right', () => {
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'رجسٹریشن' })).toBeInTheDocument();
    expect(document.title).toMatch(/^رجسٹریشن/);
    const progress = screen.getByRole('group', { name: 'پیش رفت' });
    expect(within(progress).getByText('2 میں سے مرحلہ 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'آپ کی تفصیلات' })).toBeInTheDocument();
    expect(screen.getByLabelText('فون نمبر')).toHaveAccessibleDescription('فارمیٹ: 03XXXXXXXXX');
    expect(screen.getByLabelText('پاس ورڈ')).toHaveAccessibleDescription('کم از کم 6 حروف');
    for (const label of ['ای میل', 'فون نمبر', 'پاس ورڈ', 'پاس ورڈ کی تصدیق']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'ltr');
    }
    expect(screen.getByLabelText('نام')).not.toHaveAttribute('dir');
    expect(screen.getByRole('button', { name: 'پاس ورڈ کی تصدیق دکھائیں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'پہلے سے اکاؤنٹ ہے؟ لاگ اِن کریں' })).toHaveAttribute('href', '/auth/login');
  });

  it("shows the schema's messages in Urdu", async () => {
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await userEvent.click(screen.getByRole('button', { name: 'رجسٹر کریں' }));
    expect(await screen.findByText('نام درکار ہے')).toBeInTheDocument();
    expect(screen.getByText('ای میل درکار ہے')).toBeInTheDocument();
  });

  it('registers, says so and asks for the code in Urdu, with the countdown and the note for an owner', async () => {
    registerMock.mockResolvedValue({ data: null });
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await registerInUrdu();
    expect(
      await screen.findByText('رجسٹریشن کامیاب ہو گئی! اب آپ اپنی ای میل کی تصدیق کر سکتے ہیں'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'اپنی ای میل کی تصدیق کریں' })).toBeInTheDocument();
    expect(screen.getByText('2 میں سے مرحلہ 2')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('آپ کی تفصیلات (مکمل)');
    const code = screen.getByLabelText('او ٹی پی درج کریں');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(code).toHaveAccessibleDescription('وہ 6 ہندسوں کا کوڈ درج کریں جو ہم نے bilal@example.pk پر بھیجا ہے۔');
    expect(screen.getByText('bilal@example.pk')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'او ٹی پی دوبارہ بھیجیں' })).toHaveAccessibleDescription(
      'آپ 60 سیکنڈ بعد کوڈ دوبارہ بھیج سکتے ہیں۔',
    );
    expect(screen.getByRole('button', { name: 'ای میل تبدیل کریں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'او ٹی پی کی تصدیق کریں' })).toBeInTheDocument();
    const note = screen.getByText(/کیا اس ای میل سے آپ کا اکاؤنٹ پہلے سے موجود ہے؟/);
    expect(within(note).getByRole('link', { name: 'لاگ اِن' })).toHaveAttribute('href', '/auth/login');
    expect(within(note).getByRole('link', { name: 'پاس ورڈ بھول گئے؟' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
  });

  it('says registration failed in Urdu when the server sent no message', async () => {
    registerMock.mockRejectedValueOnce(apiError(502));
    renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await registerInUrdu();
    expect(await screen.findByText('رجسٹریشن نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔')).toBeInTheDocument();
  });
});
