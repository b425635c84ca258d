import { isPostgres, type QueryDb } from "../db/query-layer";
import { FLEET_SEED } from "./prng";
import { generateFleet, type Coordinate } from "./fleet";
import { apiKeyHash } from "../auth/partner-keys";
import { DEMO_PARTNER_KEYS, INFORMATIONAL_VIDEOS, userRows } from "./users";
import { rebuildSearchDocs } from "../search";
import { continueNumbering, insertRows, writeMeta } from "./seed.queries";

const b = (v: boolean): number => (v ? 1 : 0);

/**
 * Generates the demo fleet and writes it in one transaction, on SQLite or PostgreSQL. Returns the
 * time it took in ms.
 */
export async function seedDatabase(db: QueryDb, seed = FLEET_SEED): Promise<number> {
  const started = performance.now();
  const fleet = generateFleet(seed);
  const people = userRows(fleet);
  // PostgreSQL's coordinates are jsonb (numbers, strings or NULL as stored): strings go in as JSON.
  const pg = isPostgres(db);
  const coordinate = (value: Coordinate): Coordinate => (pg && value !== null ? JSON.stringify(value) : value);
  await db.transaction().execute(async (trx) => {
    await insertRows(
      trx,
      "clients",
      fleet.clients.map((c) => ({ id: c.id, name: c.name })),
    );
    await insertRows(
      trx,
      "regions",
      fleet.regions.map((r) => ({ id: r.id, client_id: r.clientId, name: r.name })),
    );
    await insertRows(
      trx,
      "locations",
      fleet.locations.map((l) => ({
        id: l.id,
        name: l.name,
        street: l.street,
        city: l.city,
        state: l.state,
        zip: l.zip,
        time_zone: l.timeZone,
      })),
    );
    await insertRows(
      trx,
      "live_units",
      fleet.liveUnits.map((u) => ({
        id: u.id,
        client_id: u.clientId,
        region_id: u.regionId,
        location_id: u.locationId,
        name: u.name,
        serial: u.serial,
        latitude: coordinate(u.latitude),
        longitude: coordinate(u.longitude),
        mounting_structure: u.mountingStructure,
        date_activated: u.dateActivated,
        date_deactivated: u.dateDeactivated,
        primary_camera_id: u.primaryCameraId,
        health_color: u.healthColor,
        health_start_color: u.healthStartColor,
        health_status: u.healthStatus,
        health_flapping: b(u.healthFlapping),
        health_overlay: u.healthOverlay,
      })),
    );
    await insertRows(
      trx,
      "cameras",
      fleet.cameras.map((c) => ({
        id: c.id,
        live_unit_id: c.liveUnitId,
        position: c.position,
        name: c.name,
        active: b(c.active),
        thumbnail_preset_id: c.thumbnailPresetId,
        capabilities: c.capabilities,
        permissions: c.permissions,
        health_color: c.healthColor,
        health_status: c.healthStatus,
        health_flapping: b(c.healthFlapping),
        patrol_suspended: b(c.patrolSuspended),
      })),
    );
    await insertRows(
      trx,
      "presets",
      fleet.presets.map((p) => ({
        id: p.id,
        camera_id: p.cameraId,
        name: p.name,
        is_home: b(p.isHome),
        is_default: b(p.isDefault),
      })),
    );
    await insertRows(
      trx,
      "archive_cabinets",
      fleet.cabinets.map((c) => ({
        id: c.id,
        client_id: c.clientId,
        region_id: c.regionId,
        location_id: c.locationId,
        name: c.name,
        camera_name: c.cameraName,
        live_unit_name: c.liveUnitName,
        latitude: coordinate(c.latitude),
        longitude: coordinate(c.longitude),
      })),
    );
    await insertRows(
      trx,
      "users",
      people.users.map((u) => ({
        id: u.id,
        username: u.username,
        name: u.name,
        password_salt: u.salt,
        password_hash: u.hash,
        lvtc: u.lvtc,
        lvtu: u.lvtu,
        lvtr: u.lvtr,
        video_preference: u.videoPreference,
        time_zone: u.timeZone,
        permissions: JSON.stringify(u.permissions),
        entitlements: JSON.stringify(u.entitlements),
        flags: JSON.stringify(u.flags),
        all_clients: b(u.allClients),
        stream_all: b(u.streamAll),
        request_video_all: b(u.requestVideoAll),
      })),
    );
    await insertRows(
      trx,
      "user_clients",
      people.clients.map((c) => ({
        user_id: c.userId,
        client_id: c.clientId,
        stream: b(c.stream),
        request_video: b(c.requestVideo),
      })),
    );
    await insertRows(
      trx,
      "user_entities",
      people.entities.map((e) => ({ user_id: e.userId, camera_id: e.cameraId, kind: e.kind })),
    );
    await insertRows(
      trx,
      "informational_videos",
      INFORMATIONAL_VIDEOS.map((v) => ({
        id: v.id,
        page: v.page,
        video_url: `/media/informational/${v.page}.mp4`,
        thumbnail_url: null,
        header_text: v.header_text,
        body_text: v.body_text,
        documentation_url: v.documentation_url,
      })),
    );
    // Each user starts with a Favorites list holding the first cameras of their primary client.
    await insertRows(
      trx,
      "cam_lists",
      people.users.map((u) => ({ id: u.id, user_id: u.id, name: "Favorites", is_favorites: 1 })),
    );
    await insertRows(
      trx,
      "cam_list_cameras",
      people.users.flatMap((u) =>
        fleet.liveUnits
          .filter((x) => x.clientId === u.lvtc)
          .slice(1, 3)
          .map((x, i) => ({ list_id: u.id, camera_id: x.primaryCameraId, added_at: i })),
      ),
    );
    await insertRows(
      trx,
      "partner_api_keys",
      DEMO_PARTNER_KEYS.map((k) => {
        const owner = people.users.find((u) => u.username === k.username);
        if (!owner) throw new Error(`demo partner key for unknown user ${k.username}`);
        return { key_hash: apiKeyHash(k.key), user_id: owner.id, label: k.label };
      }),
    );
    await rebuildSearchDocs(trx);
    await continueNumbering(trx);
    await writeMeta(trx, { fleet_seed: String(seed), seeded_at: new Date().toISOString() });
  });
  const took = performance.now() - started;
  await writeMeta(db, { seed_ms: String(Math.round(took)) });
  return took;
}
