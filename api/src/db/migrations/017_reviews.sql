-- Ratings and reviews: a customer whose order with a product was delivered rates it 1-5 and writes
-- a review, once per product; other customers vote it helpful, once each.

CREATE TABLE reviews (
  id             serial PRIMARY KEY,
  product_id     integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating         smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title          text NOT NULL CHECK (length(trim(title)) > 0),
  body           text NOT NULL CHECK (length(trim(body)) > 0),
  -- Kept by the review_votes triggers below: sorting by "most helpful" reads it from the index.
  helpful_count  integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, user_id)
);
-- A product's reviews, newest first or most helpful first: each sort walks its own index.
CREATE INDEX reviews_product_newest_idx ON reviews (product_id, created_at DESC, id DESC);
CREATE INDEX reviews_product_helpful_idx ON reviews (product_id, helpful_count DESC, created_at DESC, id DESC);
CREATE INDEX reviews_user_idx ON reviews (user_id);

CREATE TABLE review_votes (
  review_id   integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX review_votes_user_idx ON review_votes (user_id);

-- Each product carries its rating summary, so listings sort by rating on an index (the average is
-- derived from the count and the sum, never written by hand). 0 when nothing is rated: unrated
-- products come last.
ALTER TABLE products
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  ADD COLUMN rating_total integer NOT NULL DEFAULT 0 CHECK (rating_total >= 0),
  ADD COLUMN rating_average numeric(3, 2) GENERATED ALWAYS AS (
    CASE WHEN rating_count = 0 THEN 0 ELSE round(rating_total::numeric / rating_count, 2) END
  ) STORED;
-- "Customer rating" listings, walked per child category as the price and date sorts are (011).
CREATE INDEX products_category_rating_idx
  ON products (category_id, rating_average DESC, rating_count DESC, id DESC) INCLUDE (brand_id, net_price, discount);

-- The summary moves in the same transaction as the review, whoever writes it (the API, the seed, a
-- cascade from a deleted customer): the row lock on the product serialises concurrent reviews.
CREATE FUNCTION reviews_keep_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET rating_count = rating_count - 1, rating_total = rating_total - OLD.rating
     WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET rating_count = rating_count + 1, rating_total = rating_total + NEW.rating
     WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER reviews_product_rating AFTER INSERT OR DELETE OR UPDATE OF rating, product_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_product_rating();

CREATE FUNCTION review_votes_keep_helpful_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = NEW.review_id;
  ELSE
    UPDATE reviews SET helpful_count = helpful_count - 1 WHERE id = OLD.review_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER review_votes_helpful_count AFTER INSERT OR DELETE ON review_votes
  FOR EACH ROW EXECUTE FUNCTION review_votes_keep_helpful_count();

-- Product cards and listings show the rating: a change to it empties the API's catalogue cache.
CREATE TRIGGER products_rating_changed AFTER UPDATE OF rating_count, rating_total ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('catalog');

-- "Customers also bought": the orders holding a product, found from the product.
CREATE INDEX IF NOT EXISTS order_items_product_idx ON order_items (product_id);
