import type { Address } from '@storefront/shared/types';
import { lahore } from '../../../test-utils/fixtures';
import { findCheckoutProblem } from './checkout-submit-rules';

const address = (overrides: Partial<Address> = {}): Address => ({ ...lahore, ...overrides });

describe('findCheckoutProblem (spec section 5, checkout submit)', () => {
  it('allows an address with text and an offered courier', () => {
    expect(findCheckoutProblem(address(), '12')).toBeNull();
  });

  it('asks for an address first when there is none, whatever else is missing', () => {
    expect(findCheckoutProblem(null, '')).toBe('Please create address');
    expect(findCheckoutProblem(undefined, '11')).toBe('Please create address');
  });

  it('asks for a courier when none is chosen', () => {
    expect(findCheckoutProblem(address(), '')).toBe('Please select a delivery courier');
  });

  it('asks for a courier when the chosen one is not offered for the city', () => {
    expect(findCheckoutProblem(address(), '99')).toBe('Please select a delivery courier');
  });

  it('checks the courier before the address text', () => {
    expect(findCheckoutProblem(address({ address: '' }), '')).toBe('Please select a delivery courier');
  });

  it('asks to create the address when its text is missing or blank', () => {
    expect(findCheckoutProblem(address({ address: '' }), '11')).toBe('Create Address First');
    expect(findCheckoutProblem(address({ address: '   ' }), '11')).toBe('Create Address First');
  });
});
