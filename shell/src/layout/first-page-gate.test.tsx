import { act, render, screen } from '@testing-library/react';
import { FirstPageGate } from './first-page-gate';

test("shows the loading state until the first page's code has loaded, then the page", async () => {
  let loaded!: () => void;
  const load = new Promise<void>((resolve) => {
    loaded = resolve;
  });
  render(
    <FirstPageGate load={load}>
      <h1>Product Details</h1>
    </FirstPageGate>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  await act(async () => {
    loaded();
    await load;
  });
  expect(screen.getByRole('heading', { name: 'Product Details' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('without a load to wait for (a page opened later, a test) shows the page at once', () => {
  render(
    <FirstPageGate>
      <h1>Product Details</h1>
    </FirstPageGate>,
  );
  expect(screen.getByRole('heading', { name: 'Product Details' })).toBeInTheDocument();
});
