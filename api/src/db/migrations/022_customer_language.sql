-- The language a customer reads the shop and its mails in: English (the default, and every
-- account's until now) or Urdu. Set at registration and with PUT /customer/language.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'
  CONSTRAINT users_language_check CHECK (language IN ('en', 'ur'));
