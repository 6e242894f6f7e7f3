import { act, screen } from '@testing-library/react';
import { itemAdded, itemRemoved, quantityChanged } from '@storefront/shared/cart';
import { renderWithProviders } from '@storefront/shared/testing';
import { BasketLink, basketLabel } from './basket-link';

const phone = { id: 1, name: 'Phone', imgUrl: '/p.svg', netPrice: 25000, stock: 5, slug: 'phone' };
const cable = { id: 2, name: 'Cable', imgUrl: '/c.svg', netPrice: 500, stock: 2, slug: 'cable' };

test('the basket link names the item count and follows the cart', () => {
  const { store } = renderWithProviders(<BasketLink />);
  const link = screen.getByRole('link', { name: 'Basket, 0 items' });
  expect(link).toHaveAttribute('href', '/basket');

  act(() => {
    store.dispatch(itemAdded({ item: phone }));
  });
  expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toBeInTheDocument();

  act(() => {
    store.dispatch(itemAdded({ item: cable, quantity: 5 }));
  }); // capped at stock 2
  expect(screen.getByRole('link', { name: 'Basket, 3 items' })).toBeInTheDocument();

  act(() => {
    store.dispatch(quantityChanged({ id: 1, quantity: 4 }));
  });
  expect(screen.getByRole('link', { name: 'Basket, 6 items' })).toBeInTheDocument();

  act(() => {
    store.dispatch(itemRemoved(2));
  });
  expect(screen.getByRole('link', { name: 'Basket, 4 items' })).toHaveTextContent('4');
});

test('the badge of an empty basket is a plain count, and takes the accent colour once something is in it', () => {
  const { store } = renderWithProviders(<BasketLink />);
  const badge = () => screen.getByRole('link').querySelector('span:last-child')!;
  expect(badge()).toHaveTextContent('0');
  expect(badge().className).toMatch(/badgeEmpty/);
  act(() => {
    store.dispatch(itemAdded({ item: phone }));
  });
  expect(badge().className).not.toMatch(/badgeEmpty/);
});

test('a large basket shows its real count, the same as its name', () => {
  const { store } = renderWithProviders(<BasketLink />);
  act(() => {
    store.dispatch(itemAdded({ item: { ...phone, stock: 500 }, quantity: 120 }));
  });
  expect(screen.getByRole('link', { name: 'Basket, 120 items' })).toHaveTextContent('Basket 120');
});

test('basketLabel uses the singular for one item', () => {
  expect(basketLabel(0)).toBe('Basket, 0 items');
  expect(basketLabel(1)).toBe('Basket, 1 item');
  expect(basketLabel(12)).toBe('Basket, 12 items');
});
