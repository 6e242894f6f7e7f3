import { act, render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@storefront/shared/api';
import { createStorefrontStore } from '@storefront/shared/store';
import {
  isSessionEnded,
  loggedIn,
  ownAccountCall,
  selectIsLoggedIn,
  SESSION_NOT_OWNED_MESSAGE,
} from '@storefront/shared/session';
import { ToastHost } from '@storefront/shared/ui';
import { MemoryStorage } from '../test-support/memory-storage';

const user = { id: 8, name: 'Bilal', email: 'bilal@example.pk', phone: '03001234567', createdAt: '2025-01-01' };

const refused = (status: number, mess: string) => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    data: { success: false, mess },
    headers: {},
    config,
  });
};

// An ended session's token is revoked on the server: that call answers here, as the server would.
beforeEach(() => jest.spyOn(api, 'post').mockResolvedValue({ data: { success: true } }));
afterEach(() => jest.restoreAllMocks());

function loggedInStore() {
  const storage = new MemoryStorage();
  const store = createStorefrontStore({ storage });
  store.dispatch(loggedIn({ token: 'tok', user }));
  return { store, storage };
}

describe('ownAccountCall', () => {
  it('passes an answer through', async () => {
    const { store } = loggedInStore();
    await expect(ownAccountCall(Promise.resolve({ id: 8 }))).resolves.toEqual({ id: 8 });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it("a 403 means the saved user is not the token's: ends the session, clears storage and says so once", async () => {
    render(<ToastHost />);
    const { store, storage } = loggedInStore();
    const own = refused(403, 'You can only access your own account');

    // Two calls refused at once, as the account page's reads can be.
    let errors: unknown[] = [];
    await act(async () => {
      errors = await Promise.all([own, own].map((e) => ownAccountCall(Promise.reject(e)).catch((err: unknown) => err)));
    });

    expect(errors.map(isSessionEnded)).toEqual([true, true]);
    expect((errors[0] as Error).message).toBe(SESSION_NOT_OWNED_MESSAGE);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.getItem('auth_token')).toBeNull();
    expect(storage.getItem('auth_user')).toBeNull();
    expect(await screen.findByText(SESSION_NOT_OWNED_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(SESSION_NOT_OWNED_MESSAGE)).toHaveLength(1);
  });

  it.each([
    ['a 404', refused(404, 'Customer not found')],
    ['a 500', refused(500, 'Database down')],
    ['a network failure', new AxiosError('Network Error', 'ERR_NETWORK')],
  ])('leaves the session alone on %s, and fails with the error itself', async (_label, failure) => {
    const { store } = loggedInStore();
    await expect(ownAccountCall(Promise.reject(failure))).rejects.toBe(failure);
    expect(isSessionEnded(failure)).toBe(false);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});
