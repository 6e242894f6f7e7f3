-- Catalogue reads that stay fast at a million products (see api/bench/results.md for the figures).

-- Listing pages: one index per sort key, walked per child category (catalog-repository.ts merges
-- the categories' first rows), so a page reads about offset + limit entries of each category
-- instead of sorting all of them. The INCLUDE columns let brand, on-sale and price filters run on
-- the index alone. They replace products_listing_idx, which served only whole-category scans.
CREATE INDEX products_category_price_idx ON products (category_id, net_price, id) INCLUDE (brand_id, discount);
CREATE INDEX products_category_created_idx ON products (category_id, created_at, id) INCLUDE (brand_id, net_price, discount);
DROP INDEX products_listing_idx;

-- Search ranks names by trigram similarity, which is at most min(a, b) / max(a, b) for names of a
-- and queries of b trigrams: with the count kept beside the name, a search works out the exact
-- similarity only for the names that can still reach the top results (see catalog-repository.ts).
ALTER TABLE products ADD COLUMN name_trigrams integer GENERATED ALWAYS AS (coalesce(array_length(show_trgm(name), 1), 0)) STORED;

-- The API keeps catalogue answers in memory for a few seconds (catalog/catalog-cache.ts); every
-- change to what they show tells each API process to forget them. The payload is the schema (tests
-- share one database, a schema each) and what changed: 'stock' (only stock moved: facets, counts
-- and page boundaries still hold) or 'catalog' (anything else).
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', current_schema() || ':' || TG_ARGV[0]);
  RETURN NULL;
END
$$;

CREATE TRIGGER products_stock_changed AFTER UPDATE OF stock ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('stock');
CREATE TRIGGER products_changed AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('catalog');
CREATE TRIGGER products_updated AFTER UPDATE ON products
  FOR EACH ROW WHEN ((OLD.slug, OLD.name, OLD.brand_id, OLD.category_id, OLD.short_desc, OLD.description, OLD.total,
                      OLD.discount, OLD.net_price, OLD.created_at)
                     IS DISTINCT FROM (NEW.slug, NEW.name, NEW.brand_id, NEW.category_id, NEW.short_desc,
                                       NEW.description, NEW.total, NEW.discount, NEW.net_price, NEW.created_at))
  EXECUTE FUNCTION notify_catalog_changed('catalog');
CREATE TRIGGER product_photos_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_photos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('catalog');
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('catalog');
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('catalog');
