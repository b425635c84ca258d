-- Tables of security alerts (document 3 §3 "Alert"), applied with IF NOT EXISTS when the server
-- starts, so an existing database gains them without a reseed. See reference-app/server/alerts/.
-- Times are ms since the epoch (UTC).

CREATE TABLE IF NOT EXISTS alerts (
  id            INTEGER PRIMARY KEY,
  alert_type    TEXT NOT NULL,
  alert_subject TEXT CHECK (alert_subject IN ('person', 'vehicle', 'object')),
  alert_ms      INTEGER NOT NULL,
  state         TEXT NOT NULL CHECK (state IN ('new', 'resolved')),
  camera_id     INTEGER NOT NULL REFERENCES cameras(id),
  camera_role   TEXT NOT NULL CHECK (camera_role IN ('Right', 'Left', 'Primary', 'Radar', 'None')),
  sensor_id     TEXT,
  client_id     INTEGER NOT NULL REFERENCES clients(id),
  live_unit_id  INTEGER NOT NULL REFERENCES live_units(id),
  -- who raised it: 'generator', 'seed' or 'test' (the test hook)
  origin        TEXT NOT NULL,
  -- media production: 'pending' (files being made), 'done', 'none' (asked for none), 'skipped' (overload)
  media_state   TEXT NOT NULL CHECK (media_state IN ('pending', 'done', 'none', 'skipped')),
  resolved_by   INTEGER REFERENCES users(id),
  resolved_ms   INTEGER,
  resolve_tags  TEXT, -- JSON array of tags
  resolve_note  TEXT
);
CREATE INDEX IF NOT EXISTS alerts_open ON alerts(state, client_id, alert_ms);
CREATE INDEX IF NOT EXISTS alerts_unit ON alerts(live_unit_id);

-- Media of an alert, one row per file, written when the file is ready (its URL answers 200); the
-- order of `seq` is the order in which 'media available' announced them.
CREATE TABLE IF NOT EXISTS alert_media (
  alert_id    INTEGER NOT NULL REFERENCES alerts(id),
  seq         INTEGER NOT NULL,
  media_ms    INTEGER NOT NULL,
  camera_id   INTEGER NOT NULL REFERENCES cameras(id),
  camera_role TEXT NOT NULL,
  mime_type   TEXT NOT NULL CHECK (mime_type IN ('image/jpeg', 'video/mp4')),
  url         TEXT NOT NULL,
  PRIMARY KEY (alert_id, seq)
);
