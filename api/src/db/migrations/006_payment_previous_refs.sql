-- Every provider reference an order's payment has had, not only the latest: money taken by an
-- earlier Stripe Checkout session (paid just as a retry replaced it) is still recognised as this
-- order's by the webhook, which ignores sessions the order never had.
ALTER TABLE payments ADD COLUMN previous_refs text[] NOT NULL DEFAULT '{}';
