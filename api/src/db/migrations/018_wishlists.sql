-- A customer's wishlist, kept on the server so it follows them across devices. Each entry
-- remembers the price and availability the customer last saw or was told about, so the alert
-- sweep mails only what changed for the better since then (back in stock, a lower price).
CREATE TABLE wishlist_items (
  customer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  seen_price integer NOT NULL,
  seen_in_stock boolean NOT NULL,
  PRIMARY KEY (customer_id, product_id)
);
-- The sweep starts from the products (a price or stock change), and a product's delete cascades.
CREATE INDEX wishlist_items_product_idx ON wishlist_items (product_id);
-- At most one wishlist mail a day per customer.
ALTER TABLE users ADD COLUMN wishlist_mailed_at timestamptz;
