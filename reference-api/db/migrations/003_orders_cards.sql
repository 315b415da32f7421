-- Saved cards and orders.
CREATE TABLE cards (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- Identifies one binding attempt (createCard → confirmCard).
  request_id text NOT NULL UNIQUE,
  -- Only the masked number and a keyed hash (to spot the same card twice), never the number.
  masked_number text NOT NULL,
  fingerprint text NOT NULL,
  brand text NOT NULL,
  expire text NOT NULL,
  phone text NOT NULL,
  -- What the payment simulator does with this card (see cards.ts).
  behaviour text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'active')),
  is_default boolean NOT NULL DEFAULT false,
  code_hash text,
  code_attempts integer NOT NULL DEFAULT 0,
  code_sent_at timestamptz NOT NULL,
  code_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX cards_user ON cards (user_id, status);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  -- Null once the shopper deleted the account: the order stays, tied to no one.
  user_id integer REFERENCES users (id),
  number text NOT NULL UNIQUE,
  transaction_id text NOT NULL UNIQUE,
  idempotency_key text,
  request_hash text NOT NULL,
  status text NOT NULL,
  payment_status text NOT NULL,
  payment_type text NOT NULL,
  payment_failure_reason text,
  card_id integer REFERENCES cards (id) ON DELETE SET NULL,
  card jsonb,
  delivery jsonb NOT NULL,
  receiver jsonb NOT NULL,
  subtotal integer NOT NULL,
  delivery_fee integer,
  total integer NOT NULL,
  comment text NOT NULL DEFAULT '',
  status_history jsonb NOT NULL,
  payment_due_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user ON orders (user_id, created_at);

CREATE TABLE order_lines (
  order_id integer NOT NULL REFERENCES orders (id),
  position integer NOT NULL,
  product_id integer NOT NULL REFERENCES products (id),
  slug text NOT NULL,
  name jsonb NOT NULL,
  image text NOT NULL,
  price integer NOT NULL,
  quantity integer NOT NULL,
  sold_by_weight boolean NOT NULL,
  line_total integer NOT NULL,
  PRIMARY KEY (order_id, position)
);
