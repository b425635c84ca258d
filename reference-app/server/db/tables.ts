/**
 * The tables' row types, as the query layer (Kysely) sees them on both engines. Generated once by
 * `kysely-codegen` from the SQLite schema (FTS5 shadow tables left out); keep in step with
 * `migrations/` by hand: a migration that adds a column adds it here. Coordinates are typeless on
 * SQLite and jsonb on PostgreSQL: a number, a string or NULL, as stored.
 */

import type { ColumnType } from "kysely";

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export interface AlertMedia {
  alert_id: number;
  camera_id: number;
  camera_role: string;
  media_ms: number;
  mime_type: string;
  seq: number;
  url: string;
}

export interface Alerts {
  alert_ms: number;
  alert_subject: string | null;
  alert_type: string;
  camera_id: number;
  camera_role: string;
  client_id: number;
  id: Generated<number>;
  live_unit_id: number;
  media_state: string;
  origin: string;
  resolve_note: string | null;
  resolve_tags: string | null;
  resolved_by: number | null;
  resolved_ms: number | null;
  sensor_id: string | null;
  state: string;
}

export interface ArchiveCabinets {
  camera_name: string | null;
  client_id: number;
  id: Generated<number>;
  latitude: number | string | null;
  live_unit_name: string;
  location_id: number | null;
  longitude: number | string | null;
  name: string;
  region_id: number | null;
}

export interface AuditEvents {
  action: string;
  actor: string | null;
  at_ms: number;
  details: string | null;
  id: Generated<number>;
  ip: string | null;
  target: string | null;
  user_id: number | null;
}

export interface CameraPresetViews {
  pan: number;
  preset_id: Generated<number>;
  tilt: number;
  zoom: number;
}

export interface Cameras {
  active: number;
  capabilities: string;
  health_color: string;
  health_flapping: number;
  health_status: string;
  id: Generated<number>;
  live_unit_id: number;
  name: string;
  patrol_suspended: number;
  permissions: string;
  position: number;
  thumbnail_preset_id: number | null;
}

export interface CamListCameras {
  added_at: number;
  camera_id: number;
  list_id: number;
}

export interface CamLists {
  id: Generated<number>;
  is_favorites: number;
  name: string;
  user_id: number;
}

export interface Clients {
  id: Generated<number>;
  name: string;
}

export interface CameraViewers {
  camera_id: number;
  joined_ms: number;
  name: string;
  seen_ms: number;
  user_id: number;
  username: string;
}

export interface ClusterInstances {
  encoders: number;
  heartbeat_ms: number;
  instance_id: string;
  sessions: string;
}

export interface ClipQuotaCharges {
  charged_at: number;
  seconds: number;
  user_id: number;
  video_id: Generated<number>;
}

export interface InformationalVideos {
  body_text: string;
  documentation_url: string | null;
  header_text: string | null;
  id: Generated<number>;
  page: string;
  thumbnail_url: string | null;
  video_url: string;
}

export interface InformationalVideoViews {
  user_id: number;
  video_id: number;
  viewed_at: number;
}

export interface LiveUnits {
  client_id: number;
  date_activated: string | null;
  date_deactivated: string | null;
  health_color: string;
  health_flapping: number;
  health_overlay: string | null;
  health_start_color: string | null;
  health_status: string;
  id: Generated<number>;
  latitude: number | string | null;
  location_id: number | null;
  longitude: number | string | null;
  mounting_structure: string | null;
  name: string;
  primary_camera_id: number | null;
  region_id: number | null;
  serial: string;
}

export interface Locations {
  city: string | null;
  id: Generated<number>;
  name: string | null;
  state: string | null;
  street: string | null;
  time_zone: string;
  zip: string | null;
}

export interface Meta {
  key: string | null;
  value: string;
}

export interface MosaicCameras {
  camera_id: number;
  mosaic_id: number;
  position: number;
}

export interface Mosaics {
  id: Generated<number>;
  name: string;
  user_id: number;
}

export interface PartnerApiKeys {
  key_hash: string | null;
  label: string;
  user_id: number;
}

export interface Presets {
  camera_id: number;
  id: Generated<number>;
  is_default: number;
  is_home: number;
  name: string;
}

export interface RateLimitHits {
  bucket: string;
  hits: number;
  window_ms: number;
}

export interface Regions {
  client_id: number;
  id: Generated<number>;
  name: string;
}

