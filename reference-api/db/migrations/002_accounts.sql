-- Accounts: users, one-time codes, access tokens, carts, photos.
CREATE TABLE users (
  id serial PRIMARY KEY,
  phone text UNIQUE,
  name text,
  surname text,
  photo_id text,
  user_type text NOT NULL DEFAULT 'individual',
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);

CREATE TABLE otp_codes (
  phone text PRIMARY KEY,
  code_hash text NOT NULL,
  user_type text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- Set after too many wrong codes; survives a new code being sent.
  blocked_until timestamptz
);

-- Every code sent, for the per-phone and per-address caps.
CREATE TABLE otp_sends (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  ip text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX otp_sends_phone ON otp_sends (phone, sent_at);
CREATE INDEX otp_sends_ip ON otp_sends (ip, sent_at);

CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- Lines are kept as product id, quantity and attributes; names and prices are read from the
-- catalogue in the caller's language.
CREATE TABLE carts (
  user_id integer PRIMARY KEY REFERENCES users (id),
  cart_data jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE photos (
  id text PRIMARY KEY,
  user_id integer REFERENCES users (id),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);
