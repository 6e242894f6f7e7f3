-- Indexes for the periodic purge (commerce/housekeeping.ts) and for product lookups of order lines.
-- rate_limits is keyed by (key, window_start): deleting old windows by window_start alone would
-- read the whole table without an index of its own. (The counters are read as a sliding window,
-- estimated from two fixed windows: see commerce/security/rate-limiter.ts.)
CREATE INDEX rate_limits_window_start_idx ON rate_limits (window_start);
-- Order lines by product: deleting a product looks up its lines (ON DELETE SET NULL), and so do reports.
CREATE INDEX order_items_product_idx ON order_items (product_id);
-- Sessions past their expiry, for the same purge.
CREATE INDEX auth_tokens_expires_idx ON auth_tokens (expires_at);
