-- Catalogue: category tree, brands, products with photos, banners, and the delivery geography
-- (provinces, cities, couriers and their per-city prices). Money is whole rupees (integer).

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE TABLE categories (
  id         serial PRIMARY KEY,
  name       text NOT NULL CHECK (length(trim(name)) > 0),
  slug       text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  parent_id  integer REFERENCES categories (id) ON DELETE CASCADE,
  level      smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  CHECK ((level = 1) = (parent_id IS NULL))
);
-- Slugs are unique among siblings; top categories (no parent) share the key 0.
CREATE UNIQUE INDEX categories_sibling_slug_key ON categories (COALESCE(parent_id, 0), slug);
CREATE INDEX categories_slug_idx ON categories (slug);
CREATE INDEX categories_parent_idx ON categories (parent_id);

CREATE TABLE brands (
  id    serial PRIMARY KEY,
  name  text NOT NULL CHECK (length(trim(name)) > 0),
  slug  text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

CREATE TABLE products (
  id           serial PRIMARY KEY,
  slug         text NOT NULL UNIQUE,
  name         text NOT NULL CHECK (length(trim(name)) > 0),
  brand_id     integer NOT NULL REFERENCES brands (id),
  category_id  integer NOT NULL REFERENCES categories (id),
  short_desc   text NOT NULL DEFAULT '',
  description  text NOT NULL DEFAULT '',
  total        integer NOT NULL CHECK (total > 0),
  discount     integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 90),
  net_price    integer NOT NULL CHECK (net_price > 0 AND net_price <= total),
  stock        integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  created_at   timestamptz NOT NULL DEFAULT now()
);
-- Listings filter by category, brand, price and discount and sort by price or date: this index
-- carries every one of those columns, so counting, filtering and sorting a category of thousands
-- of products is an index-only scan that never reads the wide rows (descriptions).
CREATE INDEX products_listing_idx ON products (category_id) INCLUDE (id, brand_id, net_price, discount, created_at);
CREATE INDEX products_brand_idx ON products (brand_id);
-- Home lists sort the whole catalogue.
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_discounted_idx ON products (discount DESC, created_at DESC) WHERE discount > 0;
-- Search: case-insensitive fragment matching (ILIKE '%...%') uses this trigram index.
CREATE INDEX products_name_trgm_idx ON products USING gin (name gin_trgm_ops);

CREATE TABLE product_photos (
  id          serial PRIMARY KEY,
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  img_url     text NOT NULL,
  position    integer NOT NULL DEFAULT 0,
  UNIQUE (product_id, position)
);

CREATE TABLE banners (
  id           serial PRIMARY KEY,
  position     text NOT NULL CHECK (position IN ('main-banner', 'hot-banner', 'side-banner', 'gear-up-banner')),
  link         text NOT NULL,
  img_desktop  text NOT NULL,
  img_tablet   text NOT NULL,
  img_mobile   text NOT NULL,
  alt_text     text NOT NULL,
  sort         integer NOT NULL DEFAULT 0
);
CREATE INDEX banners_position_idx ON banners (position, sort);

CREATE TABLE states (
  id    serial PRIMARY KEY,
  name  text NOT NULL UNIQUE
);

CREATE TABLE cities (
  id        serial PRIMARY KEY,
  state_id  integer NOT NULL REFERENCES states (id) ON DELETE CASCADE,
  name      text NOT NULL,
  UNIQUE (state_id, name)
);

CREATE TABLE couriers (
  id    serial PRIMARY KEY,
  name  text NOT NULL UNIQUE
);

CREATE TABLE courier_pricings (
  id          serial PRIMARY KEY,
  city_id     integer NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  courier_id  integer NOT NULL REFERENCES couriers (id) ON DELETE CASCADE,
  price       integer NOT NULL CHECK (price >= 0),
  UNIQUE (city_id, courier_id)
);
CREATE INDEX courier_pricings_courier_idx ON courier_pricings (courier_id);
