import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResult } from '@storefront/shared/types';
import { renderWithProviders } from '@storefront/shared/testing';
import { searchProducts } from '../api/search-api';
import { ENTER_HINT, resultsAnnouncement, SearchBox } from './search-box';
import { flushAnswers } from '@storefront/shared/testing';

jest.mock('../api/search-api');
const mockedSearch = jest.mocked(searchProducts);

const longName: SearchResult = {
  id: 1,
  name: 'Samsung 55 inch Crystal UHD 4K Smart LED Television',
  netPrice: 154999.9,
  imgUrl: '/tv.svg',
  slug: 'samsung-55-tv',
};
const phone: SearchResult = {
  id: 2,
  name: 'Samsung Galaxy A55',
  netPrice: 119999,
  imgUrl: '/a55.svg',
  slug: 'samsung-galaxy-a55',
};

/** Types into the box (which has focus, as when a shopper types) and waits out the debounce. */
async function typeAndWait(input: HTMLElement, value: string) {
  if (document.activeElement !== input) act(() => input.focus());
  fireEvent.change(input, { target: { value } });
  await flushAnswers(() => {
    jest.advanceTimersByTime(500);
  });
}

describe('SearchBox', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockedSearch.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('is a combobox that opens its listbox after results arrive', async () => {
    mockedSearch.mockResolvedValue([longName, phone]);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(input, { target: { value: 'samsung' } });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await typeAndWait(input, 'samsung');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('option');
    // Names over 40 characters: 37 + '...'; prices floored and formatted.
    expect(options[0]).toHaveTextContent('Samsung 55 inch Crystal UHD 4K Smart ...');
    expect(options[0]).toHaveTextContent('Rs 154,999');
    expect(options[1]).toHaveTextContent('Samsung Galaxy A55');
  });

  it('marks a sold-out result, and only that one', async () => {
    mockedSearch.mockResolvedValue([
      { ...longName, stock: 0 },
      { ...phone, stock: 4 },
    ]);
    renderWithProviders(<SearchBox />);
    await typeAndWait(screen.getByRole('combobox'), 'samsung');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Out of stock');
    expect(options[1]).not.toHaveTextContent('Out of stock');
  });

  it('says a query of 3 characters or fewer finds no matches as you type, and searches nothing', async () => {
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, ' tv ');
    expect(mockedSearch).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(ENTER_HINT);
    expect(ENTER_HINT).toBe('Press Enter to search, or type at least 4 characters to see matches');
    expect(screen.getByText(ENTER_HINT)).toBeVisible();
    // One character is not even a search for the results page.
    await typeAndWait(input, 'a');
    expect(input).toHaveAccessibleDescription('Type at least 2 characters to search');
    // Gone once the query is long enough, when the box is left, and when it is emptied.
    mockedSearch.mockResolvedValue([phone]);
    await typeAndWait(input, 'tv stand');
    expect(screen.queryByText(ENTER_HINT)).not.toBeInTheDocument();
    await typeAndWait(input, 'lg');
    expect(screen.getByText(ENTER_HINT)).toBeInTheDocument();
    act(() => input.blur());
    expect(screen.queryByText(ENTER_HINT)).not.toBeInTheDocument();
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByText(ENTER_HINT)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    mockedSearch.mockResolvedValue([longName, phone]);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'samsung');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/product/samsung-galaxy-a55');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls the highlighted option into view as the arrow keys move through a long list', async () => {
    const many = Array.from({ length: 10 }, (_, i): SearchResult => ({
      ...phone,
      id: i + 1,
      slug: `phone-${i}`,
      name: `Phone ${i}`,
    }));
    mockedSearch.mockResolvedValue(many);
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderWithProviders(<SearchBox />);
      const input = screen.getByRole('combobox');
      await typeAndWait(input, 'phone');
      for (let i = 0; i < 8; i += 1) fireEvent.keyDown(input, { key: 'ArrowDown' });
      const eighth = screen.getAllByRole('option')[7];
      expect(input).toHaveAttribute('aria-activedescendant', eighth.id);
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
      expect(scrollIntoView.mock.contexts.at(-1)).toBe(eighth);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('opens the results page on Enter while no option is highlighted, keeping the words in the box', async () => {
    mockedSearch.mockResolvedValue([longName, phone]);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'samsung tv');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=samsung+tv');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('samsung tv');
  });

  it('opens the results page for a 3-letter brand, which the dropdown waits past; not for one letter', async () => {
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'a');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await typeAndWait(input, 'TCL');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(mockedSearch).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=TCL');
  });

  it("offers 'See all results' under the matches, a link to the results page", async () => {
    mockedSearch.mockResolvedValue([phone]);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'galaxy');
    const link = screen.getByRole('link', { name: 'See all results for “galaxy”' });
    expect(link).toHaveAttribute('href', '/search?q=galaxy');
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=galaxy');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and opens a result on click', async () => {
    mockedSearch.mockResolvedValue([phone]);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'galaxy');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('option', { name: /Samsung Galaxy A55/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/samsung-galaxy-a55');
  });

  it('Tab closes the results and moves on to the next header control, not into the list', async () => {
    mockedSearch.mockResolvedValue([longName, phone]);
    renderWithProviders(
      <>
        <SearchBox />
        <a href="/basket">Basket</a>
      </>,
    );
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    await typeAndWait(input, 'samsung');
    // Not a Tab stop, though it scrolls (Chromium would otherwise make it one).
    expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('tabindex', '-1');
    // Tab itself closes the list (before any blur), and focus goes on to the next control.
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).tab();
    expect(screen.getByRole('link', { name: 'Basket' })).toHaveFocus();
  });

  it("says 'No products found' for an empty result", async () => {
    mockedSearch.mockResolvedValue([]);
    renderWithProviders(<SearchBox />);
    await typeAndWait(screen.getByRole('combobox'), 'zzzzzz');
    expect(screen.getByRole('option', { name: 'No products found' })).toBeInTheDocument();
  });

  it('announces how many products were found, and calls a full list the first matches, not all', () => {
    expect(resultsAnnouncement(0)).toBe('No products found');
    expect(resultsAnnouncement(1)).toBe('1 product found');
    expect(resultsAnnouncement(9)).toBe('9 products found');
    expect(resultsAnnouncement(10)).toBe('The first 10 matching products. Type more to narrow the search.');
  });

  it('clearing the query resets and closes the results', async () => {
    mockedSearch.mockResolvedValue([phone]);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'galaxy');
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('hides and never opens the results of an older text while the new text waits for its own', async () => {
    const tea: SearchResult = {
      id: 3,
      name: 'Lipton Yellow Label Tea',
      netPrice: 950,
      imgUrl: '/tea.svg',
      slug: 'lipton-tea',
    };
    let answerSamsung: (results: SearchResult[]) => void = () => {};
    mockedSearch.mockResolvedValueOnce([tea]).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerSamsung = resolve;
        }),
    );
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'lipton');
    expect(screen.getByRole('option', { name: /Lipton/ })).toBeInTheDocument();
    // Within the pause, then while the request is in flight: no Lipton result to see or pick.
    fireEvent.change(input, { target: { value: 'samsung' } });
    for (const wait of [0, 500]) {
      await flushAnswers(() => {
        jest.advanceTimersByTime(wait);
      });
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
      // Nothing to highlight, so Enter could only open the results page for the new text.
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(input).not.toHaveAttribute('aria-activedescendant');
    }
    expect(mockedSearch).toHaveBeenLastCalledWith('samsung', expect.any(AbortSignal));
    await flushAnswers(() => {
      answerSamsung([phone]);
    });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option', { name: /Samsung Galaxy A55/ })).toBeInTheDocument();
  });

  it('keeps results that arrive after the box lost focus closed, and shows them on focus again', async () => {
    mockedSearch.mockResolvedValue([phone]);
    renderWithProviders(
      <>
        <SearchBox />
        <a href="/basket">Basket</a>
      </>,
    );
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'galaxy' } });
    // Tabbed away within the 500 ms pause: the answer comes in behind the shopper's back.
    act(() => screen.getByRole('link', { name: 'Basket' }).focus());
    await flushAnswers(() => {
      jest.advanceTimersByTime(500);
    });
    expect(mockedSearch).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    act(() => input.focus());
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: /Samsung Galaxy A55/ })).toBeInTheDocument();
  });

  it('closes on a click outside the box, and not on one inside it', async () => {
    mockedSearch.mockResolvedValue([phone]);
    renderWithProviders(
      <>
        <SearchBox />
        <p>Elsewhere</p>
      </>,
    );
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'galaxy');
    fireEvent.mouseDown(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByText('Elsewhere'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('clearing the box keeps it focused, so the next results still open', async () => {
    mockedSearch.mockResolvedValue([phone]);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    await typeAndWait(input, 'galaxy');
    fireEvent.change(input, { target: { value: '' } });
    await typeAndWait(input, 'samsung');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });
});
