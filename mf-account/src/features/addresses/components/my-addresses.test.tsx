import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address, City } from '@storefront/shared/types';
import { httpError } from '../../../test-utils/api-errors';
import { demoUser } from '../../../test-utils/fixtures';
import { renderWithProviders } from '@storefront/shared/testing';
import { fetchAddress, fetchCities, fetchStates, updateAddress } from '../api/address-api';
import { MyAddresses } from './my-addresses';
import { flushAnswers } from '@storefront/shared/testing';

jest.mock('../api/address-api');

const states = [
  { id: 1, name: 'Punjab' },
  { id: 2, name: 'Sindh' },
];
const cities: Record<number, City[]> = {
  1: [
    { id: 11, name: 'Lahore' },
    { id: 12, name: 'Multan' },
  ],
  2: [
    { id: 21, name: 'Karachi' },
    { id: 22, name: 'Hyderabad' },
  ],
};
const saved: Address = {
  id: 3,
  address: 'House 5, Street 9, Gulberg III',
  postalCode: '54000',
  phone: '03001234567',
  state: { id: 1, name: 'Punjab' },
  city: { id: 11, name: 'Lahore', courierPricings: [] },
  country: 'Pakistan',
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetchStates).mockResolvedValue(states);
  jest.mocked(fetchCities).mockImplementation((id: number) => Promise.resolve(cities[id] ?? []));
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

