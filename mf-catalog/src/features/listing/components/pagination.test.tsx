import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@storefront/shared/router';
import { Pagination, type PaginationProps } from './pagination';

const hrefFor = (page: number) => `/category/tv?page=${page}`;

function renderPagination(props: Omit<PaginationProps, 'hrefFor'>) {
  return render(
    <MemoryRouter>
      <Pagination {...props} hrefFor={hrefFor} />
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it.each([1, 0])('shows a single page (totalPages %p) with both arrows disabled and page 1 current', (totalPages) => {
    renderPagination({ page: 1, totalPages, onChange: jest.fn() });
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(nav.getAllByRole('link', { name: /^Page / })).toHaveLength(1);
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    [1, false],
    [2, false],
    [3, true],
  ])('with %p pages, lays out for many pages on phones: %p', (totalPages, many) => {
    renderPagination({ page: 1, totalPages, onChange: jest.fn() });
    expect(screen.getByRole('navigation', { name: 'Pagination' }).classList.contains('many')).toBe(many);
  });

  it('links every page and the arrows to their addresses, for a new tab, no JavaScript or a crawler', () => {
    renderPagination({ page: 2, totalPages: 3, onChange: jest.fn() });
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/category/tv?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/category/tv?page=3');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/category/tv?page=3');
  });

  it('moves with the arrows and the numbered buttons, never to the page already shown', async () => {
    const onChange = jest.fn();
    renderPagination({ page: 2, totalPages: 3, onChange });
    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[1], [3], [3]]);
  });
});
