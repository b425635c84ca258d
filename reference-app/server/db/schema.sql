-- Reference server schema. Coordinates are declared without a type so that SQLite keeps whatever
-- was stored (numbers, strings or NULL): the fleet deliberately holds a few invalid positions.

CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE clients (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE regions (
  id        INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients(id),
  name      TEXT NOT NULL
);
CREATE INDEX regions_client ON regions(client_id);

CREATE TABLE locations (
  id        INTEGER PRIMARY KEY,
  name      TEXT,
  street    TEXT,
  city      TEXT,
  state     TEXT,
  zip       TEXT,
  time_zone TEXT NOT NULL
);

CREATE TABLE live_units (
  id                 INTEGER PRIMARY KEY,
  client_id          INTEGER NOT NULL REFERENCES clients(id),
  region_id          INTEGER REFERENCES regions(id),
  location_id        INTEGER REFERENCES locations(id),
  name               TEXT NOT NULL,
  serial             TEXT NOT NULL,
  latitude,
  longitude,
  mounting_structure TEXT,
  date_activated     TEXT,
  date_deactivated   TEXT,
  primary_camera_id  INTEGER,
  health_color       TEXT NOT NULL,
  health_start_color TEXT,
  health_status      TEXT NOT NULL,
  health_flapping    INTEGER NOT NULL,
  health_overlay     TEXT
);
CREATE INDEX live_units_client ON live_units(client_id);

CREATE TABLE archive_cabinets (
  id             INTEGER PRIMARY KEY,
  client_id      INTEGER NOT NULL REFERENCES clients(id),
  region_id      INTEGER REFERENCES regions(id),
  location_id    INTEGER REFERENCES locations(id),
  name           TEXT NOT NULL,
  camera_name    TEXT,
  live_unit_name TEXT NOT NULL,
  latitude,
  longitude
);
CREATE INDEX archive_cabinets_client ON archive_cabinets(client_id);

CREATE TABLE cameras (
  id                  INTEGER PRIMARY KEY,
  live_unit_id        INTEGER NOT NULL REFERENCES live_units(id),
  position            INTEGER NOT NULL,
  name                TEXT NOT NULL,
  active              INTEGER NOT NULL,
  thumbnail_preset_id INTEGER,
  capabilities        TEXT NOT NULL, -- JSON
  permissions         TEXT NOT NULL, -- JSON
  health_color        TEXT NOT NULL,
  health_status       TEXT NOT NULL,
  health_flapping     INTEGER NOT NULL,
  patrol_suspended    INTEGER NOT NULL
);
CREATE INDEX cameras_unit ON cameras(live_unit_id);

CREATE TABLE presets (
  id         INTEGER PRIMARY KEY,
  camera_id  INTEGER NOT NULL REFERENCES cameras(id),
  name       TEXT NOT NULL,
  is_home    INTEGER NOT NULL,
  is_default INTEGER NOT NULL
);
CREATE INDEX presets_camera ON presets(camera_id);

CREATE TABLE users (
  id                INTEGER PRIMARY KEY,
  username          TEXT NOT NULL UNIQUE,
  name              TEXT NOT NULL,
  password_salt     TEXT NOT NULL,
  password_hash     TEXT NOT NULL,
  lvtc              INTEGER NOT NULL,
  lvtu              INTEGER NOT NULL,
  lvtr              TEXT NOT NULL,
  video_preference  TEXT NOT NULL,
  video_quality     TEXT NOT NULL DEFAULT 'auto', -- auto | main | sub (issue 21)
  time_zone         TEXT NOT NULL,
  permissions       TEXT NOT NULL, -- JSON
  entitlements      TEXT NOT NULL, -- JSON
  flags             TEXT NOT NULL, -- JSON array
  all_clients       INTEGER NOT NULL,
  stream_all        INTEGER NOT NULL,
  request_video_all INTEGER NOT NULL,
  language          TEXT NOT NULL DEFAULT 'en' -- the portal's language (issue 21): 'en' or 'es'
);

-- Clients a user may read, and the rights held on each.
CREATE TABLE user_clients (
  user_id       INTEGER NOT NULL REFERENCES users(id),
  client_id     INTEGER NOT NULL REFERENCES clients(id),
  stream        INTEGER NOT NULL,
  request_video INTEGER NOT NULL,
  PRIMARY KEY (user_id, client_id)
);

-- Rights held on single cameras ("entities").
CREATE TABLE user_entities (
  user_id   INTEGER NOT NULL REFERENCES users(id),
  camera_id INTEGER NOT NULL REFERENCES cameras(id),
  kind      TEXT NOT NULL CHECK (kind IN ('stream', 'request_video')),
  PRIMARY KEY (user_id, camera_id, kind)
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE informational_videos (
  id                INTEGER PRIMARY KEY,
  page              TEXT NOT NULL,
  video_url         TEXT NOT NULL,
  thumbnail_url     TEXT,
  header_text       TEXT,
  body_text         TEXT NOT NULL,
  documentation_url TEXT
);

CREATE TABLE informational_video_views (
  user_id   INTEGER NOT NULL REFERENCES users(id),
  video_id  INTEGER NOT NULL REFERENCES informational_videos(id),
  viewed_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, video_id)
);

CREATE TABLE cam_lists (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id),
  name         TEXT NOT NULL,
  is_favorites INTEGER NOT NULL
);

-- At most one favourites list per user, whatever the API is asked.
CREATE UNIQUE INDEX cam_lists_one_favourites ON cam_lists (user_id) WHERE is_favorites = 1;

-- API keys of partner backends: each mints user tokens for its own user (POST /api/partner/token).
CREATE TABLE partner_api_keys (
  key_hash TEXT PRIMARY KEY, -- sha256 of the key, base64url
  user_id  INTEGER NOT NULL REFERENCES users(id),
  label    TEXT NOT NULL
);

CREATE TABLE cam_list_cameras (
  list_id   INTEGER NOT NULL REFERENCES cam_lists(id),
  camera_id INTEGER NOT NULL REFERENCES cameras(id),
  added_at  INTEGER NOT NULL,
  PRIMARY KEY (list_id, camera_id)
);

-- Search documents: one row per live unit, archive cabinet, client and region. `source` is the
-- prebuilt `_source` JSON of the hit; the text columns feed the full-text indexes.
CREATE TABLE search_docs (
  rowid           INTEGER PRIMARY KEY,
  kind            TEXT NOT NULL,
  entity_id       INTEGER NOT NULL,
  client_id       INTEGER NOT NULL,
  region_id       INTEGER,
  name            TEXT NOT NULL,
  client_name     TEXT,
  location_name   TEXT,
  location_street TEXT,
  location_city   TEXT,
  location_state  TEXT,
  location_zip    TEXT,
  serial          TEXT,
  source          TEXT NOT NULL
);
CREATE INDEX search_docs_client ON search_docs(client_id, kind);

-- Substring matching (terms of three characters or more).
CREATE VIRTUAL TABLE search_trigram USING fts5(
  name, client_name, location_name, location_street, location_city, location_state, location_zip, serial,
  content='search_docs', content_rowid='rowid', tokenize='trigram'
);

-- Word-prefix matching (terms shorter than three characters).
CREATE VIRTUAL TABLE search_words USING fts5(
  name, client_name, location_name, location_street, location_city, location_state, location_zip, serial,
  content='search_docs', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', prefix='1 2'
);
