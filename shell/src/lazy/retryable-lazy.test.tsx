import { Component, Suspense, type ReactNode } from 'react';
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
const show = (Lazy: () => ReactNode) => render(<Catch><Suspense fallback="loading"><Lazy /></Suspense></Catch>);

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
