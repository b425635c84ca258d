/**
 * Why a call was refused, beyond its status: `no_credentials` (401: neither a session cookie nor a
 * token), `invalid_token` (401: a token the server does not accept: bad signature, unknown or ended
 * session), `token_expired` (401: a token past its `exp`; ask for a new one), `cross_origin_cookie`
 * (403: a state change from another origin carrying only the session cookie; send a Bearer token).
 * Quotas: `clip_jobs_per_user` and `clip_seconds_per_hour` (429, with `retryAfterS`),
 * `stream_sessions_per_user` and `encoder_budget` (503, with `retryAfterS`). Live feeds unavailable:
 * `ffmpeg_missing`, `shutting_down` (503).
 */
export const ERROR_CODES = [
  "no_credentials",
  "invalid_token",
  "token_expired",
  "cross_origin_cookie",
  "clip_jobs_per_user",
  "clip_seconds_per_hour",
  "stream_sessions_per_user",
  "encoder_budget",
  "ffmpeg_missing",
  "shutting_down",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
