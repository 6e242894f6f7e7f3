import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@storefront/shared/testing';
import { SiteHeader } from './site-header';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** Like the catalog's search box: typing opens results, and its own Escape closes them first. */
function FakeSearchBox() {
  const [resultsOpen, setResultsOpen] = useState(false);
  return (
    <>
      <input
        aria-label="Search for products"
        onChange={(event) => setResultsOpen(event.target.value !== '')}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && resultsOpen) {
            event.preventDefault();
            setResultsOpen(false);
          }
        }}
      />
      {resultsOpen && (
        <ul aria-label="Search results">
          <li>Phone</li>
        </ul>
      )}
    </>
  );
}

beforeEach(() => (loadRemote as jest.Mock).mockResolvedValue({ default: FakeSearchBox }));

async function openSearchPanel() {
  renderWithProviders(
    <SiteHeader categoriesOpen={false} onOpenCategories={jest.fn()} menuButtonRef={{ current: null }} />,
  );
  const toggle = screen.getByRole('button', { name: 'Search products' });
  const input = await screen.findByLabelText('Search for products');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(input).toHaveFocus();
  return { toggle, input };
}

test('Escape first closes the search results, then the search panel, returning focus to the toggle', async () => {
  const { toggle, input } = await openSearchPanel();
  await userEvent.type(input, 'phone');
  expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(input).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
  expect(input).toHaveValue('phone'); // still there when the panel opens again
});

test('Escape in an empty search field closes the panel at once', async () => {
  const { toggle } = await openSearchPanel();
  await userEvent.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});
