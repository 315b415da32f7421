-- Companies' requests to buy on account, perishable goods, and the places taken in delivery windows.
CREATE TABLE business_requests (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  company_name text NOT NULL,
  inn text NOT NULL CHECK (inn ~ '^[0-9]{9}$'),
  contact_name text NOT NULL,
  phone text NOT NULL,
  email text,
  monthly_volume text NOT NULL,
  comment text NOT NULL DEFAULT '',
  locale text NOT NULL,
  -- Only to cap how many requests one address sends an hour.
  ip text NOT NULL,
  status text NOT NULL DEFAULT 'received',
  created_at timestamptz NOT NULL
);
CREATE INDEX business_requests_ip ON business_requests (ip, created_at);

-- Fresh, dairy and frozen goods: never shipped to the regions.
ALTER TABLE products ADD COLUMN perishable boolean NOT NULL DEFAULT false;

-- One row per window that has orders: `taken` never passes `capacity`, whatever runs at once.
CREATE TABLE delivery_window_places (
  window_id text PRIMARY KEY,
  capacity integer NOT NULL CHECK (capacity >= 0),
  taken integer NOT NULL DEFAULT 0,
  CHECK (taken >= 0 AND taken <= capacity)
);

-- A database seeded before perishables were known: the same categories as
-- reference-api/seed/regions.ts (perishableCategories), with their subcategories.
WITH RECURSIVE perishable_categories AS (
  SELECT id FROM categories
   WHERE slug IN ('dairy', 'bakery', 'fruit-vegetables', 'meat-poultry', 'frozen')
  UNION
  SELECT c.id FROM categories c JOIN perishable_categories p ON c.parent_id = p.id
)
UPDATE products SET perishable = true WHERE category_id IN (SELECT id FROM perishable_categories);
