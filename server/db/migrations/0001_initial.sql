-- Foundation schema. Plain PostgreSQL 15 SQL: runs unchanged on PGlite and on a server.

-- One row of server switches (GET config/partners). The check keeps it a single row.
CREATE TABLE settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  partner_area_maintenance_mode boolean NOT NULL DEFAULT false,
  enable_partner_creation boolean NOT NULL DEFAULT true,
  partner_group_double_authentication boolean NOT NULL DEFAULT true,
  payment_methods jsonb NOT NULL DEFAULT '[]'::jsonb,
  payment_provider_origin text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- External content pages: one row per tag and language, each with its own path.
CREATE TABLE content_pages (
  tag text NOT NULL,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  path text NOT NULL CHECK (path ~ '^/[^\s]*$'),
  title text NOT NULL,
  content text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tag, lang),
  UNIQUE (lang, path)
);

-- Footer (GET pages/information).
-- The CHECK lists mirror sponsorGroupIds, legalLinkIds and socialNetworks of src/api/pages.ts.
CREATE TABLE sponsors (
  group_id text NOT NULL CHECK (group_id IN ('mainSponsor', 'secondSponsors', 'institutions', 'sponsors',
    'officialSuppliers', 'collaborators', 'media', 'clubCompaniesSponsor')),
  id text NOT NULL,
  url text NOT NULL,
  img text NOT NULL,
  alt text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, id)
);

CREATE TABLE club_contact (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  name text NOT NULL,
  address text NOT NULL,
  phone text NOT NULL,
  mail text NOT NULL
);

CREATE TABLE legal_links (
  id text PRIMARY KEY CHECK (id IN ('legalNotice', 'ethicalChannel', 'dataProtection', 'cookiesPolicy',
    'privacyPolicy', 'transparencyPolicy')),
  url text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE social_links (
  id text PRIMARY KEY CHECK (id IN ('facebook', 'twitter', 'instagram', 'tiktok', 'youtube', 'flickr', 'linkedin')),
  url text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

-- Accounts. Role profiles live in their own tables so groups and seat changes can
-- reference partners(id) with foreign keys.
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mail text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  lastname text NOT NULL,
  type text NOT NULL CHECK (type IN ('PARTNER', 'SYMPATHIZER', 'SYMPATHIZER_WITH_NUMBER', 'FAN',
    'EMPLOYEE', 'ENTERPRISE_ADMIN', 'ENTERPRISE_ACCOUNT')),
  photo text,
  photo_validation_required boolean NOT NULL DEFAULT false,
  address_validation_required boolean NOT NULL DEFAULT false,
  special_renewal boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Mail is an identifier typed by people: unique regardless of case.
CREATE UNIQUE INDEX users_mail_key ON users (lower(mail));

CREATE TABLE partners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  partner_number integer NOT NULL UNIQUE,
  iban text,
  -- Money in cents: exact, and read back as a plain integer by both drivers.
  total_paid_cents integer NOT NULL DEFAULT 0,
  season text NOT NULL,
  change_seat_allowed boolean NOT NULL DEFAULT false,
  change_seat_execution_allowed boolean NOT NULL DEFAULT false
);

CREATE TABLE sympathizers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  number integer UNIQUE
);

CREATE TABLE fans (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  shareholders_available boolean NOT NULL DEFAULT false
);

-- Login sessions. Only the sha256 of the cookie token is stored, so a leaked table
-- does not hand out sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
