import { emailFromState } from './email-from-state';

describe('emailFromState', () => {
  it('reads a handed-over e-mail and ignores anything else', () => {
    expect(emailFromState({ email: 'a@b.pk' })).toBe('a@b.pk');
    expect(emailFromState({ email: 42 })).toBe('');
    expect(emailFromState(undefined)).toBe('');
  });
});
