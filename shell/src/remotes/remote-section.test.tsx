import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@storefront/shared/testing';
import { createFallbackModule } from './remote-fallback-plugin';
import { remoteModule } from './remote-module';
import { registerStorefrontRemotes } from './remote-registry';
import { RemoteSection } from './remote-section';
import { REMOTE_FALLBACK_TEXT, REMOTE_UPDATING_TEXT } from './remote-fallback';
import { checkedManifest } from './remote-compat';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockReset();
  register.mockClear();
  registerStorefrontRemotes({ checkout: 'http://localhost:3002/mf-manifest.json' });
});
afterEach(() => jest.restoreAllMocks());

const Basket = () => <h1>Your basket is empty</h1>;

test('a compact section (the header search) loads in a box of its own size with a small spinner, named for it', () => {
  load.mockReturnValue(new Promise(() => {}));
  renderWithProviders(<RemoteSection module={remoteModule('checkout', './SearchBox')} compact label="Search" />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading search…');
  expect(status.className).toMatch(/small/);
  expect(status.parentElement?.className).toMatch(/loadingCompact/);
});

test('shows the loading state, then the remote page', async () => {
  let resolve!: (mod: unknown) => void;
  const basketLoad = new Promise((r) => {
    resolve = r;
  });
  load.mockReturnValue(basketLoad);
  renderWithProviders(<RemoteSection module={remoteModule('checkout', './BasketPage')} />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  await act(async () => {
    resolve({ default: Basket });
    await basketLoad;
  });
  expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('checkout/BasketPage');
});

test('nothing is fetched until the section renders', () => {
  remoteModule('checkout', './CheckoutPage');
  expect(load).not.toHaveBeenCalled();
});

test('a dead remote shows the fallback; Retry re-registers it with force and loads it again', async () => {
  load.mockResolvedValueOnce(createFallbackModule('checkout/BasketPage', new Error('ERR_CONNECTION_REFUSED')));
  renderWithProviders(
    <>
      <p>Header still works</p>
      <RemoteSection module={remoteModule('checkout', './BasketPage')} />
    </>,
  );
  expect(await screen.findByText(REMOTE_FALLBACK_TEXT)).toBeInTheDocument();
  // In place of the page, it is the page's heading and names the tab.
  expect(screen.getByRole('heading', { level: 1, name: REMOTE_FALLBACK_TEXT })).toBeInTheDocument();
  expect(document.title).toBe('Not available | Storefront');
  expect(screen.getByText('Header still works')).toBeInTheDocument();

  register.mockClear();
  load.mockResolvedValueOnce({ default: Basket });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
  expect(register).toHaveBeenCalledWith([{ name: 'checkout', entry: 'http://localhost:3002/mf-manifest.json' }], {
    force: true,
  });
  expect(load).toHaveBeenCalledTimes(2);
});

test('a rejected loadRemote (no fallback plugin) is caught the same way', async () => {
  load.mockRejectedValueOnce(new Error('RUNTIME-004'));
  renderWithProviders(<RemoteSection module={remoteModule('checkout', './OrderFailPage')} />);
  expect(await screen.findByText(REMOTE_FALLBACK_TEXT)).toBeInTheDocument();
});

test('a page that throws while rendering is retried without fetching the remote again', async () => {
  let fail = true;
  const Fragile = () => {
    if (fail) throw new Error('bug');
    return <p>Order placed</p>;
  };
  load.mockResolvedValue({ default: Fragile });
  renderWithProviders(<RemoteSection module={remoteModule('checkout', './OrderSuccessPage')} />);
  expect(await screen.findByText(REMOTE_FALLBACK_TEXT)).toBeInTheDocument();
  fail = false;
  register.mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Order placed')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(register).not.toHaveBeenCalled();
});

test('when a remote comes back in one section, its other failed sections try again by themselves', async () => {
  registerStorefrontRemotes({ catalog: 'http://localhost:3001/mf-manifest.json' });
  const down = () => createFallbackModule('catalog/x', new Error('ERR_CONNECTION_REFUSED'));
  load.mockImplementation(() => Promise.resolve(down()));
  renderWithProviders(
    <>
      <RemoteSection module={remoteModule('catalog', './SearchBox')} compact label="Search" />
      <RemoteSection module={remoteModule('catalog', './HomePage')} />
    </>,
  );
  expect(await screen.findByText('Search is not available right now.')).toBeInTheDocument();
  expect(await screen.findByText(REMOTE_FALLBACK_TEXT)).toBeInTheDocument();
  expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();

  load.mockImplementation((id: string) =>
    Promise.resolve({
      default: id === 'catalog/SearchBox' ? () => <input aria-label="Search products" /> : () => <h1>Fresh Picks</h1>,
    }),
  );
  register.mockClear();
  // Only the page's Retry is pressed; the header search follows.
  await userEvent.click(screen.getAllByRole('button', { name: 'Retry' }).find((b) => !b.getAttribute('aria-label'))!);
  expect(await screen.findByRole('heading', { name: 'Fresh Picks' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Search products' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // The remote's entry was renewed once, for the Retry; the search loads from the container the
  // page now runs from, rather than renewing it again (its code would then run twice).
  expect(register).toHaveBeenCalledTimes(1);
});

test('a render error says so rather than blaming the connection', async () => {
  const Broken = () => {
    throw new Error('bug');
  };
  load.mockResolvedValue({ default: Broken });
  renderWithProviders(<RemoteSection module={remoteModule('checkout', './BasketPage')} />);
  expect(await screen.findByText('Something went wrong while showing it. Please try again.')).toBeInTheDocument();
});

test('a release refused for its shared needs says the section is being updated, not that the connection failed', async () => {
  // What the runtime plugin's fetch hook saw: this release needs a React the page does not have.
  const manifest = { name: 'checkout', shared: [{ name: 'react', requiredVersion: '^20.0.0' }] };
  const answer = Promise.resolve({ ok: true, clone: () => ({ json: () => Promise.resolve(manifest) }) } as Response);
  await expect(checkedManifest(answer, () => [{ name: 'react', version: '19.3.1' }])).rejects.toThrow();
  load.mockResolvedValueOnce(createFallbackModule('checkout/BasketPage', new Error('RUNTIME-003')));
  renderWithProviders(<RemoteSection module={remoteModule('checkout', './BasketPage')} />);
  expect(await screen.findByRole('heading', { name: REMOTE_UPDATING_TEXT })).toBeInTheDocument();
  expect(screen.queryByText(/check your connection/i)).not.toBeInTheDocument();
});
