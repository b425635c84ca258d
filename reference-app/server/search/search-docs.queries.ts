import { sql } from "kysely";
import type { Insertable } from "kysely";
import { isPostgres, type QueryDb } from "../db/query-layer";
import type { SearchDocs } from "../db/tables";

/** Rows per INSERT (14 columns: well under SQLite's and PostgreSQL's bound-parameter limits). */
const CHUNK = 1000;

/**
 * Fills `search_docs` from the entity tables on either engine, each hit's `_source` written here as
 * JSON (not by the engine's `json_object` / `json_build_object`, whose number and key output
 * differ), so both engines hold the same text; the same text as seed/search-documents.ts writes on
 * SQLite today. Then the SQLite FTS5 indexes are rebuilt (PostgreSQL's search columns are generated;
 * see search.queries.ts). Row ids are given, in the order units, cabinets, clients, regions.
 * Run it inside the seed's transaction.
 */
export async function rebuildSearchDocs(db: QueryDb): Promise<number> {
  const [units, cameras, cabinets, clients, regions] = await Promise.all([
    db
      .selectFrom("live_units as u")
      .innerJoin("clients as c", "c.id", "u.client_id")
      .leftJoin("locations as l", "l.id", "u.location_id")
      .select([
        "u.id",
        "u.client_id",
        "u.region_id",
        "u.name",
        "c.name as client_name",
        "l.name as location_name",
        "l.street",
        "l.city",
        "l.state",
        "l.zip",
        "u.serial",
        "u.primary_camera_id",
        "u.date_activated",
        "u.date_deactivated",
        "u.latitude",
        "u.longitude",
      ])
      .orderBy("u.id")
      .execute(),
    db.selectFrom("cameras").select(["id", "live_unit_id"]).orderBy("live_unit_id").orderBy("position").execute(),
    db
      .selectFrom("archive_cabinets as a")
      .innerJoin("clients as c", "c.id", "a.client_id")
      .leftJoin("locations as l", "l.id", "a.location_id")
      .select([
        "a.id",
        "a.client_id",
        "a.region_id",
        "a.name",
        "c.name as client_name",
        "l.name as location_name",
        "l.street",
        "l.city",
        "l.state",
        "l.zip",
        "a.latitude",
        "a.longitude",
      ])
      .orderBy("a.id")
      .execute(),
    db.selectFrom("clients").select(["id", "name"]).orderBy("id").execute(),
    db
      .selectFrom("regions as r")
      .innerJoin("clients as c", "c.id", "r.client_id")
      .select(["r.id", "r.client_id", "r.name", "c.name as client_name"])
      .orderBy("r.id")
      .execute(),
  ]);
  const camerasOf = new Map<number, number[]>();
  for (const k of cameras) {
    const list = camerasOf.get(k.live_unit_id);
    if (list) list.push(k.id);
    else camerasOf.set(k.live_unit_id, [k.id]);
  }
  const place = {
    location_name: null,
    location_street: null,
    location_city: null,
    location_state: null,
    location_zip: null,
  };
  const docs: Insertable<SearchDocs>[] = [
    ...units.map((u) => ({
      kind: "live_units",
      entity_id: u.id,
      client_id: u.client_id,
      region_id: u.region_id,
      name: u.name,
      client_name: u.client_name,
      location_name: u.location_name,
      location_street: u.street,
      location_city: u.city,
      location_state: u.state,
      location_zip: u.zip,
      serial: u.serial,
      source: JSON.stringify({
        id: u.id,
        name: u.name,
        type: "LiveUnit",
        client_id: u.client_id,
        client_name: u.client_name,
        location_name: u.location_name,
        location_street: u.street,
        location_city: u.city,
        location_state: u.state,
        location_zip: u.zip,
        serial: u.serial,
        primary_camera: u.primary_camera_id,
        cameras: camerasOf.get(u.id) ?? [],
        date_activated: u.date_activated,
        date_deactivated: u.date_deactivated,
        latitude: u.latitude,
        longitude: u.longitude,
      }),
    })),
    ...cabinets.map((a) => ({
      kind: "archive_cabinets",
      entity_id: a.id,
      client_id: a.client_id,
      region_id: a.region_id,
      name: a.name,
      client_name: a.client_name,
      location_name: a.location_name,
      location_street: a.street,
      location_city: a.city,
      location_state: a.state,
      location_zip: a.zip,
      serial: null,
      source: JSON.stringify({
        id: a.id,
        name: a.name,
        type: "ArchiveCabinet",
        client_id: a.client_id,
        client_name: a.client_name,
        location_name: a.location_name,
        location_street: a.street,
        location_city: a.city,
        location_state: a.state,
        location_zip: a.zip,
        latitude: a.latitude,
        longitude: a.longitude,
      }),
    })),
    ...clients.map((c) => ({
      kind: "clients",
      entity_id: c.id,
      client_id: c.id,
      region_id: null,
      name: c.name,
      client_name: c.name,
      ...place,
      serial: null,
      source: JSON.stringify({ id: c.id, name: c.name, type: "Client", client_id: c.id, client_name: c.name }),
    })),
    ...regions.map((r) => ({
      kind: "regions",
      entity_id: r.id,
      client_id: r.client_id,
      region_id: r.id,
      name: r.name,
      client_name: r.client_name,
      ...place,
      serial: null,
      source: JSON.stringify({
        id: r.id,
        name: r.name,
        type: "Region",
        client_id: r.client_id,
        client_name: r.client_name,
      }),
    })),
  ].map((doc, i) => ({ rowid: i + 1, ...doc }));

  await db.deleteFrom("search_docs").execute();
  for (let i = 0; i < docs.length; i += CHUNK)
    await db
      .insertInto("search_docs")
      .values(docs.slice(i, i + CHUNK))
      .execute();
  if (!isPostgres(db)) {
    // FTS5's own command rows: the external-content indexes re-read search_docs.
    await sql`INSERT INTO search_trigram (search_trigram) VALUES ('rebuild')`.execute(db);
    await sql`INSERT INTO search_words (search_words) VALUES ('rebuild')`.execute(db);
  }
  return docs.length;
}
