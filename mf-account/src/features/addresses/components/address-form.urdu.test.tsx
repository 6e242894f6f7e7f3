// The address tab and form in Urdu: labels, the state and city choices, and the shared rules'
// messages (the 'messages' catalogue words them). State and city names are the API's.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/shared/i18n';
import { renderWithProviders } from '@storefront/shared/testing';
import type { Address } from '@storefront/shared/types';
import { demoUser } from '../../../test-utils/fixtures';
import { fetchAddress, fetchCities, fetchStates, updateAddress } from '../api/address-api';
import { MyAddresses } from './my-addresses';

jest.mock('../api/address-api');

const saved: Address = {
  id: 3,
  address: 'House 5, Street 9, Gulberg III',
  postalCode: '54000',
  phone: '03001234567',
  state: { id: 1, name: 'Punjab' },
  city: { id: 11, name: 'Lahore', courierPricings: [] },
  country: 'Pakistan',
};

beforeEach(async () => {
  jest.resetAllMocks();
  jest.mocked(fetchStates).mockResolvedValue([{ id: 1, name: 'Punjab' }]);
  jest.mocked(fetchCities).mockResolvedValue([{ id: 11, name: 'Lahore' }]);
  await act(() => i18n.changeLanguage('ur'));
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderAddresses(route = '/account/addresses') {
  const user = userEvent.setup();
  renderWithProviders(<MyAddresses userId={7} userPhone="03001234567" />, { route, user: demoUser });
  return user;
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the address form in Urdu', () => {
  it('labels the form and says what the shared rules ask for', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(null);
    const user = renderAddresses();
    expect(await screen.findByText('آپ نے ابھی تک کوئی پتا شامل نہیں کیا۔')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'پتا شامل کریں' }));

    expect(screen.getByRole('form', { name: 'نیا پتا' })).toBeInTheDocument();
    expect(screen.getByLabelText('پتا')).toHaveFocus();
    expect(screen.getByLabelText('پوسٹل کوڈ')).toHaveAccessibleDescription('5 ہندسے');
    expect(screen.getByLabelText('فون نمبر')).toHaveAccessibleDescription('فارمیٹ: 03XXXXXXXXX');
    expect(screen.getByText('ملک: پاکستان')).toBeInTheDocument();
    expect(screen.getByLabelText('شہر')).toBeDisabled();
    expect(options(screen.getByLabelText('شہر'))).toEqual(['پہلے صوبہ منتخب کریں']);
    await waitFor(() => expect(options(screen.getByLabelText('صوبہ'))).toEqual(['صوبہ منتخب کریں', 'Punjab']));

    await user.click(screen.getByRole('button', { name: 'پتا محفوظ کریں' }));
    expect(await screen.findByText('پتا درکار ہے')).toBeInTheDocument();
    expect(screen.getByLabelText('پتا')).toHaveAccessibleDescription('پتا درکار ہے');
    expect(screen.getByText('صوبہ درکار ہے')).toBeInTheDocument();
    expect(screen.getByText('شہر درکار ہے')).toBeInTheDocument();
    expect(screen.getByText('پوسٹل کوڈ درکار ہے')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'منسوخ کریں' })).toBeInTheDocument();
  });

  it('shows the saved address and says it was saved', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(saved);
    jest.mocked(updateAddress).mockResolvedValue(saved);
    const user = renderAddresses('/account/addresses?returnTo=%2Fcheckout');
    // Sent from checkout: the form opens at once.
    expect(await screen.findByRole('form', { name: 'پتے میں ترمیم' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'پتا محفوظ کریں' }));

    expect(await screen.findByRole('status')).toHaveTextContent('آپ کا پتا محفوظ ہو گیا ہے۔');
    expect(screen.getByText('صوبہ').nextElementSibling).toHaveTextContent('Punjab');
    expect(screen.getByText('ملک').nextElementSibling).toHaveTextContent('پاکستان');
    expect(screen.getByRole('link', { name: 'واپس چیک آؤٹ پر جائیں' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'پتے میں ترمیم کریں' })).toBeInTheDocument();
  });
});
