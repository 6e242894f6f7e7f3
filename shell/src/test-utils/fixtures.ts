import type { User } from '@storefront/shared/types';

/** The customer the shell's tests log in as. */
export const TEST_USER: User = {
  id: 7,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '03001234567',
  createdAt: '2025-01-01T00:00:00.000Z',
};
