-- Catalogue: categories, brands, products and the content the storefront shows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE images (
  key text PRIMARY KEY,
  emoji text NOT NULL,
  background text NOT NULL
);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  parent_id integer REFERENCES categories (id),
  name jsonb NOT NULL,
  image text NOT NULL,
  position integer NOT NULL
);

CREATE TABLE brands (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  country jsonb NOT NULL,
  description jsonb NOT NULL,
  local boolean NOT NULL
);

CREATE TABLE products (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  category_id integer NOT NULL REFERENCES categories (id),
  brand_id integer NOT NULL REFERENCES brands (id),
  price integer NOT NULL CHECK (price >= 0),
  old_price integer,
  stock integer NOT NULL CHECK (stock >= 0),
  weight integer NOT NULL,
  mxit text NOT NULL,
  mxit_unit text NOT NULL,
  sold_by_weight boolean NOT NULL,
  step_grams integer,
  variant_group text,
  variant_label jsonb,
  image text NOT NULL,
  popularity integer NOT NULL,
  created_at timestamptz NOT NULL,
  keywords text[] NOT NULL DEFAULT '{}',
  -- Every name and keyword normalised to one Latin key (see src/shared/lib/text).
  search_text text NOT NULL
);
CREATE INDEX products_category ON products (category_id);
CREATE INDEX products_brand ON products (brand_id);
CREATE INDEX products_search ON products USING gin (search_text gin_trgm_ops);

CREATE TABLE stores (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name jsonb NOT NULL,
  address jsonb NOT NULL,
  opens text NOT NULL,
  closes text NOT NULL,
  phone text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);

CREATE TABLE blogs (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  excerpt jsonb NOT NULL,
  body jsonb NOT NULL,
  image text NOT NULL,
  published_at timestamptz NOT NULL
);

CREATE TABLE pages (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE slides (
  id text PRIMARY KEY,
  position integer NOT NULL,
  title jsonb NOT NULL,
  subtitle jsonb NOT NULL,
  link text NOT NULL,
  image text NOT NULL,
  user_types text[]
);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
