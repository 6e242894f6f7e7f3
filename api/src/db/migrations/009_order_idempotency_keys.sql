-- A placed order remembers the Idempotency-Key its request carried and what it asked for (a hash
-- of the lines, courier, address and payment method), so a repeated request (a shopper placing
-- again after an answer that never arrived) gets the first order back instead of a second one.
ALTER TABLE orders ADD COLUMN idempotency_key text;
ALTER TABLE orders ADD COLUMN request_hash text;
-- One order per key and customer; a second insert with the key fails, even from a parallel request.
CREATE UNIQUE INDEX orders_customer_idempotency_key_idx ON orders (customer_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
