import type { QueryDb } from "../db/query-layer";
import { MOSAIC_MAX_TILES } from "../../../widgets/core/schemas";
import { MULTI_CLIENT_IDS, OPERATOR_CLIENT_ID } from "../seed/fleet";
import { LIMITED_REQUEST_VIDEO_CLIENTS, LIMITED_STREAM_CLIENTS, PARTNER_CLIENTS } from "../seed/users";
import { activeCamerasOfClient, anyMosaic, firstStreamEntity, insertMosaics } from "./mosaics.queries";

/**
 * The demo mosaics, written once when the table is empty (ids 1…9 in this order):
 * 1 `operator` 'Crescent — 36 cameras' (every camera of the first 12 active units of client 1),
 * 2 'Site entrances' (4 PTZ), 3 'Yard pair' (2), 4 'Single PTZ' (1);
 * 5 `multi` 'Regional overview' (9, one PTZ per client 2–9 and one more), 6 'Walmart stores' (6);
 * 7 `limited` 'Site watch' (5 listed: 2 of client 10, 1 of 11, its stream-entity camera of client 12,
 * and 1 of client 13 it may not stream, which the API leaves out: 4 shown);
 * 8 `partner` 'Projects' (3); 9 `admin` 'All clients' (16, one per client 1–16).
 */
export async function seedDemoMosaics(query: QueryDb): Promise<number> {
  if (await anyMosaic(query)) return 0;
  const ofClient = (clientId: number, limit: number, position?: number) =>
    activeCamerasOfClient(query, clientId, limit, position);
  const limitedEntity = await firstStreamEntity(query, 3);

  const flat = async (lists: Promise<number[]>[]) => (await Promise.all(lists)).flat();

  const mosaics: { userId: number; name: string; cameras: number[] }[] = [
    { userId: 1, name: "Crescent — 36 cameras", cameras: await ofClient(OPERATOR_CLIENT_ID, MOSAIC_MAX_TILES) },
    { userId: 1, name: "Site entrances", cameras: await ofClient(OPERATOR_CLIENT_ID, 4, 0) },
    { userId: 1, name: "Yard pair", cameras: await ofClient(OPERATOR_CLIENT_ID, 2, 1) },
    { userId: 1, name: "Single PTZ", cameras: (await ofClient(OPERATOR_CLIENT_ID, 1, 0)).slice(-1) },
    {
      userId: 2,
      name: "Regional overview",
      cameras: [
        ...(await flat(MULTI_CLIENT_IDS.map((c) => ofClient(c, 1, 0)))),
        ...(await ofClient(MULTI_CLIENT_IDS[0]!, 2, 0)).slice(1),
      ],
    },
    { userId: 2, name: "Walmart stores", cameras: await ofClient(MULTI_CLIENT_IDS[0]!, 6, 0) },
    {
      userId: 3,
      name: "Site watch",
      cameras: [
        ...(await ofClient(LIMITED_STREAM_CLIENTS[0]!, 2, 0)),
        ...(await ofClient(LIMITED_STREAM_CLIENTS[1]!, 1, 0)),
        ...limitedEntity,
        ...(await ofClient(LIMITED_REQUEST_VIDEO_CLIENTS[1]!, 1, 0)),
      ],
    },
    { userId: 4, name: "Projects", cameras: await flat(PARTNER_CLIENTS.map((c) => ofClient(c, 1, 0))) },
    {
      userId: 5,
      name: "All clients",
      cameras: await flat(Array.from({ length: 16 }, (_, i) => ofClient(i + 1, 1, 0))),
    },
  ];
  await insertMosaics(query, mosaics);
  return mosaics.length;
}
