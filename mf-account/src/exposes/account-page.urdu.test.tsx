// The account page in Urdu: its title, the tabs, the page title, the profile header with an Urdu
// date, the account details, and the log-in prompt with its link inside the sentence.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { renderWithProviders } from '@storefront/shared/testing';
import { fetchUserDetails } from '../features/profile/api/customer-api';
import { demoUser } from '../test-utils/fixtures';
import AccountPage from './account-page';

jest.mock('../features/profile/api/customer-api');

beforeEach(async () => {
  jest.resetAllMocks();
  jest.mocked(fetchUserDetails).mockResolvedValue({ ...demoUser, phone: '' });
  await act(() => i18n.changeLanguage('ur'));
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('AccountPage in Urdu', () => {
  it('shows the header, the tabs and the account details in Urdu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountPage />, { route: '/account', user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: 'میرا اکاؤنٹ' })).toBeInTheDocument();
    const header = await screen.findByRole('region', { name: 'آپ کی پروفائل' });
    expect(within(header).getByText('15 مارچ، 2024 سے ممبر')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'اکاؤنٹ کے حصے' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['اکاؤنٹ کی تفصیلات', 'میرے پتے', 'میرے آرڈرز', 'میری پسندیدہ اشیاء']);
    expect(screen.getByRole('heading', { level: 2, name: 'اکاؤنٹ کی تفصیلات' })).toBeInTheDocument();
    expect(document.title).toMatch(/^اکاؤنٹ کی تفصیلات/);
    expect(screen.getByText('فون نمبر').nextElementSibling).toHaveTextContent('درج نہیں');

    await user.click(screen.getByRole('button', { name: 'تفصیلات میں ترمیم کریں' }));
    expect(screen.getByRole('form', { name: 'اکاؤنٹ کی تفصیلات میں ترمیم' })).toBeInTheDocument();
    expect(screen.getByLabelText('ای میل')).toHaveAccessibleDescription('آپ کا ای میل تبدیل نہیں کیا جا سکتا۔');
    await user.clear(screen.getByLabelText('نام'));
    await user.click(screen.getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }));
    expect(await screen.findByText('نام درکار ہے')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'پاس ورڈ تبدیل کریں' }));
    expect(screen.getByLabelText('نیا پاس ورڈ')).toHaveAccessibleDescription('کم از کم 8 حروف۔');
  });

  it('asks a logged-out visitor to log in, the link inside the sentence', () => {
    renderWithProviders(<AccountPage />, { route: '/account' });
    const link = screen.getByRole('link', { name: 'لاگ اِن' });
    expect(link).toHaveAttribute('href', '/auth/login');
    expect(link.closest('p')).toHaveTextContent(/^اپنا اکاؤنٹ دیکھنے کے لیے براہ کرم لاگ اِن کریں۔$/);
  });
});
