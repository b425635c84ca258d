import type { Database } from "better-sqlite3";
import * as z from "zod";
import { MOSAIC_MAX_TILES } from "../../../widgets/core/schemas";
import { MULTI_CLIENT_IDS, OPERATOR_CLIENT_ID } from "../seed/fleet";
import { LIMITED_REQUEST_VIDEO_CLIENTS, LIMITED_STREAM_CLIENTS, PARTNER_CLIENTS } from "../seed/users";

const ids = z.array(z.number());

/**
 * The demo mosaics, written once when the table is empty (ids 1…9 in this order):
 * 1 `operator` 'Crescent — 36 cameras' (every camera of the first 12 active units of client 1),
 * 2 'Site entrances' (4 PTZ), 3 'Yard pair' (2), 4 'Single PTZ' (1);
 * 5 `multi` 'Regional overview' (9, one PTZ per client 2–9 and one more), 6 'Walmart stores' (6);
 * 7 `limited` 'Site watch' (5 listed: 2 of client 10, 1 of 11, its stream-entity camera of client 12,
 * and 1 of client 13 it may not stream, which the API leaves out: 4 shown);
 * 8 `partner` 'Projects' (3); 9 `admin` 'All clients' (16, one per client 1–16).
 */
export function seedDemoMosaics(db: Database): number {
  if (db.prepare("SELECT 1 FROM mosaics LIMIT 1").get() !== undefined) return 0;
  const active = `u.date_deactivated IS NULL AND k.active = 1`;
  const cameras = (sql: string, ...args: unknown[]) =>
    ids.parse(
      db
        .prepare(sql)
        .pluck()
        .all(...args),
    );
  const ofClient = (clientId: number, limit: number, position?: number) =>
    cameras(
      `SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id = ? AND ${active}
       ${position === undefined ? "" : "AND k.position = ?"} ORDER BY u.id, k.position LIMIT ?`,
      ...(position === undefined ? [clientId, limit] : [clientId, position, limit]),
    );
  const limitedEntity = cameras("SELECT camera_id FROM user_entities WHERE user_id = 3 AND kind = 'stream' LIMIT 1");

  const mosaics: { userId: number; name: string; cameras: number[] }[] = [
    { userId: 1, name: "Crescent — 36 cameras", cameras: ofClient(OPERATOR_CLIENT_ID, MOSAIC_MAX_TILES) },
    { userId: 1, name: "Site entrances", cameras: ofClient(OPERATOR_CLIENT_ID, 4, 0) },
    { userId: 1, name: "Yard pair", cameras: ofClient(OPERATOR_CLIENT_ID, 2, 1) },
    { userId: 1, name: "Single PTZ", cameras: ofClient(OPERATOR_CLIENT_ID, 1, 0).slice(-1) },
    {
      userId: 2,
      name: "Regional overview",
      cameras: [
        ...MULTI_CLIENT_IDS.flatMap((c) => ofClient(c, 1, 0)),
        ...ofClient(MULTI_CLIENT_IDS[0]!, 2, 0).slice(1),
      ],
    },
    { userId: 2, name: "Walmart stores", cameras: ofClient(MULTI_CLIENT_IDS[0]!, 6, 0) },
    {
      userId: 3,
      name: "Site watch",
      cameras: [
        ...ofClient(LIMITED_STREAM_CLIENTS[0]!, 2, 0),
        ...ofClient(LIMITED_STREAM_CLIENTS[1]!, 1, 0),
        ...limitedEntity,
        ...ofClient(LIMITED_REQUEST_VIDEO_CLIENTS[1]!, 1, 0),
      ],
    },
    { userId: 4, name: "Projects", cameras: PARTNER_CLIENTS.flatMap((c) => ofClient(c, 1, 0)) },
    {
      userId: 5,
      name: "All clients",
      cameras: Array.from({ length: 16 }, (_, i) => ofClient(i + 1, 1, 0)).flat(),
    },
  ];
  const insertMosaic = db.prepare("INSERT INTO mosaics (user_id, name) VALUES (?, ?)");
  const insertCamera = db.prepare("INSERT INTO mosaic_cameras (mosaic_id, position, camera_id) VALUES (?, ?, ?)");
  db.transaction(() => {
    for (const m of mosaics) {
      const id = Number(insertMosaic.run(m.userId, m.name).lastInsertRowid);
      m.cameras.forEach((cameraId, position) => insertCamera.run(id, position, cameraId));
    }
  })();
  return mosaics.length;
}
