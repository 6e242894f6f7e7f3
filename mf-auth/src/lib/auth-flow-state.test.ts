import { authFlowState } from './auth-flow-state';

describe('authFlowState', () => {
  const from = { pathname: '/checkout', search: '?coupon=eid', hash: '' };

  it('keeps the page the shopper came from and adds the e-mail', () => {
    expect(authFlowState({ from, email: 'old@example.pk' }, 'new@example.pk')).toEqual({
      from,
      email: 'new@example.pk',
    });
    expect(authFlowState({ from: '/account/orders' })).toEqual({ from: '/account/orders' });
  });

  it('hands over only the e-mail when there is no origin, and nothing when there is neither', () => {
    expect(authFlowState(undefined, 'a@b.pk')).toEqual({ email: 'a@b.pk' });
    expect(authFlowState({ email: 'a@b.pk' })).toBeUndefined();
    expect(authFlowState(null)).toBeUndefined();
  });
});
