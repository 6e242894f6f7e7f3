import { render, screen, within } from '@testing-library/react';
import { StepIndicator } from './step-indicator';

describe('StepIndicator', () => {
  it('marks the current step and the completed ones', () => {
    render(<StepIndicator steps={['Email', 'Verify code', 'New password']} current={1} />);
    const nav = screen.getByRole('group', { name: 'Progress' });
    expect(within(nav).getByText('Step 2 of 3')).toBeInTheDocument();
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Email (completed)');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveTextContent('completed');
  });
});
