import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectUser } from '@storefront/shared/session';
import type { User } from '@storefront/shared/types';
import { useState } from 'react';
import { httpError, networkError } from '../../../test-utils/api-errors';
import { demoUser } from '../../../test-utils/fixtures';
import { renderWithProviders } from '@storefront/shared/testing';
import { updateUser } from '../api/customer-api';
import { AccountDetails } from './account-details';
import { flushAnswers } from '@storefront/shared/testing';

jest.mock('../api/customer-api');
const mockedUpdate = jest.mocked(updateUser);

// The page keeps the user; this stands in for it and shows what the header would.
function Harness() {
  const [user, setUser] = useState<User>(demoUser);
  return (
    <>
      <p data-testid="header-name">{user.name}</p>
      <AccountDetails user={user} onUpdated={setUser} />
    </>
  );
}

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const rendered = renderWithProviders(<Harness />, { route: '/account', user: demoUser });
  return { user, ...rendered };
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit Details' }));
  return screen.getByRole('form', { name: 'Edit account details' });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockedUpdate.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('AccountDetails', () => {
  it('shows name, e-mail and phone in view mode', () => {
    setup();
    expect(screen.getByText('Ayesha Khan', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('ayesha@example.pk')).toBeInTheDocument();
    expect(screen.getByText('03001234567')).toBeInTheDocument();
  });

  it('moves focus to the first field when Edit Details opens the form', async () => {
    const { user } = setup();
    await openEditor(user);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('shows the e-mail in a disabled input and the rule messages for name and phone', async () => {
    const { user } = setup();
    await openEditor(user);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ayesha@example.pk');

    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '0412345678');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Invalid Pakistani phone number. Format: 03XXXXXXXXX'),
    );
    await waitFor(() => expect(name).toHaveFocus());
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it('saves, shows the success message for 3 seconds and updates the session user', async () => {
    const saved = { ...demoUser, name: 'Ayesha K. Malik', phone: '03111234567' };
    mockedUpdate.mockResolvedValue(saved);
    const { user, store } = setup();
    await openEditor(user);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '  Ayesha K. Malik ');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '03111234567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(mockedUpdate).toHaveBeenCalledWith({
      id: 7,
      name: 'Ayesha K. Malik',
      email: 'ayesha@example.pk',
      phone: '03111234567',
    });
    await screen.findByText('Your account details have been updated successfully!');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your account details have been updated successfully!');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Ayesha K. Malik');
    expect(selectUser(store.getState())?.name).toBe('Ayesha K. Malik');
    expect(screen.getByRole('button', { name: 'Edit Details' })).toHaveFocus();

    act(() => jest.advanceTimersByTime(2900));
    expect(status).toHaveTextContent('Your account details have been updated successfully!');
    act(() => jest.advanceTimersByTime(100));
    expect(status).toBeEmptyDOMElement();
  });

  it.each(['0300-1234567', '+923001234567', '+92 300 1234567'])(
    'takes the phone %s whole and sends it as 03XXXXXXXXX',
    async (typed) => {
      mockedUpdate.mockResolvedValue({ ...demoUser, phone: '03001234567' });
      const { user } = setup();
      await openEditor(user);
      const phone = screen.getByLabelText('Phone');
      expect(phone).toHaveAttribute('inputmode', 'tel');
      expect(phone).toHaveAttribute('autocomplete', 'tel');
      await user.clear(phone);
      await user.type(phone, typed);
      expect(phone).toHaveValue(typed);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(mockedUpdate).toHaveBeenCalledWith({
        id: 7,
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        phone: '03001234567',
      });
    },
  );

  it("shows the server's message on failure and keeps what was typed", async () => {
    mockedUpdate.mockRejectedValue(
      httpError(409, { success: false, mess: 'Phone number already in use', message: 'Phone number already in use' }),
    );
    const { user } = setup();
    await openEditor(user);
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '03219876543');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number already in use');
    expect(screen.getByLabelText('Phone')).toHaveValue('03219876543');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveAttribute('aria-disabled', 'false');
  });

  it("falls back to 'Something went wrong' when the server gave no message", async () => {
    mockedUpdate.mockRejectedValue(networkError());
    const { user } = setup();
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('puts server field errors next to their fields', async () => {
    mockedUpdate.mockRejectedValue(
      httpError(400, {
        success: false,
        mess: 'Please check the form',
        message: 'Please check the form',
        errors: { phone: 'Phone number already in use' },
      }),
    );
    const { user } = setup();
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Please check the form');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Phone number already in use'),
    );
  });

  it('says a wrong current password once, beside the field', async () => {
    mockedUpdate.mockRejectedValue(
      httpError(400, {
        success: false,
        mess: 'Current password is incorrect',
        message: 'Current password is incorrect',
        errors: { currentPassword: 'Current password is incorrect' },
      }),
    );
    const { user } = setup();
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText('Current password'), 'not-my-password');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is incorrect');
  });

  it('makes the save button unavailable while saving, and a second press does nothing', async () => {
    let resolve: (u: User) => void = () => {};
    mockedUpdate.mockReturnValue(
      new Promise<User>((r) => {
        resolve = r;
      }),
    );
    const { user } = setup();
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveAttribute('aria-busy', 'true');
    await user.click(saving);
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(mockedUpdate).toHaveBeenCalledTimes(1);
    await flushAnswers(() => resolve(demoUser));
    expect(await screen.findByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
  });

  /** Presses Enter on Save Changes in the editor while the save fails with no field to point at. */
  async function saveFromKeyboardAndFail() {
    mockedUpdate.mockRejectedValue(networkError());
    const { user } = setup();
    await openEditor(user);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    save.focus();
    await user.keyboard('{Enter}');
    return save;
  }

  it('keeps keyboard focus on Save Changes when the save fails with no field to point at', async () => {
    const save = await saveFromKeyboardAndFail();
    // While saving it is not disabled: a disabled button would drop focus to the page body.
    expect(screen.getByRole('button', { name: 'Saving…' })).not.toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(save).toHaveFocus();
  });

  it('scrolls Save Changes back into view when the failure shown above it pushes it down', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function scrollIntoView(this: Element) {
      scrolled.push(this);
    });
    // jsdom has no scrollIntoView; lend one for this test only.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      const save = await saveFromKeyboardAndFail();
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
      expect(scrolled).toEqual([save]);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  describe('change-password section', () => {
    it('is closed until asked for, and its rules apply only when open', async () => {
      mockedUpdate.mockResolvedValue(demoUser);
      const { user } = setup();
      const form = await openEditor(user);
      const toggle = within(form).getByRole('button', { name: 'Change password' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Current password is required')).toBeInTheDocument();
      expect(screen.getByText('New password is required')).toBeInTheDocument();
      expect(mockedUpdate).not.toHaveBeenCalled();

      // Closing the section drops its rules and its values.
      await user.click(within(form).getByRole('button', { name: 'Keep current password' }));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(mockedUpdate).toHaveBeenCalledWith({
        id: 7,
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        phone: '03001234567',
      });
    });

    it('checks length and confirmation', async () => {
      const { user } = setup();
      await openEditor(user);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      await user.type(screen.getByLabelText('Current password'), 'old-secret');
      await user.type(screen.getByLabelText('New password'), 'short');
      await user.type(screen.getByLabelText('Confirm new password'), 'shorter');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
      expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
      expect(mockedUpdate).not.toHaveBeenCalled();
    });

    it.each([
      [demoUser.email.toUpperCase(), 'Password must not be your email address'],
      ['password123', 'This password is too common. Please choose one that is harder to guess.'],
      ['          ', 'Password cannot be only spaces'],
    ])('refuses %j as the new password with its message', async (newPassword, message) => {
      const { user } = setup();
      await openEditor(user);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      await user.type(screen.getByLabelText('Current password'), 'old-secret');
      await user.type(screen.getByLabelText('New password'), newPassword);
      await user.type(screen.getByLabelText('Confirm new password'), newPassword);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(mockedUpdate).not.toHaveBeenCalled();
    });

    it("answers a new password left unconfirmed with 'Passwords do not match' (spec section 5)", async () => {
      const { user } = setup();
      await openEditor(user);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      await user.type(screen.getByLabelText('Current password'), 'old-secret');
      await user.type(screen.getByLabelText('New password'), 'new-secret-1');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
      expect(screen.queryByText('Please confirm your password')).not.toBeInTheDocument();
      expect(mockedUpdate).not.toHaveBeenCalled();
    });

    it('sends the current and new password when changing it', async () => {
      mockedUpdate.mockResolvedValue(demoUser);
      const { user } = setup();
      await openEditor(user);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      await user.type(screen.getByLabelText('Current password'), 'old-secret');
      await user.type(screen.getByLabelText('New password'), 'new-secret-1');
      await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(mockedUpdate).toHaveBeenCalledWith({
        id: 7,
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        phone: '03001234567',
        currentPassword: 'old-secret',
        newPassword: 'new-secret-1',
      });
      expect(await screen.findByText('Your account details have been updated successfully!')).toBeInTheDocument();
    });
  });
});
