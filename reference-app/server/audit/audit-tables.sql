-- The audit trail (issue 18): who did what, when, from where. Append-only; read by admins only.
CREATE TABLE IF NOT EXISTS audit_events (
  id INTEGER PRIMARY KEY,
  at_ms INTEGER NOT NULL,
  -- the acting user's id, or null (an anonymous caller, e.g. a failed sign-in or a share link's viewer)
  user_id INTEGER,
  -- what the caller named itself, when not a known user (the username of a failed sign-in)
  actor TEXT,
  -- dotted verb: 'camera.command', 'alert.resolve', 'share.create', 'share.open', 'share.revoke',
  -- 'sign_in.failure', 'sign_in.throttled', 'quota.refused', …
  action TEXT NOT NULL,
  -- what it acted on ('camera:12', 'alert:881', 'share:abc…'), or null
  target TEXT,
  -- the caller's address
  ip TEXT,
  -- small JSON object with the action's particulars (never a secret)
  details TEXT
);
CREATE INDEX IF NOT EXISTS audit_events_at ON audit_events (at_ms);
CREATE INDEX IF NOT EXISTS audit_events_action ON audit_events (action, at_ms);
