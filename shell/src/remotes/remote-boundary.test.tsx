import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteBoundary } from './remote-boundary';
import { REMOTE_FALLBACK_TEXT, REMOTE_UPDATING_TEXT } from './remote-fallback';
import { RemoteUnavailableError } from './remote-unavailable-error';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <p>Section content</p>;
}

test('a section that throws while rendering shows the fallback; Retry renders it again', async () => {
  shouldThrow = true;
  const onRetry = jest.fn();
  render(
    <>
      <p>Header still here</p>
      <RemoteBoundary onRetry={onRetry}>
        <Flaky />
      </RemoteBoundary>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(REMOTE_FALLBACK_TEXT);
  expect(screen.getByText('Header still here')).toBeInTheDocument();

  shouldThrow = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Section content')).toBeInTheDocument();
  expect(screen.queryByText(REMOTE_FALLBACK_TEXT)).not.toBeInTheDocument();
});

test('a failing retry shows the fallback again', async () => {
  shouldThrow = true;
  render(
    <RemoteBoundary>
      <Flaky />
    </RemoteBoundary>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText(REMOTE_FALLBACK_TEXT)).toBeInTheDocument();
});

test('a new resetKey (another path) drops the fallback and tries again', () => {
  shouldThrow = true;
  const { rerender } = render(
    <RemoteBoundary resetKey="/a">
      <Flaky />
    </RemoteBoundary>,
  );
  expect(screen.getByText(REMOTE_FALLBACK_TEXT)).toBeInTheDocument();
  shouldThrow = false;
  rerender(
    <RemoteBoundary resetKey="/b">
      <Flaky />
    </RemoteBoundary>,
  );
  expect(screen.getByText('Section content')).toBeInTheDocument();
});

test('a release this page cannot run says the section is being updated, and offers a reload rather than a retry', () => {
  function Refused(): never {
    throw new RemoteUnavailableError('catalog', './HomePage', { reason: 'incompatible' });
  }
  render(
    <RemoteBoundary>
      <Refused />
    </RemoteBoundary>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(REMOTE_UPDATING_TEXT);
  expect(alert).not.toHaveTextContent(/connection/);
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test("the header's slot names itself when its release is being updated", () => {
  function Refused(): never {
    throw new RemoteUnavailableError('catalog', './SearchBox', { reason: 'incompatible' });
  }
  render(
    <RemoteBoundary compact label="Search">
      <Refused />
    </RemoteBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Search is being updated.');
});
