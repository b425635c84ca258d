-- Tables of the synthetic cameras (applied with IF NOT EXISTS when the server starts, so an
-- existing database gains them without a reseed). See reference-app/server/cameras/.

-- Where a preset points, for presets created at run time (seeded presets derive it from their id).
CREATE TABLE IF NOT EXISTS camera_preset_views (
  preset_id INTEGER PRIMARY KEY REFERENCES presets(id),
  pan       REAL NOT NULL,
  tilt      REAL NOT NULL,
  zoom      REAL NOT NULL
);

-- Requested videos (document 2 "Requested video"): one row per retrieval, from the request until
-- the MP4 is ready. `status`: queued → rendering → ready | failed; `progress` 0..1 while rendering.
-- Times are ms since the epoch (UTC). `camera_name` is the camera's name when requested.
CREATE TABLE IF NOT EXISTS requested_videos (
  id             INTEGER PRIMARY KEY,
  camera_id      INTEGER NOT NULL REFERENCES cameras(id),
  live_unit_id   INTEGER NOT NULL REFERENCES live_units(id),
  user_id        INTEGER NOT NULL REFERENCES users(id),
  kind           TEXT NOT NULL CHECK (kind IN ('archive', 'quick')),
  title          TEXT NOT NULL,
  camera_name    TEXT NOT NULL,
  is_thermal     INTEGER NOT NULL,
  is_panoramic   INTEGER NOT NULL,
  start_ms       INTEGER NOT NULL,
  stop_ms        INTEGER NOT NULL,
  requested_at   INTEGER NOT NULL,
  status         TEXT NOT NULL CHECK (status IN ('queued', 'rendering', 'ready', 'failed')),
  progress       REAL NOT NULL DEFAULT 0,
  error          TEXT,
  video_file     TEXT,
  video_bytes    INTEGER,
  dewarped_file  TEXT,
  dewarped_bytes INTEGER,
  completed_at   INTEGER
);
CREATE INDEX IF NOT EXISTS requested_videos_unit ON requested_videos(live_unit_id, requested_at);
CREATE INDEX IF NOT EXISTS requested_videos_camera ON requested_videos(camera_id, requested_at);

-- Clip quotas (issue 18): one row per clip a user asked for (not the seeded history), so the
-- unfinished jobs and the clip seconds of the last hour of each user are counted across restarts.
CREATE TABLE IF NOT EXISTS clip_quota_charges (
  video_id   INTEGER PRIMARY KEY REFERENCES requested_videos(id),
  user_id    INTEGER NOT NULL,
  seconds    REAL NOT NULL,
  charged_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS clip_quota_charges_user ON clip_quota_charges(user_id, charged_at);
