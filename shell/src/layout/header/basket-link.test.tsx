import { act, screen } from '@testing-library/react';
import { itemAdded, itemRemoved, quantityChanged } from '@storefront/shared/cart';
import { renderWithStore } from '../../test-utils/render-with-store';
import { BasketLink, basketCountText } from './basket-link';

const phone = { id: 1, name: 'Phone', imgUrl: '/p.svg', netPrice: 25000, stock: 5, slug: 'phone' };
const cable = { id: 2, name: 'Cable', imgUrl: '/c.svg', netPrice: 500, stock: 2, slug: 'cable' };

const basket = (count: string) => `Basket, ${count}`;

test('the basket link names the item count and follows the cart', () => {
  const { store } = renderWithStore(<BasketLink />);
  const link = screen.getByRole('link', { name: basket('0 items') });
  expect(link).toHaveAttribute('href', '/basket');

  act(() => { store.dispatch(itemAdded({ item: phone })); });
  expect(screen.getByRole('link', { name: basket('1 item') })).toBeInTheDocument();

  act(() => { store.dispatch(itemAdded({ item: cable, quantity: 5 })); }); // capped at stock 2
  expect(screen.getByRole('link', { name: basket('3 items') })).toBeInTheDocument();

  act(() => { store.dispatch(quantityChanged({ id: 1, quantity: 4 })); });
  expect(screen.getByRole('link', { name: basket('6 items') })).toBeInTheDocument();

  act(() => { store.dispatch(itemRemoved(2)); });
  expect(screen.getByRole('link', { name: basket('4 items') })).toHaveTextContent('4');
});

test('the count is said in words, singular for one item', () => {
  expect(basketCountText(0)).toBe(', 0 items');
  expect(basketCountText(1)).toBe(', 1 item');
  expect(basketCountText(12)).toBe(', 12 items');
});
