import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it.each([1, 0])('shows a single page (totalPages %p) with both arrows disabled and page 1 current', (totalPages) => {
    const onChange = jest.fn();
    render(<Pagination page={1} totalPages={totalPages} onChange={onChange} />);
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(nav.getAllByRole('button', { name: /^Page / })).toHaveLength(1);
    expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([[1, false], [2, false], [3, true]])('with %p pages, lays out for many pages on phones: %p', (totalPages, many) => {
    render(<Pagination page={1} totalPages={totalPages} onChange={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).classList.contains('many')).toBe(many);
  });

  it('moves with the arrows and the numbered buttons, never to the page already shown', async () => {
    const onChange = jest.fn();
    render(<Pagination page={2} totalPages={3} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[1], [3], [3]]);
  });
});
