import { Component, Suspense, useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { retryableLazy } from './retryable-lazy';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const Hello = () => <p>hello</p>;
const show = (Lazy: () => ReactNode) =>
  render(
    <Catch>
      <Suspense fallback="loading">
        <Lazy />
      </Suspense>
    </Catch>,
  );

test('loads on first render only, and keeps a loaded module (nothing to forget)', async () => {
  const load = jest.fn().mockResolvedValue({ default: Hello });
  const Lazy = retryableLazy(load);
  expect(load).not.toHaveBeenCalled();
  show(Lazy);
  expect(await screen.findByText('hello')).toBeInTheDocument();
  expect(Lazy.forgetFailedLoad()).toBe(false);
  show(Lazy);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load stays failed (as React.lazy caches it) until forgotten; then the next render loads again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
  const Lazy = retryableLazy(load);
  const first = show(Lazy);
  expect(await screen.findByText('failed')).toBeInTheDocument();
  first.unmount();

  const again = show(Lazy);
  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  again.unmount();

  expect(Lazy.forgetFailedLoad()).toBe(true);
  expect(Lazy.forgetFailedLoad()).toBe(false);
  show(Lazy);
  expect(await screen.findByText('hello')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a module preloaded before the first render shows at once, with no loading state', async () => {
  const load = jest.fn().mockResolvedValue({ default: Hello });
  const Lazy = retryableLazy(load);
  await Lazy.preload();
  show(Lazy);
  expect(screen.getByText('hello')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a render during the preload takes the load under way instead of starting another', async () => {
  let finish!: (mod: { default: typeof Hello }) => void;
  const load = jest.fn(
    () =>
      new Promise<{ default: typeof Hello }>((resolve) => {
        finish = resolve;
      }),
  );
  const Lazy = retryableLazy(load);
  const preloaded = Lazy.preload();
  show(Lazy);
  expect(screen.getByText('loading')).toBeInTheDocument();
  finish({ default: Hello });
  await preloaded;
  expect(await screen.findByText('hello')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed preload settles quietly; the render shows the failure, which can be forgotten', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
  const Lazy = retryableLazy(load);
  await expect(Lazy.preload()).resolves.toBeUndefined();
  const first = show(Lazy);
  expect(await screen.findByText('failed')).toBeInTheDocument();
  first.unmount();
  expect(Lazy.forgetFailedLoad()).toBe(true);
  await Lazy.preload();
  show(Lazy);
  expect(screen.getByText('hello')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a page that mounted while loading keeps its state when rendered again after the load', async () => {
  function Counter() {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        count {count}
      </button>
    );
  }
  const Lazy = retryableLazy(() => Promise.resolve({ default: Counter }));
  const view = show(Lazy);
  await userEvent.click(await screen.findByRole('button', { name: 'count 0' }));
  view.rerender(
    <Catch>
      <Suspense fallback="loading">
        <Lazy />
      </Suspense>
    </Catch>,
  );
  expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
});
