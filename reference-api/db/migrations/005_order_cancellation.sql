-- A shopper may cancel an order until pickers start assembling it; a paid card charge is then
-- refunded in full by the payment simulator, which records every refund it makes.
ALTER TABLE orders ADD COLUMN cancelled_at timestamptz;
ALTER TABLE orders ADD COLUMN cancel_reason text;

CREATE TABLE refunds (
  id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES orders (id),
  card_id integer REFERENCES cards (id) ON DELETE SET NULL,
  amount integer NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL
);
