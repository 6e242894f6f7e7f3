import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCartItems } from '@storefront/shared/cart';
import { createStorefrontStore } from '@storefront/shared/store';
import type { Product } from '@storefront/shared/types';
import { makeProduct } from '../../test-utils/fixtures';
import { renderWithProviders } from '@storefront/shared/testing';
import { ProductCard } from './product-card';
import { useAddToCart } from './use-add-to-cart';

function HomeCard({ product }: { product: Product }) {
  const add = useAddToCart();
  return <ProductCard product={product} onAddToCart={(p) => add(p)} />;
}

describe('ProductCard', () => {
  it("shows the '{n}% OFF' badge and the struck original price when discounted", () => {
    renderWithProviders(<HomeCard product={makeProduct({ discount: 10, total: 100000, netPrice: 90000 })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('10% OFF')).toBeInTheDocument();
    expect(within(card).getByText('Rs 90,000')).toBeInTheDocument();
    const struck = within(card).getByText('Rs 100,000');
    expect(struck.closest('s')).not.toBeNull();
    expect(within(card).getByRole('img', { name: 'Haier Inverter AC 1.5 Ton' })).toHaveAttribute('loading', 'lazy');
  });

  it('shows neither badge nor struck price without a discount', () => {
    renderWithProviders(<HomeCard product={makeProduct({ discount: 0, total: 80000, netPrice: 80000 })} />);
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.getByText('Rs 80,000')).toBeInTheDocument();
  });

  it('adds to the basket and confirms with the spec toast', async () => {
    const { store } = renderWithProviders(<HomeCard product={makeProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Haier Inverter AC 1.5 Ton' }));
    expect(selectCartItems(store.getState())).toEqual([
      expect.objectContaining({ id: 11, quantity: 1, netPrice: 90000 }),
    ]);
    expect(await screen.findByText('Haier Inverter AC 1.5 Ton has been added to your cart')).toBeInTheDocument();
    // The button does not also open the product page.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('reports a failed add with the spec message and adds nothing', async () => {
    const store = createStorefrontStore({ storage: null, connectApi: false });
    const realDispatch = store.dispatch;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    store.dispatch = ((action: { type: string }) => {
      if (action.type === 'cart/itemAdded') throw new Error('storage full');
      return realDispatch(action as never);
    }) as typeof store.dispatch;
    renderWithProviders(<HomeCard product={makeProduct()} />, { store });
    await userEvent.click(screen.getByRole('button', { name: /^Add to Cart: / }));
    expect(await screen.findByText('Failed to add item to cart. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/has been added/)).not.toBeInTheDocument();
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('tells the shopper when the basket already holds the whole stock', async () => {
    renderWithProviders(<HomeCard product={makeProduct({ stock: 1 })} />);
    const button = screen.getByRole('button', { name: /^Add to Cart: / });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(
      await screen.findByText('Your basket already holds all 1 in stock of Haier Inverter AC 1.5 Ton.'),
    ).toBeInTheDocument();
  });

  it('is disabled and says out of stock when stock is 0 or less', () => {
    renderWithProviders(<HomeCard product={makeProduct({ stock: 0 })} />);
    const button = screen.getByRole('button', { name: 'Out of stock: Haier Inverter AC 1.5 Ton' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Out of stock');
  });

  it('opens /product/{slug} from the name or anywhere on the card', async () => {
    renderWithProviders(<HomeCard product={makeProduct()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Haier Inverter AC 1.5 Ton' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/haier-inverter-ac-1-5-ton');
  });

  it.each([
    ['Ctrl+click', { ctrlKey: true }],
    ['Cmd+click', { metaKey: true }],
    ['Shift+click', { shiftKey: true }],
    ['Alt+click', { altKey: true }],
    ['a middle-click', { button: 1 }],
  ])('leaves %s on the name to the browser (new tab or window), not the app', (_name, init) => {
    renderWithProviders(<HomeCard product={makeProduct()} />);
    const link = screen.getByRole('link', { name: 'Haier Inverter AC 1.5 Ton' });
    expect(link).toHaveAttribute('href', '/product/haier-inverter-ac-1-5-ton');
    // fireEvent returns false when a handler called preventDefault.
    expect(fireEvent.click(link, init)).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('keeps a plain click on the name inside the app', () => {
    renderWithProviders(<HomeCard product={makeProduct()} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Haier Inverter AC 1.5 Ton' }))).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/product/haier-inverter-ac-1-5-ton');
  });

  it('opens the product page when the image is clicked', async () => {
    renderWithProviders(<HomeCard product={makeProduct()} />);
    await act(async () => {
      await userEvent.click(screen.getByRole('img', { name: 'Haier Inverter AC 1.5 Ton' }));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/product/haier-inverter-ac-1-5-ton');
  });

  it('opens the product in a new tab on Ctrl/Cmd+click on the card itself, staying on this page', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<HomeCard product={makeProduct()} />);
    fireEvent.click(screen.getByRole('img', { name: 'Haier Inverter AC 1.5 Ton' }), { ctrlKey: true });
    expect(open).toHaveBeenCalledWith('/product/haier-inverter-ac-1-5-ton', '_blank', 'noopener');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    open.mockRestore();
  });
});
