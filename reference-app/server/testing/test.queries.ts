import { sql } from "kysely";
import * as z from "zod";
import type { QueryDb } from "../db/query-layer";

/**
 * Plain SQL for the tests' own set-up and checks, on either engine: `?` placeholders become bound
 * parameters (`$1…` on PostgreSQL). Write SQL both engines read alike (no `json_extract`, no FTS).
 */
export async function testRows<T = Record<string, unknown>>(
  db: QueryDb,
  text: string,
  ...params: unknown[]
): Promise<T[]> {
  const parts = text.split("?");
  if (parts.length !== params.length + 1)
    throw new Error(`${parts.length - 1} placeholders for ${params.length} parameters: ${text}`);
  const strings = Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray;
  const { rows } = await sql<T>(strings, ...params).execute(db);
  return rows;
}

/** The id of `clientId`'s first live unit (lowest id); throws when it has none. */
export async function firstLiveUnitOf(db: QueryDb, clientId: number): Promise<number> {
  const [row] = await testRows(db, "SELECT id FROM live_units WHERE client_id = ? ORDER BY id LIMIT 1", clientId);
  return z.object({ id: z.number() }).parse(row).id;
}

/**
 * Ids of the active cameras of `clientId`'s units, in id order, whose capabilities and permissions
 * (JSON text on both engines) pass `where`.
 */
export async function camerasWhere(
  db: QueryDb,
  clientId: number,
  where: (capabilities: Record<string, unknown>, permissions: Record<string, unknown>) => unknown,
): Promise<number[]> {
  const rows = await testRows<{ id: number; capabilities: string; permissions: string }>(
    db,
    `SELECT k.id, k.capabilities, k.permissions FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
      WHERE u.client_id = ? AND k.active = 1 ORDER BY k.id`,
    clientId,
  );
  return rows
    .filter((k) =>
      where(
        JSON.parse(k.capabilities) as Record<string, unknown>,
        JSON.parse(k.permissions) as Record<string, unknown>,
      ),
    )
    .map((k) => k.id);
}
