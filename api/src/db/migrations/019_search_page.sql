-- The search results page (GET /product/searchPage, catalog/search-page-repository.ts).

-- Every word of a product's name (weight A) and of its descriptions (weight B), as the 'simple'
-- configuration splits them (lower-cased, no stemming: brand names and model codes stay as typed;
-- HTML tags are not words). A search matches word beginnings anywhere in it ('sams' finds Samsung),
-- and ranks names matching every word (the A words alone) above the rest, on this one GIN index.
ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, name), 'A') ||
  setweight(to_tsvector('simple'::regconfig, short_desc || ' ' || description), 'B')
) STORED;
CREATE INDEX products_search_idx ON products USING gin (search_vector);

-- The words of product names, with how many names hold each: the vocabulary a misspelt word is
-- corrected against ('samsnug' → 'samsung', the most similar word by trigrams, the more common
-- one first). About 11,000 rows at 100,000 products, kept in step by the triggers below. A GiST
-- trigram index: it finds the few similar words in under 2 ms, where GIN read the long lists of
-- common trigrams (13 ms) and a scan scored every word (25 ms).
CREATE TABLE search_words (
  word      text PRIMARY KEY,
  products  integer NOT NULL CHECK (products >= 0)
);
CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops);

CREATE FUNCTION search_words_count(names text[], delta integer) RETURNS void LANGUAGE sql AS $$
  WITH counted AS (
    SELECT lexeme AS word, count(*)::int * delta AS change
      FROM unnest(names) AS p (name), unnest(to_tsvector('simple'::regconfig, p.name))
     GROUP BY lexeme
  ), lowered AS (
    UPDATE search_words w SET products = greatest(w.products + c.change, 0)
      FROM counted c WHERE w.word = c.word AND delta < 0
  )
  INSERT INTO search_words AS w (word, products) SELECT word, change FROM counted WHERE delta > 0
  ON CONFLICT (word) DO UPDATE SET products = w.products + excluded.products
$$;

-- Inserts and deletes count per statement (the seed inserts thousands at a time); a renamed
-- product per row, and only when its name changed, so stock updates (every order) never touch it.
CREATE FUNCTION search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(ARRAY(SELECT name FROM new_rows), 1);
  RETURN NULL;
END
$$;
CREATE FUNCTION search_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(ARRAY(SELECT name FROM old_rows), -1);
  RETURN NULL;
END
$$;
CREATE FUNCTION search_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(ARRAY[OLD.name], -1);
  PERFORM search_words_count(ARRAY[NEW.name], 1);
  RETURN NULL;
END
$$;
CREATE FUNCTION search_words_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_search_words_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_inserted();
CREATE TRIGGER products_search_words_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_deleted();
CREATE TRIGGER products_search_words_renamed AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_words_renamed();
CREATE TRIGGER products_search_words_emptied AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_emptied();

SELECT search_words_count(ARRAY(SELECT name FROM products), 1);
