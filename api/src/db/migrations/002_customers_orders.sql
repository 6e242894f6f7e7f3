-- Customers, sessions, one-time codes, addresses, orders, payments, the dev mail outbox and
-- rate-limit counters. Everything that must survive across API copies lives here, never in
-- process memory, so N stateless API processes can run behind a load balancer.

CREATE TABLE users (
  id                 serial PRIMARY KEY,
  name               text NOT NULL,
  email              text NOT NULL,
  phone              text NOT NULL,
  password_hash      text NOT NULL,
  email_verified_at  timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now()
);
-- E-mails are unique whatever their case.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

-- Bearer tokens: only a SHA-256 of the token is stored, so a database leak gives no sessions.
CREATE TABLE auth_tokens (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

-- One live code per (email, purpose); a new code replaces the previous one.
CREATE TABLE otps (
  id            serial PRIMARY KEY,
  email         text NOT NULL,
  purpose       text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  code_hash     text NOT NULL,
  salt          text NOT NULL,
  expires_at    timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  max_attempts  integer NOT NULL DEFAULT 5,
  consumed_at   timestamptz,
  last_sent_at  timestamptz NOT NULL DEFAULT now(),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (email, purpose)
);

-- The product keeps one address per customer.
CREATE TABLE addresses (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  address      text NOT NULL,
  postal_code  text NOT NULL,
  phone        text NOT NULL,
  state_id     integer NOT NULL REFERENCES states (id),
  city_id      integer NOT NULL REFERENCES cities (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE order_number_seq START 1;

CREATE TABLE orders (
  id                  serial PRIMARY KEY,
  number              text NOT NULL UNIQUE,
  customer_id         integer NOT NULL REFERENCES users (id),
  -- The address as it was when the order was placed: later edits must not rewrite history.
  address_text        text NOT NULL,
  address_postal_code text NOT NULL,
  address_phone       text NOT NULL,
  address_city        text NOT NULL,
  address_state       text NOT NULL,
  courier_pricing_id  integer REFERENCES courier_pricings (id) ON DELETE SET NULL,
  courier_name        text NOT NULL,
  courier_cost        integer NOT NULL CHECK (courier_cost >= 0),
  sub_total           integer NOT NULL CHECK (sub_total >= 0),
  grand_total         integer NOT NULL CHECK (grand_total >= 0),
  payment_method      text NOT NULL CHECK (payment_method IN ('cod', 'stripe')),
  status              text NOT NULL DEFAULT 'pending'
                      CHECK (status IN ('pending', 'confirmed', 'processed', 'shipped', 'delivered', 'cancelled')),
  delivery_date       timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_customer_idx ON orders (customer_id, created_at DESC);

CREATE TABLE order_items (
  id          serial PRIMARY KEY,
  order_id    integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id  integer REFERENCES products (id) ON DELETE SET NULL,
  name        text NOT NULL,
  photo       text,
  price       integer NOT NULL CHECK (price >= 0),
  qty         integer NOT NULL CHECK (qty >= 1),
  total       integer NOT NULL CHECK (total >= 0)
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

CREATE TABLE payments (
  id            serial PRIMARY KEY,
  order_id      integer NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  method        text NOT NULL CHECK (method IN ('cod', 'stripe')),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'refunded')),
  amount        integer NOT NULL CHECK (amount >= 0),
  -- Stripe Checkout session id, or the one-time reference of the local test gateway.
  provider_ref  text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Outside production every sent mail is kept here so people and tests can read OTPs.
CREATE TABLE mails (
  id          serial PRIMARY KEY,
  "to"        text NOT NULL,
  subject     text NOT NULL,
  text        text NOT NULL,
  html        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mails_to_idx ON mails (lower("to"), created_at DESC);

-- Fixed-window counters shared by every API copy.
CREATE TABLE rate_limits (
  key           text NOT NULL,
  window_start  timestamptz NOT NULL,
  count         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);
