import type { User } from '@storefront/shared/types';

export const demoUser: User = {
  id: 7,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '03001234567',
  createdAt: '2024-03-15T09:30:00.000Z',
};
