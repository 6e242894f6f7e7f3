import { act } from '@testing-library/react';
import { api } from '@storefront/shared/api';
import { i18n } from '@storefront/shared/i18n';
import { register } from './register-api';

const values = { name: 'Bilal', email: 'b@example.pk', phone: '03211234567', password: 'x', confirmPassword: 'x' };
const answer = { data: { success: true, data: null }, status: 200, statusText: 'OK', headers: {}, config: {} } as never;

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('register', () => {
  it.each(['en', 'ur'] as const)(
    "sends the page's language (%s), so the account is created with it",
    async (language) => {
      await act(() => i18n.changeLanguage(language));
      const post = jest.spyOn(api, 'post').mockResolvedValue(answer);
      await register(values);
      expect(post).toHaveBeenCalledWith('/auth/register', { ...values, language });
    },
  );
});
