import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasActiveFilters, parseListingQuery } from '../../../lib/listing-query';
import { ActiveFilters } from './active-filters';

const renderFor = (search: string, onRemoveMinRating = jest.fn()) => {
  const query = parseListingQuery(new URLSearchParams(search));
  render(
    <ActiveFilters
      query={query}
      brands={[{ name: 'Haier', slug: 'haier' }]}
      onRemoveBrand={jest.fn()}
      onRemovePrice={jest.fn()}
      onRemoveOnSale={jest.fn()}
      onRemoveInStock={jest.fn()}
      onRemoveMinRating={onRemoveMinRating}
      onClearAll={jest.fn()}
      focusFallback={jest.fn()}
    />,
  );
  return query;
};

describe('ActiveFilters', () => {
  it.each([
    '',
    'orderBy=priceAsc&page=3',
    'brand=haier',
    'onSale=true',
    'inStock=true',
    'inStock=yes',
    'minRating=4',
    'minRating=5',
    'minRating=abc',
    'minPrice=0',
    'minPrice=abc',
    'maxPrice=0',
    'maxPrice=x',
    'minPrice=&maxPrice=',
    'minPrice=100&maxPrice=900',
  ])('shows Clear All exactly when a filter is active (?%s)', (search) => {
    const query = renderFor(search);
    const clearAll = screen.queryByRole('button', { name: 'Clear All' });
    expect(clearAll !== null).toBe(hasActiveFilters(query));
    // And never Clear All alone: each active filter has its own chip.
    expect(screen.queryAllByRole('button', { name: /^Remove filter / }).length > 0).toBe(hasActiveFilters(query));
  });

  it.each([
    ['minPrice=5000', 'Rs 5,000 - Any'],
    ['minPrice=1000&maxPrice=50000', 'Rs 1,000 - Rs 50,000'],
    ['maxPrice=1000000000', 'Rs 0 - Rs 1,000,000,000'],
    ['maxPrice=1e9', 'Rs 0 - Any'],
    ['minPrice=abc', 'Rs 0 - Any'],
    ['minPrice=5000&maxPrice=0', 'Rs 5,000 - Any'],
  ])('labels the price chip for ?%s with the values the API filters by: %p', (search, label) => {
    renderFor(search);
    expect(screen.getByRole('button', { name: `Remove filter ${label}` })).toBeInTheDocument();
  });

  it.each([
    ['minRating=4', '4 stars & up'],
    ['minRating=1', '1 star & up'],
  ])('names the rating chip for ?%s %p, and its button removes it', async (search, label) => {
    const onRemoveMinRating = jest.fn();
    renderFor(search, onRemoveMinRating);
    await userEvent.click(screen.getByRole('button', { name: `Remove filter ${label}` }));
    expect(onRemoveMinRating).toHaveBeenCalledTimes(1);
  });
});
