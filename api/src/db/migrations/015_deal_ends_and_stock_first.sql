-- Flash deals end at a time the shop sets, and listings show what can be bought first.

-- When a product's discount ends (NULL: it has no end). The API ends a deal for real when its time
-- comes (catalog/deal-expiry.ts sets the discount to 0 and the price back to the original), so a
-- countdown never counts to a price that stays.
ALTER TABLE products ADD COLUMN deal_ends_at timestamptz;
ALTER TABLE products ADD CONSTRAINT products_deal_has_discount CHECK (deal_ends_at IS NULL OR discount > 0);
-- The expiry asks for the soonest end.
CREATE INDEX products_deal_ends_idx ON products (deal_ends_at) WHERE deal_ends_at IS NOT NULL;

-- Listing pages put products in stock first in their default order, and can show only those
-- (inStock=true). Each category's walk (catalog-repository.ts, pageIds) stays one index range:
-- the default order has its own index, whose leading (stock > 0) splits a category into what is
-- available and what is sold out; the price and date indexes carry stock so the in-stock filter
-- and its count stay index-only. Indexing stock costs an order's stock update its HOT update
-- (every index gets an entry): measured in api/bench/results.md.
DROP INDEX products_category_price_idx;
CREATE INDEX products_category_price_idx ON products (category_id, net_price, id) INCLUDE (brand_id, discount, stock);
DROP INDEX products_category_created_idx;
CREATE INDEX products_category_created_idx ON products (category_id, created_at, id) INCLUDE (brand_id, net_price, discount, stock);
CREATE INDEX products_category_available_idx ON products (category_id, (stock > 0), created_at, id)
  INCLUDE (brand_id, net_price, discount, stock);

-- The home lists (Fresh Picks, Flash Deals) put products in stock first too.
DROP INDEX products_created_idx;
CREATE INDEX products_available_created_idx ON products ((stock > 0), created_at, id);
DROP INDEX products_discounted_idx;
CREATE INDEX products_available_discounted_idx ON products ((stock > 0), discount, created_at, id) WHERE discount > 0;

-- A deal's end is shown with the product: setting or moving it must reach the catalogue cache.
DROP TRIGGER products_updated ON products;
CREATE TRIGGER products_updated AFTER UPDATE ON products
  FOR EACH ROW WHEN ((OLD.slug, OLD.name, OLD.brand_id, OLD.category_id, OLD.short_desc, OLD.description, OLD.total,
                      OLD.discount, OLD.net_price, OLD.created_at, OLD.deal_ends_at)
                     IS DISTINCT FROM (NEW.slug, NEW.name, NEW.brand_id, NEW.category_id, NEW.short_desc,
                                       NEW.description, NEW.total, NEW.discount, NEW.net_price, NEW.created_at,
                                       NEW.deal_ends_at))
  EXECUTE FUNCTION notify_catalog_changed('catalog');
