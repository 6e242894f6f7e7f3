-- 004 gave an unpaid cancelled order the payment status 'cancelled', but only when the payment was
-- still 'pending': orders released unpaid (the sweep, an expired Stripe session) and cancelled
-- orders whose payment had been declined kept 'failed'. One rule now decides (see
-- closePaymentOfCancelledOrder in commerce/orders/order-status.ts); older rows follow it too.
UPDATE payments p SET status = 'cancelled', updated_at = now()
  FROM orders o WHERE o.id = p.order_id AND o.status = 'cancelled' AND p.status = 'failed';
