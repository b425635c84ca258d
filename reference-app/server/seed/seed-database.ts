import type { Database } from "better-sqlite3";
import { FLEET_SEED } from "./prng";
import { generateFleet } from "./fleet";
import { apiKeyHash } from "../auth/partner-keys";
import { DEMO_PARTNER_KEYS, INFORMATIONAL_VIDEOS, userRows } from "./users";
import { buildSearchDocuments } from "./search-documents";

const b = (v: boolean): number => (v ? 1 : 0);

/** Generates the demo fleet and writes it in one transaction. Returns the time it took in ms. */
export function seedDatabase(db: Database, seed = FLEET_SEED): number {
  const started = performance.now();
  const fleet = generateFleet(seed);
  const people = userRows(fleet);
  db.transaction(() => {
    const client = db.prepare("INSERT INTO clients (id, name) VALUES (?, ?)");
    for (const c of fleet.clients) client.run(c.id, c.name);
    const region = db.prepare("INSERT INTO regions (id, client_id, name) VALUES (?, ?, ?)");
    for (const r of fleet.regions) region.run(r.id, r.clientId, r.name);
    const location = db.prepare(
      "INSERT INTO locations (id, name, street, city, state, zip, time_zone) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    for (const l of fleet.locations) location.run(l.id, l.name, l.street, l.city, l.state, l.zip, l.timeZone);
    const unit =
      db.prepare(`INSERT INTO live_units (id, client_id, region_id, location_id, name, serial, latitude, longitude,
      mounting_structure, date_activated, date_deactivated, primary_camera_id, health_color, health_start_color, health_status,
      health_flapping, health_overlay) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const u of fleet.liveUnits) {
      unit.run(
        u.id,
        u.clientId,
        u.regionId,
        u.locationId,
        u.name,
        u.serial,
        u.latitude,
        u.longitude,
        u.mountingStructure,
        u.dateActivated,
        u.dateDeactivated,
        u.primaryCameraId,
        u.healthColor,
        u.healthStartColor,
        u.healthStatus,
        b(u.healthFlapping),
        u.healthOverlay,
      );
    }
    const camera =
      db.prepare(`INSERT INTO cameras (id, live_unit_id, position, name, active, thumbnail_preset_id, capabilities,
      permissions, health_color, health_status, health_flapping, patrol_suspended) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const c of fleet.cameras) {
      camera.run(
        c.id,
        c.liveUnitId,
        c.position,
        c.name,
        b(c.active),
        c.thumbnailPresetId,
        c.capabilities,
        c.permissions,
        c.healthColor,
        c.healthStatus,
        b(c.healthFlapping),
        b(c.patrolSuspended),
      );
    }
    const preset = db.prepare("INSERT INTO presets (id, camera_id, name, is_home, is_default) VALUES (?, ?, ?, ?, ?)");
    for (const p of fleet.presets) preset.run(p.id, p.cameraId, p.name, b(p.isHome), b(p.isDefault));
    const cabinet =
      db.prepare(`INSERT INTO archive_cabinets (id, client_id, region_id, location_id, name, camera_name, live_unit_name,
      latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const c of fleet.cabinets)
      cabinet.run(
        c.id,
        c.clientId,
        c.regionId,
        c.locationId,
        c.name,
        c.cameraName,
        c.liveUnitName,
        c.latitude,
        c.longitude,
      );

    const user =
      db.prepare(`INSERT INTO users (id, username, name, password_salt, password_hash, lvtc, lvtu, lvtr, video_preference,
      time_zone, permissions, entitlements, flags, all_clients, stream_all, request_video_all) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const u of people.users) {
      user.run(
        u.id,
        u.username,
        u.name,
        u.salt,
        u.hash,
        u.lvtc,
        u.lvtu,
        u.lvtr,
        u.videoPreference,
        u.timeZone,
        JSON.stringify(u.permissions),
        JSON.stringify(u.entitlements),
        JSON.stringify(u.flags),
        b(u.allClients),
        b(u.streamAll),
        b(u.requestVideoAll),
      );
    }
    const userClient = db.prepare(
      "INSERT INTO user_clients (user_id, client_id, stream, request_video) VALUES (?, ?, ?, ?)",
    );
    for (const c of people.clients) userClient.run(c.userId, c.clientId, b(c.stream), b(c.requestVideo));
    const entity = db.prepare("INSERT INTO user_entities (user_id, camera_id, kind) VALUES (?, ?, ?)");
    for (const e of people.entities) entity.run(e.userId, e.cameraId, e.kind);

    const video =
      db.prepare(`INSERT INTO informational_videos (id, page, video_url, thumbnail_url, header_text, body_text, documentation_url)
      VALUES (?, ?, ?, ?, ?, ?, ?)`);
    for (const v of INFORMATIONAL_VIDEOS) {
      video.run(
        v.id,
        v.page,
        `/media/informational/${v.page}.mp4`,
        null,
        v.header_text,
        v.body_text,
        v.documentation_url,
      );
    }
    // Each user starts with a Favorites list holding the first cameras of their primary client.
    const list = db.prepare("INSERT INTO cam_lists (id, user_id, name, is_favorites) VALUES (?, ?, 'Favorites', 1)");
    const listCamera = db.prepare("INSERT INTO cam_list_cameras (list_id, camera_id, added_at) VALUES (?, ?, ?)");
    for (const u of people.users) {
      list.run(u.id, u.id);
      const units = fleet.liveUnits.filter((x) => x.clientId === u.lvtc).slice(1, 3);
      units.forEach((x, i) => listCamera.run(u.id, x.primaryCameraId, i));
    }
    const key = db.prepare("INSERT INTO partner_api_keys (key_hash, user_id, label) VALUES (?, ?, ?)");
    for (const k of DEMO_PARTNER_KEYS) {
      const owner = people.users.find((u) => u.username === k.username);
      if (!owner) throw new Error(`demo partner key for unknown user ${k.username}`);
      key.run(apiKeyHash(k.key), owner.id, k.label);
    }
    buildSearchDocuments(db);
    const meta = db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
    meta.run("fleet_seed", String(seed));
    meta.run("seeded_at", new Date().toISOString());
  })();
  const took = performance.now() - started;
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seed_ms', ?)").run(String(Math.round(took)));
  return took;
}
