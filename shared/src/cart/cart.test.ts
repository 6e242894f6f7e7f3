import { createStorefrontStore } from '@storefront/shared/store';
import {
  canDecrease,
  canIncrease,
  cartCleared,
  cartInitialized,
  cartRefreshed,
  itemAdded,
  itemRemoved,
  loadCart,
  quantityChanged,
  refreshLines,
  selectCart,
  selectCartItemCount,
  selectCartItems,
  selectCartTotal,
  toCartItem,
} from '@storefront/shared/cart';
import type { Product } from '@storefront/shared/types';
import { MemoryStorage, throwingStorage } from '../test-support/memory-storage';

const rice = { id: 1, name: 'Basmati Rice 5kg', imgUrl: '/r.svg', netPrice: 1500, stock: 5, slug: 'basmati-rice-5kg' };
const tea = { id: 2, name: 'Tapal Danedar 950g', imgUrl: '/t.svg', netPrice: 1234, stock: 2, slug: 'tapal-danedar' };

function setup(initial: Record<string, string> = {}) {
  const storage = new MemoryStorage(initial);
  const store = createStorefrontStore({ storage, connectApi: false });
  const saved = () =>
    JSON.parse(storage.getItem('cart') ?? 'null') as { items: unknown[]; total: number; itemCount: number };
  return { store, storage, saved };
}

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('adding to the basket', () => {
  it('adds a quantity of 1 by default', () => {
    const { store } = setup();
    store.dispatch(itemAdded({ item: rice }));
    expect(selectCartItems(store.getState())).toEqual([{ ...rice, quantity: 1 }]);
  });

  it('merges into an existing line and caps at the stock', () => {
    const { store } = setup();
    store.dispatch(itemAdded({ item: rice, quantity: 3 }));
    store.dispatch(itemAdded({ item: rice, quantity: 4 }));
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(selectCartItems(store.getState())[0].quantity).toBe(5);
  });

  it('caps a first add at the stock', () => {
    const { store } = setup();
    store.dispatch(itemAdded({ item: tea, quantity: 9 }));
    expect(selectCartItems(store.getState())[0].quantity).toBe(2);
  });

  it('adds nothing when out of stock or for a quantity below 1', () => {
    const { store } = setup();
    store.dispatch(itemAdded({ item: { ...rice, stock: 0 } }));
    store.dispatch(itemAdded({ item: tea, quantity: 0 }));
    store.dispatch(itemAdded({ item: tea, quantity: Number.NaN }));
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('caps an unbounded quantity at the stock instead of resetting the line to 1', () => {
    const { store } = setup();
    store.dispatch(itemAdded({ item: rice, quantity: 3 }));
    store.dispatch(itemAdded({ item: rice, quantity: Number.POSITIVE_INFINITY }));
    expect(selectCartItems(store.getState())[0].quantity).toBe(rice.stock);
    store.dispatch(itemAdded({ item: tea, quantity: Number.POSITIVE_INFINITY }));
    expect(selectCartItems(store.getState())[1].quantity).toBe(tea.stock);
  });

  it('adds nothing for a product whose stock is unknown (the line could not be capped or restored)', () => {
    const { store, saved } = setup();
    store.dispatch(itemAdded({ item: { ...rice, stock: undefined as unknown as number } }));
    store.dispatch(itemAdded({ item: { ...tea, stock: '7' as unknown as number } }));
    store.dispatch(itemAdded({ item: { ...tea, stock: Number.NaN } }));
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(saved()).toEqual({ items: [], total: 0, itemCount: 0 });
  });

  it('counts quantities and totals netPrice × quantity', () => {
    const { store } = setup();
    store.dispatch(itemAdded({ item: rice, quantity: 2 }));
    store.dispatch(itemAdded({ item: tea }));
    expect(selectCartItemCount(store.getState())).toBe(3);
    expect(selectCartTotal(store.getState())).toBe(2 * 1500 + 1234);
  });
});

describe('changing the basket', () => {
  it('keeps a changed quantity between 1 and the stock', () => {
    const { store } = setup();
    store.dispatch(itemAdded({ item: rice, quantity: 2 }));
    store.dispatch(quantityChanged({ id: 1, quantity: 0 }));
    expect(selectCartItems(store.getState())[0].quantity).toBe(1);
    store.dispatch(quantityChanged({ id: 1, quantity: 99 }));
    expect(selectCartItems(store.getState())[0].quantity).toBe(5);
    store.dispatch(quantityChanged({ id: 1, quantity: Number.NaN }));
    expect(selectCartItems(store.getState())[0].quantity).toBe(5);
    expect(selectCartTotal(store.getState())).toBe(7500);
  });

  it('removes a line and clears the basket', () => {
    const { store } = setup();
    store.dispatch(itemAdded({ item: rice }));
    store.dispatch(itemAdded({ item: tea }));
    store.dispatch(itemRemoved(1));
    expect(selectCartItems(store.getState()).map((i) => i.id)).toEqual([2]);
    store.dispatch(cartCleared());
    expect(selectCart(store.getState())).toEqual({ items: [], total: 0, itemCount: 0 });
  });

  it('initialises from data, dropping invalid lines and recomputing totals', () => {
    const { store } = setup();
    store.dispatch(
      cartInitialized({ items: [{ ...rice, quantity: 2 }, { id: 'x' } as never], total: 1, itemCount: 99 }),
    );
    expect(selectCart(store.getState())).toEqual({ items: [{ ...rice, quantity: 2 }], total: 3000, itemCount: 2 });
  });
});

describe('checking the basket against the products as they are now', () => {
  const oil = { id: 3, name: 'Dalda Cooking Oil 5L', imgUrl: '/o.svg', netPrice: 2800, stock: 9, slug: 'dalda-oil' };
  const lines = [
    { ...rice, quantity: 4 },
    { ...tea, quantity: 2 },
    { ...oil, quantity: 1 },
  ];

  it('drops gone and sold-out products, lowers a quantity to the stock, takes the new price, and says so', () => {
    const now = [
      { ...rice, stock: 3, netPrice: 1400, name: 'Basmati Rice 5 kg' },
      { ...oil, stock: 0 },
    ];
    const { items, changes } = refreshLines(lines, [1, 2, 3], now);
    expect(items).toEqual([{ ...rice, stock: 3, netPrice: 1400, name: 'Basmati Rice 5 kg', quantity: 3 }]);
    expect(changes).toEqual([
      { kind: 'quantityReduced', name: 'Basmati Rice 5 kg', quantity: 3 },
      { kind: 'priceChanged', name: 'Basmati Rice 5 kg', from: 1500, to: 1400 },
      { kind: 'unavailable', name: 'Tapal Danedar 950g' },
      { kind: 'soldOut', name: 'Dalda Cooking Oil 5L' },
    ]);
  });

  it('changes nothing, and says nothing, when the products are as they were', () => {
    expect(refreshLines(lines, [1, 2, 3], [rice, tea, oil])).toEqual({ items: lines, changes: [] });
  });

  it('leaves alone a line it did not ask about (added while the answer was on its way)', () => {
    const { items, changes } = refreshLines(lines, [1], [{ ...rice, stock: 10 }]);
    expect(items).toEqual([{ ...rice, stock: 10, quantity: 4 }, lines[1], lines[2]]);
    expect(changes).toEqual([]);
  });

  it('cartRefreshed applies it, recomputes the totals and saves the basket', () => {
    const { store, saved } = setup();
    store.dispatch(itemAdded({ item: rice, quantity: 4 }));
    store.dispatch(itemAdded({ item: tea }));
    store.dispatch(cartRefreshed({ ids: [1, 2], products: [{ ...rice, stock: 2, netPrice: 1000 }] }));
    expect(selectCart(store.getState())).toEqual({
      items: [{ ...rice, stock: 2, netPrice: 1000, quantity: 2 }],
      total: 2000,
      itemCount: 2,
    });
    expect(saved().total).toBe(2000);
  });
});

describe('plus and minus buttons', () => {
  it('minus is disabled at 1, plus when stock is below quantity + 1', () => {
    expect(canDecrease({ quantity: 1 })).toBe(false);
    expect(canDecrease({ quantity: 2 })).toBe(true);
    expect(canIncrease({ quantity: 4, stock: 5 })).toBe(true);
    expect(canIncrease({ quantity: 5, stock: 5 })).toBe(false);
  });
});

describe('persistence under "cart"', () => {
  it('is saved after every action', () => {
    const { store, saved } = setup();
    store.dispatch(itemAdded({ item: rice }));
    expect(saved()).toEqual({ items: [{ ...rice, quantity: 1 }], total: 1500, itemCount: 1 });
    store.dispatch(quantityChanged({ id: 1, quantity: 3 }));
    expect(saved().itemCount).toBe(3);
    store.dispatch(itemRemoved(1));
    expect(saved().items).toEqual([]);
  });

  it('is restored on start', () => {
    const { store } = setup({ cart: JSON.stringify({ items: [{ ...tea, quantity: 2 }], total: 0, itemCount: 0 }) });
    expect(selectCart(store.getState())).toEqual({ items: [{ ...tea, quantity: 2 }], total: 2468, itemCount: 2 });
  });

  it('falls back to an empty basket on missing, corrupt or wrong-shaped data (logged)', () => {
    expect(loadCart(new MemoryStorage()).items).toEqual([]);
    expect(errorSpy).not.toHaveBeenCalled();
    expect(loadCart(new MemoryStorage({ cart: '{not json' })).items).toEqual([]);
    expect(loadCart(new MemoryStorage({ cart: '"a string"' })).items).toEqual([]);
    expect(loadCart(new MemoryStorage({ cart: 'null' })).items).toEqual([]);
    expect(errorSpy).toHaveBeenCalledTimes(3);
    expect(loadCart(new MemoryStorage({ cart: JSON.stringify({ items: { 0: rice } }) })).items).toEqual([]);
    expect(loadCart(new MemoryStorage({ cart: JSON.stringify({ items: 'rice' }) })).items).toEqual([]);
  });

  it('drops saved lines the basket could never hold', () => {
    const bad = [
      { ...rice, quantity: -3 },
      { ...rice, quantity: 0 },
      { ...rice, quantity: 1.5 },
      { ...rice, stock: 0 },
      { ...rice, stock: -4 },
      { ...rice, netPrice: -1 },
      { ...rice, id: 0 },
      // Nothing to name or link: an empty name, a slug that is not one.
      { ...rice, name: '' },
      { ...rice, name: '   ' },
      { ...rice, slug: '' },
      { ...rice, slug: '../../account/orders' },
    ];
    const cart = loadCart(new MemoryStorage({ cart: JSON.stringify({ items: [...bad, { ...tea, quantity: 1 }] }) }));
    expect(cart).toEqual({ items: [{ ...tea, quantity: 1 }], total: tea.netPrice, itemCount: 1 });
    expect(errorSpy).toHaveBeenCalledWith('Dropped 11 unreadable basket line(s)');
  });

  it("never loads a saved line's image from another site", () => {
    const lines = [
      { ...rice, quantity: 1, imgUrl: 'https://evil.example/track.gif' },
      { ...tea, quantity: 1, imgUrl: '//evil.example/t.gif' },
    ];
    const cart = loadCart(new MemoryStorage({ cart: JSON.stringify({ items: lines }) }));
    expect(cart.items.map((item) => item.imgUrl)).toEqual(['', '']);
    expect(
      loadCart(new MemoryStorage({ cart: JSON.stringify({ items: [{ ...tea, quantity: 1 }] }) })).items[0].imgUrl,
    ).toBe(tea.imgUrl);
  });

  it('merges saved lines of the same product, capped at its stock', () => {
    const twice = {
      items: [
        { ...rice, quantity: 2 },
        { ...tea, quantity: 1 },
        { ...rice, quantity: 2 },
      ],
    };
    expect(loadCart(new MemoryStorage({ cart: JSON.stringify(twice) }))).toEqual({
      items: [
        { ...rice, quantity: 4 },
        { ...tea, quantity: 1 },
      ],
      total: 4 * rice.netPrice + tea.netPrice,
      itemCount: 5,
    });
    const over = {
      items: [
        { ...rice, quantity: 4 },
        { ...rice, quantity: 4 },
      ],
    };
    expect(loadCart(new MemoryStorage({ cart: JSON.stringify(over) })).items).toEqual([
      { ...rice, quantity: rice.stock },
    ]);
  });

  it('keeps working when storage throws', () => {
    const store = createStorefrontStore({ storage: throwingStorage, connectApi: false });
    store.dispatch(itemAdded({ item: rice }));
    expect(selectCartItemCount(store.getState())).toBe(1);
    expect(errorSpy).toHaveBeenCalled();
  });

  it('works with no storage at all', () => {
    const store = createStorefrontStore({ storage: null, connectApi: false });
    store.dispatch(itemAdded({ item: rice }));
    expect(selectCartItemCount(store.getState())).toBe(1);
  });
});

it('toCartItem keeps the fields a basket line needs', () => {
  const product = {
    ...rice,
    productPhotos: [],
    price: 1500,
    total: 2000,
    discount: 25,
    brand: { name: 'B', slug: 'b' },
    shortDesc: '',
    desc: '',
    createdAt: '',
  } as Product;
  expect(toCartItem(product)).toEqual(rice);
});
