import { createSlice } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { put, takeEvery } from 'redux-saga/effects';
import {
  createStorefrontStore,
  useAppSelector,
  useInjectSaga,
  useInjectSlice,
  type RootState,
} from '@storefront/shared/store';
import { MemoryStorage } from '../test-support/memory-storage';

const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 0, pinged: 0 },
  reducers: {
    incremented: (s) => {
      s.value += 1;
    },
    pinged: (s) => {
      s.pinged += 1;
    },
  },
});
type WithCounter = RootState & { counter?: { value: number; pinged: number } };

function* counterSaga() {
  // Every increment answers with a ping: shows the saga runs exactly once.
  yield takeEvery(counterSlice.actions.incremented.type, function* ping() {
    yield put(counterSlice.actions.pinged());
  });
}

const newStore = () => createStorefrontStore({ storage: new MemoryStorage(), connectApi: false });

describe('createStorefrontStore', () => {
  it('has cart, session and recently viewed from the start', () => {
    const state = newStore().getState();
    expect(state.cart).toEqual({ items: [], total: 0, itemCount: 0 });
    expect(state.session).toEqual({ token: null, user: null, expiry: null });
    expect(state.recentlyViewed).toEqual({ items: [] });
  });

  it('accepts preloaded state', () => {
    const item = { id: 1, name: 'A', imgUrl: '', netPrice: 10, stock: 3, slug: 'a', quantity: 2 };
    const store = createStorefrontStore({
      storage: new MemoryStorage(),
      connectApi: false,
      preloadedState: { cart: { items: [item], total: 20, itemCount: 2 } },
    });
    expect(store.getState().cart.itemCount).toBe(2);
  });

  it('injectSlice makes the state available at once and is idempotent', () => {
    const store = newStore();
    store.injectSlice(counterSlice);
    expect((store.getState() as WithCounter).counter).toEqual({ value: 0, pinged: 0 });
    store.dispatch(counterSlice.actions.incremented());
    store.injectSlice(counterSlice);
    expect((store.getState() as WithCounter).counter?.value).toBe(1);
  });

  it('runSagaOnce runs a saga once per key', () => {
    const store = newStore();
    store.injectSlice(counterSlice);
    const first = store.runSagaOnce('counter', counterSaga);
    const second = store.runSagaOnce('counter', counterSaga);
    expect(second).toBe(first);
    store.dispatch(counterSlice.actions.incremented());
    expect((store.getState() as WithCounter).counter?.pinged).toBe(1);
  });
});

describe('injection hooks', () => {
  function Counter() {
    useInjectSlice(counterSlice);
    useInjectSaga('counter', counterSaga);
    const value = useAppSelector((s) => (s as WithCounter).counter?.value);
    return <p>Value: {String(value)}</p>;
  }

  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('inject on first render, once across mounts', () => {
    const store = newStore();
    const { unmount } = render(
      <Provider store={store}>
        <Counter />
      </Provider>,
    );
    expect(screen.getByText('Value: 0')).toBeInTheDocument();
    unmount();
    render(
      <Provider store={store}>
        <Counter />
        <Counter />
      </Provider>,
    );
    act(() => {
      store.dispatch(counterSlice.actions.incremented());
    });
    expect(screen.getAllByText('Value: 1')).toHaveLength(2);
    expect((store.getState() as WithCounter).counter?.pinged).toBe(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a component already on screen is not disturbed by a later injection', () => {
    const store = newStore();
    function Basket() {
      const count = useAppSelector((s) => s.cart.itemCount);
      return <p>Basket: {count}</p>;
    }
    render(
      <Provider store={store}>
        <Basket />
        <Counter />
      </Provider>,
    );
    expect(screen.getByText('Basket: 0')).toBeInTheDocument();
    expect(screen.getByText('Value: 0')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
