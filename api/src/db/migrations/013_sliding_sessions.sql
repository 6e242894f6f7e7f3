-- Sessions now end once idle for SESSION_IDLE_MINUTES (60 by default): `expires_at` is pushed
-- ahead by every authenticated call instead of being set 7 days after the login. Sessions issued
-- before this change get the same idle hour from now, rather than the rest of their 7 days.
UPDATE auth_tokens SET expires_at = LEAST(expires_at, now() + interval '60 minutes') WHERE revoked_at IS NULL;
