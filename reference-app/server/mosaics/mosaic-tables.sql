-- Saved mosaics (document 3 §2.5), applied with IF NOT EXISTS when the server starts, so an
-- existing database gains them without a reseed. A mosaic belongs to one user; its cameras are
-- kept in order (`position` 0…). See reference-app/server/mosaics/.

CREATE TABLE IF NOT EXISTS mosaics (
  id      INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  name    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS mosaics_user ON mosaics(user_id);

CREATE TABLE IF NOT EXISTS mosaic_cameras (
  mosaic_id INTEGER NOT NULL REFERENCES mosaics(id),
  position  INTEGER NOT NULL,
  camera_id INTEGER NOT NULL REFERENCES cameras(id),
  PRIMARY KEY (mosaic_id, position)
);
