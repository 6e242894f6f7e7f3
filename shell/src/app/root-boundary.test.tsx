import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@storefront/shared/config';
import { createStorefrontStore } from '@storefront/shared/store';
import { TEST_CONFIG } from '@storefront/shared/testing';
import { App } from './app';
import { RootBoundary, ROOT_FALLBACK_TITLE } from './root-boundary';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn((id: string) => Promise.resolve({ default: () => <h1>{`remote ${id}`}</h1> })),
}));
jest.mock('../layout/category-sidebar/api/get-all-categories', () => ({
  getAllCategories: jest.fn().mockResolvedValue([]),
}));

let mockFooterBroken = false;
jest.mock('../layout/footer/site-footer', () => ({
  ...jest.requireActual<typeof import('../layout/footer/site-footer')>('../layout/footer/site-footer'),
  SiteFooter: () => {
    if (mockFooterBroken) throw new Error('footer bug');
    return <footer>Footer</footer>;
  },
}));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setRuntimeConfig(TEST_CONFIG);
  mockFooterBroken = false;
});
afterEach(() => jest.restoreAllMocks());

const renderApp = () => render(<App store={createStorefrontStore({ storage: null, connectApi: false })} />);

test('the app renders normally while nothing fails', async () => {
  renderApp();
  expect(await screen.findByRole('heading', { name: 'remote catalog/HomePage' })).toBeInTheDocument();
  expect(screen.queryByText(ROOT_FALLBACK_TITLE)).not.toBeInTheDocument();
});

test('a layout part that throws shows a plain message with Reload instead of a blank page, and is logged', () => {
  mockFooterBroken = true;
  renderApp();
  const alert = screen.getByRole('alert');
  const heading = within(alert).getByRole('heading', { level: 1, name: ROOT_FALLBACK_TITLE });
  expect(heading).toHaveFocus();
  expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
  expect(document.title).toBe('Something went wrong | Storefront');
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith(
    '[shell] the page failed',
    expect.objectContaining({ message: 'footer bug' }),
    expect.any(String),
  );
});

test('Reload reloads the page', async () => {
  const Broken = () => {
    throw new Error('header bug');
  };
  const onReload = jest.fn();
  render(
    <RootBoundary onReload={onReload}>
      <Broken />
    </RootBoundary>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledTimes(1);
});
