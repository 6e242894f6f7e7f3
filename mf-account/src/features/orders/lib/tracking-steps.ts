// The tracking bar of an order (spec section 4): four steps, each completed up to the current one;
// a cancelled order shows a single Cancelled step instead.
import type { OrderStatus } from '@storefront/shared/types';
import { translate, type Translate } from '../../../i18n';

export interface TrackingStep {
  key: 'pending' | 'processed' | 'shipped' | 'delivered' | 'cancelled';
  label: string;
  completed: boolean;
  current: boolean;
}

const STEPS = [
  { key: 'pending', text: 'orders.steps.confirmed' },
  { key: 'processed', text: 'orders.steps.processing' },
  { key: 'shipped', text: 'orders.steps.shipped' },
  { key: 'delivered', text: 'orders.steps.delivered' },
] as const;

// 'confirmed' has no step of its own: it means the first step (Order Confirmed) is done. A pending
// order waits for that step (the shop's confirmation, or a card payment): it is current, not done,
// so the bar never ticks 'Order Confirmed' beside a badge saying the order awaits it.
const STEP_INDEX: Record<Exclude<OrderStatus, 'cancelled'>, number> = {
  pending: 0,
  confirmed: 0,
  processed: 1,
  shipped: 2,
  delivered: 3,
};

/** `status` is an OrderStatus, or one a newer API added (typed as text for that reason). */
export function trackingSteps(status: string, t: Translate = translate): TrackingStep[] {
  if (status === 'cancelled') {
    return [{ key: 'cancelled', label: t('orders.steps.cancelled'), completed: true, current: true }];
  }
  // An unknown status (a newer API than this build) shows the bar with nothing completed.
  const index = STEP_INDEX[status as keyof typeof STEP_INDEX] ?? -1;
  const waiting = status === 'pending';
  return STEPS.map((step, i) => ({
    key: step.key,
    label: t(step.text),
    completed: i < index || (i === index && !waiting),
    current: i === index,
  }));
}
