-- The sweep that releases unpaid card orders (commerce/orders/release-unpaid.ts) looks only at
-- pending card orders: keep that set small to find.
CREATE INDEX orders_pending_card_idx ON orders (id) WHERE status = 'pending' AND payment_method = 'stripe';
