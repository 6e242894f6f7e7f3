// The API hears the page's language, and the client's own messages show in it.
import { act, render, screen } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { api, configureApi, getErrorMessage, notifyApiError } from '@storefront/shared/api';
import { setRuntimeConfig } from '@storefront/shared/config';
import { i18n, useMessageText } from '@storefront/shared/i18n';
import { notify, ToastHost } from '@storefront/shared/ui';

function recordRequests() {
  const seen: InternalAxiosRequestConfig[] = [];
  api.defaults.adapter = (config) => {
    seen.push(config);
    return Promise.resolve({ status: 200, statusText: 'OK', data: { success: true, data: null }, headers: {}, config });
  };
  return seen;
}

const timeout = () => new AxiosError('timeout of 15000ms exceeded', 'ECONNABORTED', { headers: {} } as never);

beforeEach(() => {
  setRuntimeConfig({ apiRoot: '/api/api', remotes: {}, support: { email: 'e', phone: 'p', address: 'a', social: {} } });
  configureApi();
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  notify.dismissAll();
});

describe('Accept-Language', () => {
  it("names the page's language on every request, as it is at the time of the request", async () => {
    const seen = recordRequests();
    await api.get('/policies');
    await act(() => i18n.changeLanguage('ur'));
    await api.post('/auth/login', { email: 'a@b.pk' });
    await act(() => i18n.changeLanguage('en'));
    await api.delete('/wishlist/1');
    expect(seen.map((config) => String(config.headers['Accept-Language']))).toEqual(['en', 'ur', 'en']);
  });

  it('keeps a language the caller names itself', async () => {
    const seen = recordRequests();
    await act(() => i18n.changeLanguage('ur'));
    await api.get('/policies', { headers: { 'Accept-Language': 'en' } });
    expect(seen[0].headers['Accept-Language']).toBe('en');
  });
});

describe("the client's own messages in Urdu", () => {
  it('stay English constants, shown in Urdu through useMessageText', async () => {
    function Failure({ error }: { error: unknown }) {
      const message = useMessageText();
      return <p role="alert">{message(getErrorMessage(error))}</p>;
    }
    expect(getErrorMessage(timeout())).toBe('The shop took too long to answer. Please try again in a moment.');
    await act(() => i18n.changeLanguage('ur'));
    render(<Failure error={timeout()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'دکان نے جواب دینے میں بہت دیر لگا دی۔ براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
    );
  });

  it("notifyApiError titles the notice in Urdu and shows the server's words as they came", async () => {
    await act(() => i18n.changeLanguage('ur'));
    render(<ToastHost />);
    const refused = new AxiosError(
      'Request failed with status code 409',
      'ERR_BAD_REQUEST',
      { headers: {} } as never,
      null,
      {
        status: 409,
        statusText: '',
        data: { success: false, mess: 'اسٹاک ختم ہو گیا' },
        headers: {},
        config: { headers: {} } as never,
      },
    );
    act(() => notifyApiError(refused));
    expect(await screen.findByRole('alert', { name: 'سرور کا پیغام!! اسٹاک ختم ہو گیا' })).toBeInTheDocument();
  });
});
