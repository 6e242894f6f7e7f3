-- Returns of delivered orders (the Shipping & Returns policy): a request names lines of one order
-- and how many units of each come back. It moves requested → approved → received → refunded, or
-- is rejected with a reason. Units already in a return that is not rejected cannot be asked for
-- again (checked under the order's row lock, see commerce/returns/returns-service.ts).

CREATE SEQUENCE return_number_seq START 1;

CREATE TABLE returns (
  id                 serial PRIMARY KEY,
  number             text NOT NULL UNIQUE,
  order_id           integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  customer_id        integer NOT NULL REFERENCES users (id),
  status             text NOT NULL DEFAULT 'requested'
                     CHECK (status IN ('requested', 'approved', 'received', 'refunded', 'rejected')),
  reason             text NOT NULL CHECK (reason IN ('changed_mind', 'damaged', 'wrong_item')),
  details            text,
  -- Cash-on-delivery orders are refunded to a bank account (IBAN) or a mobile wallet; card orders
  -- to the card they were paid with (both columns null).
  refund_method      text CHECK (refund_method IN ('bank', 'wallet')),
  refund_account     text,
  CHECK ((refund_method IS NULL) = (refund_account IS NULL)),
  -- Set when refunded: the lines' prices, plus the shipping charge when the shop was at fault.
  refund_amount      integer CHECK (refund_amount >= 0),
  shipping_refunded  boolean NOT NULL DEFAULT false,
  rejection_reason   text,
  CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL)),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX returns_order_idx ON returns (order_id);
CREATE INDEX returns_customer_idx ON returns (customer_id, created_at DESC);

CREATE TABLE return_items (
  id             serial PRIMARY KEY,
  return_id      integer NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  order_item_id  integer NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
  qty            integer NOT NULL CHECK (qty >= 1),
  UNIQUE (return_id, order_item_id)
);
CREATE INDEX return_items_order_item_idx ON return_items (order_item_id);

-- Photos of a damaged or defective item, checked for type and size before they are stored.
CREATE TABLE return_photos (
  id            serial PRIMARY KEY,
  return_id     integer NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  content_type  text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  data          bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX return_photos_return_idx ON return_photos (return_id);
