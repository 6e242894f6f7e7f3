-- A cancelled order that was never paid has nothing left to pay: its payment reads 'cancelled'
-- rather than 'pending' (which would tell the customer money is still due).
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('pending', 'paid', 'failed', 'refunded', 'cancelled'));
UPDATE payments p SET status = 'cancelled', updated_at = now()
  FROM orders o WHERE o.id = p.order_id AND o.status = 'cancelled' AND p.status = 'pending';