describe('MyAddresses', () => {
  it('shows the saved address with Pakistan as the country', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(saved);
    renderAddresses();
    expect(await screen.findByText('House 5, Street 9, Gulberg III')).toBeInTheDocument();
    for (const text of ['Lahore', 'Punjab', '54000', '03001234567', 'Pakistan']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(fetchAddress).toHaveBeenCalledWith(7, expect.any(AbortSignal));
  });

  it('offers Add Address when there is none yet, prefilled with the account phone', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(null);
    const user = renderAddresses();
    expect(await screen.findByText('You have not added an address yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(screen.getByRole('form', { name: 'Add address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('03001234567');
    expect(screen.getByLabelText('City')).toBeDisabled();
    expect(fetchCities).not.toHaveBeenCalled();
  });

  it('loads the cities of the chosen state and resets the city when the state changes', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(saved);
    const user = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }));

    const state = screen.getByLabelText('State');
    const city = screen.getByLabelText('City');
    await waitFor(() => expect(options(state)).toEqual(['Select a state', 'Punjab', 'Sindh']));
    await waitFor(() => expect(options(city)).toContain('Multan'));
    expect(state).toHaveValue('1');
    expect(city).toHaveValue('11');

    await user.selectOptions(state, 'Sindh');
    expect(fetchCities).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    await waitFor(() => expect(options(city)).toEqual(['Select a city', 'Karachi', 'Hyderabad']));
    expect(city).toHaveValue('');
    expect(city).toBeEnabled();

    // The old city (Lahore) must not be sent with the new state.
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(updateAddress).not.toHaveBeenCalled();
  });

  it('keeps the cities of the latest state when answers arrive out of order', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(null);
    const pending: Record<number, (c: City[]) => void> = {};
    jest.mocked(fetchCities).mockImplementation(
      (id: number) =>
        new Promise<City[]>((r) => {
          pending[id] = r;
        }),
    );
    const user = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    await waitFor(() => expect(options(screen.getByLabelText('State'))).toContain('Sindh'));
    await user.selectOptions(screen.getByLabelText('State'), 'Punjab');
    await user.selectOptions(screen.getByLabelText('State'), 'Sindh');
    await flushAnswers(() => pending[2](cities[2]));
    await flushAnswers(() => pending[1](cities[1]));
    expect(options(screen.getByLabelText('City'))).toEqual(['Select a city', 'Karachi', 'Hyderabad']);
  });

  it('shows the shared rule messages and saves the cleaned values', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(null);
    const next: Address = {
      ...saved,
      address: 'Flat 2, Clifton Block 5',
      postalCode: '75600',
      state: states[1],
      city: { id: 21, name: 'Karachi', courierPricings: [] },
    };
    jest.mocked(updateAddress).mockResolvedValue(next);
    const user = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Postal code is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Address is required');

    await user.type(screen.getByLabelText('Address'), '  Flat 2, Clifton Block 5 ');
    await user.type(screen.getByLabelText('Postal code'), '7560');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Invalid Pakistani postalCode')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Postal code'), '0');
    await waitFor(() => expect(options(screen.getByLabelText('State'))).toContain('Sindh'));
    await user.selectOptions(screen.getByLabelText('State'), 'Sindh');
    await waitFor(() => expect(screen.getByLabelText('City')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('City'), 'Karachi');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(updateAddress).toHaveBeenCalledWith({
      id: 7,
      address: 'Flat 2, Clifton Block 5',
      stateId: 2,
      cityId: 21,
      postalCode: '75600',
      phone: '03001234567',
    });
    expect(await screen.findByText('Flat 2, Clifton Block 5')).toBeInTheDocument();
    expect(screen.getByText('Karachi')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your address has been saved.');
    expect(screen.getByRole('button', { name: 'Edit Address' })).toHaveFocus();
  });

  it('moves focus to the first field when Edit Address opens the form', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(saved);
    const user = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
    expect(screen.getByLabelText('Address')).toHaveFocus();
  });

  it('sent from checkout: after the save, offers the way back there and moves focus to it', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(saved);
    jest.mocked(updateAddress).mockResolvedValue({ ...saved, address: 'House 7, Model Town' });
    const user = renderAddresses('/account/addresses?returnTo=%2Fcheckout');
    // 'Edit address' at checkout opens the form straight away.
    expect(await screen.findByRole('form', { name: 'Edit address' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('11'));
    expect(screen.queryByRole('link', { name: 'Back to checkout' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'House 7, Model Town');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('House 7, Model Town')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your address has been saved.');
    const back = screen.getByRole('link', { name: 'Back to checkout' });
    expect(back).toHaveAttribute('href', '/checkout');
    expect(back).toHaveFocus();
    await user.click(back);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('sent from checkout without an address: the form opens at once, and after Cancel the way back is there', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(null);
    const user = renderAddresses('/account/addresses?returnTo=%2Fcheckout');
    expect(await screen.findByRole('form', { name: 'Add address' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // Cancelling is not a save: focus goes to the way to open the form again, which stays closed.
    expect(screen.getByRole('button', { name: 'Add Address' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it.each([
    'https://evil.example/',
    '//evil.example/checkout',
    'checkout',
    // The browser drops tabs and line breaks: these would lead to //evil.example.
    '/\n/evil.example',
    '/\t/evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('offers no way back to %s', async (returnTo) => {
    jest.mocked(fetchAddress).mockResolvedValue(saved);
    renderAddresses(`/account/addresses?returnTo=${encodeURIComponent(returnTo)}`);
    expect(await screen.findByRole('button', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes a phone typed with the country code or a dash whole and saves it as 03XXXXXXXXX', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(saved);
    jest.mocked(updateAddress).mockResolvedValue(saved);
    const user = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('11'));
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.clear(phone);
    await user.type(phone, '0092 300 1234567');
    expect(phone).toHaveValue('0092 300 1234567');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(updateAddress).toHaveBeenCalledWith(expect.objectContaining({ phone: '03001234567' })));
  });

  it('tells the customer in place when saving fails and keeps the form filled', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(saved);
    jest
      .mocked(updateAddress)
      .mockRejectedValue(httpError(500, { success: false, mess: 'Database down', message: 'Database down' }));
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const user = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('11'));
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'House 7, Model Town');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update address. Please try again.');
    expect(screen.getByLabelText('Address')).toHaveValue('House 7, Model Town');
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeEnabled();
    expect(alertSpy).not.toHaveBeenCalled();
    alertSpy.mockRestore();
  });

  it('keeps keyboard focus on Save Address when saving fails, and refuses a second press meanwhile', async () => {
    jest.mocked(fetchAddress).mockResolvedValue(saved);
    let fail: (e: unknown) => void = () => undefined;
    jest.mocked(updateAddress).mockReturnValue(
      new Promise<Address>((_resolve, reject) => {
        fail = reject;
      }),
    );
    const user = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('11'));
    const save = screen.getByRole('button', { name: 'Save Address' });
    save.focus();
    await user.keyboard('{Enter}');
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).not.toBeDisabled();
    await user.keyboard('{Enter}');
    expect(updateAddress).toHaveBeenCalledTimes(1);

    await flushAnswers(() => fail(httpError(500, { success: false, mess: 'Database down', message: 'Database down' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update address. Please try again.');
    expect(save).toHaveFocus();
  });

  describe('a state or city list that cannot be loaded', () => {
    it('is announced, describes its select, and Try again hands focus back to the select', async () => {
      jest.mocked(fetchAddress).mockResolvedValue(null);
      jest.mocked(fetchStates).mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce(states);
      const user = renderAddresses();
      await user.click(await screen.findByRole('button', { name: 'Add Address' }));
      // Announced (the server's generic notice is a toast of its own).
      expect(await screen.findByText('States could not be loaded.')).toHaveAttribute('role', 'alert');
      const state = screen.getByLabelText('State');
      expect(state).toHaveAccessibleDescription('States could not be loaded.');

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(state).toHaveFocus();
      await waitFor(() => expect(options(state)).toEqual(['Select a state', 'Punjab', 'Sindh']));
      expect(state).toHaveFocus();
      expect(state).not.toHaveAccessibleDescription();
      expect(screen.queryByText('States could not be loaded.')).not.toBeInTheDocument();
    });

    it('the saved state and city still show, as the form will save them', async () => {
      jest.mocked(fetchAddress).mockResolvedValue(saved);
      jest.mocked(fetchStates).mockRejectedValue(httpError(500));
      jest.mocked(fetchCities).mockRejectedValue(httpError(500));
      const user = renderAddresses();
      await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
      expect(await screen.findByText('States could not be loaded.')).toBeInTheDocument();
      expect(await screen.findByText('Cities could not be loaded.')).toBeInTheDocument();
      expect(screen.getByLabelText('State')).toHaveDisplayValue('Punjab');
      expect(screen.getByLabelText('City')).toHaveDisplayValue('Lahore');
    });

    it('the cities: focus stays on the City select while they load again', async () => {
      jest.mocked(fetchAddress).mockResolvedValue(saved);
      let answer: (c: City[]) => void = () => undefined;
      jest
        .mocked(fetchCities)
        .mockRejectedValueOnce(httpError(500))
        .mockImplementationOnce(
          () =>
            new Promise<City[]>((resolve) => {
              answer = resolve;
            }),
        );
      const user = renderAddresses();
      await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
      // Announced (the server's generic notice is a toast of its own).
      expect(await screen.findByText('Cities could not be loaded.')).toHaveAttribute('role', 'alert');
      const city = screen.getByLabelText('City');
      expect(city).toHaveAccessibleDescription('Cities could not be loaded.');

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      // Busy while loading, not disabled: a disabled select would drop focus to the page body.
      expect(city).toHaveAttribute('aria-busy', 'true');
      expect(city).not.toBeDisabled();
      expect(city).toHaveFocus();
      await flushAnswers(() => answer(cities[1]));
      expect(options(city)).toEqual(['Select a city', 'Lahore', 'Multan']);
      expect(city).toHaveValue('11');
      expect(city).toHaveFocus();
    });
  });

  it('offers a retry when the address cannot be loaded', async () => {
    jest.mocked(fetchAddress).mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce(saved);
    const user = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('House 5, Street 9, Gulberg III')).toBeInTheDocument();
  });
});
