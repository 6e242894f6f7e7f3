-- JazzCash and Easypaisa mobile wallets are taken beside card and cash: the order and its payment
-- record which one was used. Like a card order, a wallet order waits for its payment and is
-- released when it is not paid in time, so the partial index of unpaid orders covers them too.
ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check
  CHECK (payment_method IN ('cod', 'stripe', 'jazzcash', 'easypaisa'));
ALTER TABLE payments DROP CONSTRAINT payments_method_check;
ALTER TABLE payments ADD CONSTRAINT payments_method_check
  CHECK (method IN ('cod', 'stripe', 'jazzcash', 'easypaisa'));

DROP INDEX orders_pending_card_idx;
CREATE INDEX orders_pending_online_idx ON orders (id) WHERE status = 'pending' AND payment_method <> 'cod';

-- Each provider transaction is settled once: a wallet's notification that arrives again (resent
-- by the provider, or replayed by someone who captured it) changes nothing and is refused.
CREATE TABLE payment_notifications (
  provider    text NOT NULL,
  txn_ref     text NOT NULL,
  order_id    integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, txn_ref)
);
