import { sql, type Expression, type SqlBool } from "kysely";
import { isPostgres, type QueryDb } from "../db/query-layer";

/** One row of a legacy search; `lists` is the caller's favourite lists holding the unit, as a JSON array. */
export interface LegacyRow {
  id: number;
  name: string;
  serial: string | null;
  location_name: string | null;
  region_name: string | null;
  client_name: string;
  lists: string | null;
}

/** `%text%` with LIKE's wildcards escaped by a backslash. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column` contains `text`, case-insensitively for ASCII as SQLite's LIKE (PostgreSQL: ILIKE,
 * whose escape character is already the backslash).
 */
function contains(db: QueryDb, column: string, text: string): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref(column)} ILIKE ${containing(text)}`
    : sql<SqlBool>`${sql.ref(column)} LIKE ${containing(text)} ESCAPE '\\'`;
}

/** Name order as SQLite's BINARY collation gives it, whatever the PostgreSQL database's locale. */
const byName = (db: QueryDb, column: string) =>
  isPostgres(db) ? sql`${sql.ref(column)} COLLATE "C"` : sql.ref(column);

const NOTHING = sql<SqlBool>`1 = 0`;

/** Live units whose name or serial contains `text`, among the clients and cameras given, in name order. */
export async function legacyUnitSearch(
  db: QueryDb,
  scope: { userId: number; clientIds: readonly number[]; cameraIds: readonly number[]; text: string; limit: number },
): Promise<LegacyRow[]> {
  const listNames = isPostgres(db)
    ? sql<string | null>`coalesce(json_agg(DISTINCT cl.name ORDER BY cl.name)::text, '[]')`
    : sql<string | null>`json_group_array(DISTINCT cl.name)`;
  return db
    .selectFrom("live_units as u")
    .innerJoin("clients as c", "c.id", "u.client_id")
    .leftJoin("locations as l", "l.id", "u.location_id")
    .leftJoin("regions as r", "r.id", "u.region_id")
    .select((eb) => [
      "u.id",
      "u.name",
      "u.serial",
      "l.name as location_name",
      "r.name as region_name",
      "c.name as client_name",
      eb
        .selectFrom("cam_list_cameras as lc")
        .innerJoin("cam_lists as cl", "cl.id", "lc.list_id")
        .innerJoin("cameras as k", "k.id", "lc.camera_id")
        .select(listNames.as("lists"))
        .where("cl.user_id", "=", scope.userId)
        .whereRef("k.live_unit_id", "=", "u.id")
        .as("lists"),
    ])
    .where((eb) =>
      eb.and([
        eb.or([
          scope.clientIds.length > 0 ? eb("u.client_id", "in", scope.clientIds) : NOTHING,
          scope.cameraIds.length > 0
            ? eb("u.id", "in", eb.selectFrom("cameras").select("live_unit_id").where("id", "in", scope.cameraIds))
            : NOTHING,
        ]),
        eb.or([contains(db, "u.name", scope.text), contains(db, "u.serial", scope.text)]),
      ]),
    )
    .orderBy(byName(db, "u.name"))
    .orderBy("u.id")
    .limit(scope.limit)
    .execute();
}

/** Archive cabinets whose name contains `text`, among the clients given, in name order. */
export async function legacyCabinetSearch(
  db: QueryDb,
  scope: { clientIds: readonly number[]; text: string; limit: number },
): Promise<LegacyRow[]> {
  if (scope.clientIds.length === 0) return [];
  return db
    .selectFrom("archive_cabinets as a")
    .innerJoin("clients as c", "c.id", "a.client_id")
    .leftJoin("locations as l", "l.id", "a.location_id")
    .leftJoin("regions as r", "r.id", "a.region_id")
    .select([
      "a.id",
      "a.name",
      sql<null>`NULL`.as("serial"),
      "l.name as location_name",
      "r.name as region_name",
      "c.name as client_name",
      sql<null>`NULL`.as("lists"),
    ])
    .where("a.client_id", "in", scope.clientIds)
    .where(contains(db, "a.name", scope.text))
    .orderBy(byName(db, "a.name"))
    .orderBy("a.id")
    .limit(scope.limit)
    .execute();
}