export interface RequestedVideos {
  camera_id: number;
  camera_name: string;
  /** The instance rendering it (`cluster_instances.instance_id`); NULL while queued. */
  claimed_by: string | null;
  completed_at: number | null;
  dewarped_bytes: number | null;
  dewarped_file: string | null;
  error: string | null;
  id: Generated<number>;
  is_panoramic: number;
  is_thermal: number;
  kind: string;
  live_unit_id: number;
  progress: Generated<number>;
  requested_at: number;
  start_ms: number;
  status: string;
  stop_ms: number;
  title: string;
  user_id: number;
  video_bytes: number | null;
  video_file: string | null;
}

export interface RequestedVideoSeeds {
  live_unit_id: Generated<number>;
}

export interface RequestedVideoShares {
  created_at: number;
  created_by: number;
  dewarped: number;
  expires_at: number;
  id: Generated<number>;
  last_opened_at: number | null;
  opens: Generated<number>;
  revoked_at: number | null;
  revoked_by: number | null;
  video_id: number;
}

export interface SearchDocs {
  client_id: number;
  client_name: string | null;
  entity_id: number;
  kind: string;
  location_city: string | null;
  location_name: string | null;
  location_state: string | null;
  location_street: string | null;
  location_zip: string | null;
  name: string;
  region_id: number | null;
  rowid: Generated<number>;
  serial: string | null;
  source: string;
  /** PostgreSQL only (generated): the text columns lower-cased, one per line, pg_trgm-indexed. */
  match_text: ColumnType<string, never, never>;
  /** PostgreSQL only (generated): their folded words as a tsvector, GIN-indexed. */
  match_words: ColumnType<string, never, never>;
}

export interface SearchTrigram {
  client_name: string | null;
  location_city: string | null;
  location_name: string | null;
  location_state: string | null;
  location_street: string | null;
  location_zip: string | null;
  name: string | null;
  serial: string | null;
}

export interface SearchWords {
  client_name: string | null;
  location_city: string | null;
  location_name: string | null;
  location_state: string | null;
  location_street: string | null;
  location_zip: string | null;
  name: string | null;
  serial: string | null;
}

export interface Sessions {
  created_at: number;
  expires_at: number;
  token_hash: string | null;
  user_id: number;
}

export interface SignInFailures {
  at_ms: number;
  device: string | null;
  id: Generated<number>;
  ip: string;
  username: string;
}

export interface UserClients {
  client_id: number;
  request_video: number;
  stream: number;
  user_id: number;
}

export interface UserEntities {
  camera_id: number;
  kind: string;
  user_id: number;
}

export interface Users {
  all_clients: number;
  entitlements: string;
  flags: string;
  id: Generated<number>;
  lvtc: number;
  lvtr: string;
  lvtu: number;
  name: string;
  password_hash: string;
  password_salt: string;
  permissions: string;
  request_video_all: number;
  stream_all: number;
  time_zone: string;
  username: string;
  video_preference: string;
  language: Generated<string>;
  video_quality: Generated<string>;
}

export interface Tables {
  alert_media: AlertMedia;
  alerts: Alerts;
  archive_cabinets: ArchiveCabinets;
  audit_events: AuditEvents;
  cam_list_cameras: CamListCameras;
  cam_lists: CamLists;
  camera_preset_views: CameraPresetViews;
  cameras: Cameras;
  camera_viewers: CameraViewers;
  clients: Clients;
  cluster_instances: ClusterInstances;
  clip_quota_charges: ClipQuotaCharges;
  informational_video_views: InformationalVideoViews;
  informational_videos: InformationalVideos;
  live_units: LiveUnits;
  locations: Locations;
  meta: Meta;
  mosaic_cameras: MosaicCameras;
  mosaics: Mosaics;
  partner_api_keys: PartnerApiKeys;
  presets: Presets;
  rate_limit_hits: RateLimitHits;
  regions: Regions;
  requested_video_seeds: RequestedVideoSeeds;
  requested_video_shares: RequestedVideoShares;
  requested_videos: RequestedVideos;
  search_docs: SearchDocs;
  search_trigram: SearchTrigram;
  search_words: SearchWords;
  sessions: Sessions;
  sign_in_failures: SignInFailures;
  user_clients: UserClients;
  user_entities: UserEntities;
  users: Users;
}
