-- An unverified account registered again with a different password keeps neither: the one-time
-- code proves the mailbox, not which registrant owns it. Its owner chooses a password with Forgot
-- Password once the e-mail is verified (see commerce/auth/auth-routes.ts).
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
