import { screen } from '@testing-library/react';
import { POLICIES_KEY } from '@storefront/shared/remote-data';
import { renderWithProviders, TEST_POLICIES } from '@storefront/shared/testing';
import { FeaturesStrip } from './features-strip';

describe('FeaturesStrip', () => {
  it('names the return window the API is configured with', () => {
    renderWithProviders(<FeaturesStrip />, { serverData: { [POLICIES_KEY]: TEST_POLICIES } });
    for (const text of ['Payment Method', 'Secure Shopping', '24/7 Support', 'Easy Returns', '3-day return policy']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('follows a changed return window, and says no number while it is not known', () => {
    const { unmount } = renderWithProviders(<FeaturesStrip />, {
      serverData: { [POLICIES_KEY]: { ...TEST_POLICIES, returnWindowDays: 14 } },
    });
    expect(screen.getByText('14-day return policy')).toBeInTheDocument();
    unmount();
    renderWithProviders(<FeaturesStrip />, { serverFailures: [POLICIES_KEY] });
    expect(screen.getByText('Simple return policy')).toBeInTheDocument();
    expect(screen.queryByText(/\d+-day return policy/)).not.toBeInTheDocument();
  });
});
