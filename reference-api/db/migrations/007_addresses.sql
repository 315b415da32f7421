-- The shopper's address book: delivery addresses kept on the server, so they survive signing out
-- and a new device. Exactly one of a shopper's addresses is the default while there are any.
CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  region text NOT NULL,
  city text NOT NULL,
  address text NOT NULL,
  flat text NOT NULL DEFAULT '',
  entrance text NOT NULL DEFAULT '',
  floor text NOT NULL DEFAULT '',
  intercom text NOT NULL DEFAULT '',
  address_comment text NOT NULL DEFAULT '',
  lat double precision,
  lng double precision,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX addresses_user ON addresses (user_id);
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default;
