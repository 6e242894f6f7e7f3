-- Revoked sessions, for the periodic purge (commerce/housekeeping.ts): only the few revoked rows
-- are indexed.
CREATE INDEX auth_tokens_revoked_idx ON auth_tokens (revoked_at) WHERE revoked_at IS NOT NULL;
