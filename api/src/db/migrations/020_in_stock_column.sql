-- An order's stock update stays a HOT update: the listing indexes of 015 carried `stock` (and
-- `stock > 0`), so every order that took a unit wrote a new entry into each of them while it held
-- the product's row lock. They carry `in_stock` instead, which changes only when a product sells
-- out or comes back: an ordinary decrement touches no index. Measured on 20,000 products, one
-- connection updating the same five products' stock: 787 updates/s with no HOT update, against
-- 2,300-2,600/s with 82 % HOT updates.
ALTER TABLE products ADD COLUMN in_stock boolean GENERATED ALWAYS AS (stock > 0) STORED;

DROP INDEX products_category_price_idx;
CREATE INDEX products_category_price_idx ON products (category_id, net_price, id)
  INCLUDE (brand_id, discount, in_stock);
DROP INDEX products_category_created_idx;
CREATE INDEX products_category_created_idx ON products (category_id, created_at, id)
  INCLUDE (brand_id, net_price, discount, in_stock);
DROP INDEX products_category_available_idx;
CREATE INDEX products_category_available_idx ON products (category_id, in_stock, created_at, id)
  INCLUDE (brand_id, net_price, discount);

DROP INDEX products_available_created_idx;
CREATE INDEX products_available_created_idx ON products (in_stock, created_at, id);
DROP INDEX products_available_discounted_idx;
CREATE INDEX products_available_discounted_idx ON products (in_stock, discount, created_at, id) WHERE discount > 0;
