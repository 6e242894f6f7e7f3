import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_FALLBACK_TEXT } from '../remotes/remote-fallback';
import { renderWithProviders } from '@storefront/shared/testing';
import { lazyPage, PageUnavailableError } from '../lib/lazy-page';
import { PageSection } from './page-section';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const About = () => <h1>About Us</h1>;
const chunkLoadError = () => Object.assign(new Error('Loading chunk 4121 failed.'), { name: 'ChunkLoadError' });

test('shows the loading state, then the page; the chunk is downloaded once, on first render', async () => {
  const load = jest.fn().mockResolvedValue({ default: About });
  const page = lazyPage('about', load);
  expect(load).not.toHaveBeenCalled();
  renderWithProviders(<PageSection page={page} />, { route: '/about' });
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a chunk that fails to download shows the fallback beside the rest of the page; Retry downloads it again', async () => {
  const load = jest.fn().mockRejectedValueOnce(chunkLoadError()).mockResolvedValueOnce({ default: About });
  renderWithProviders(
    <>
      <p>Header still works</p>
      <PageSection page={lazyPage('about', load)} />
    </>,
    { route: '/about' },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_FALLBACK_TEXT);
  expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
  expect(screen.getByText('Header still works')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a failed download is reported as the page being unavailable, with its cause', async () => {
  const cause = chunkLoadError();
  const page = lazyPage('terms', jest.fn().mockRejectedValue(cause));
  renderWithProviders(<PageSection page={page} />, { route: '/terms' });
  await screen.findByRole('alert');
  const logged = (console.error as jest.Mock).mock.calls.flat().find((arg) => arg instanceof PageUnavailableError);
  expect(logged).toMatchObject({ page: 'terms', cause });
});

test('a page that throws while rendering says so, and Retry renders it again without downloading it again', async () => {
  let broken = true;
  const Fragile = () => {
    if (broken) throw new Error('bug');
    return <h1>Privacy Policy</h1>;
  };
  const load = jest.fn().mockResolvedValue({ default: Fragile });
  renderWithProviders(<PageSection page={lazyPage('privacy', load)} />, { route: '/privacy' });
  expect(await screen.findByText('Something went wrong while showing it. Please try again.')).toBeInTheDocument();
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a plain (not lazy) page is kept by the boundary too', async () => {
  let broken = true;
  const NotFound = () => {
    if (broken) throw new Error('bug');
    return <h1>Page Not Found</h1>;
  };
  renderWithProviders(<PageSection page={NotFound} />, { route: '/nowhere' });
  expect(screen.getByRole('alert')).toHaveTextContent(REMOTE_FALLBACK_TEXT);
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
});
