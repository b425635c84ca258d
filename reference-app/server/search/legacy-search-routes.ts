import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { Right } from "../../../widgets/core/schemas";
import type { Access } from "../auth/access";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { ok } from "../http/envelope";

const RowSchema = z.object({
  id: z.number(),
  name: z.string(),
  serial: z.string().nullable(),
  location_name: z.string().nullable(),
  region_name: z.string().nullable(),
  client_name: z.string(),
  lists: z.string().nullable(),
});

/** Most rows a legacy search answers. */
export const LEGACY_LIMIT = 50;

/** Legacy serials come from a fixed-width column: padded with spaces (the client trims them). */
const LEGACY_SERIAL_WIDTH = 12;

const like = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Clients and cameras a right covers among what the caller may read. */
function scope(access: Access, right: Right): { clients: number[]; cameras: number[] } {
  if (right === "all") return { clients: access.clientIds, cameras: [] };
  return { clients: right.clients.filter((id) => access.canReadClient(id)), cameras: right.entities };
}

/** The legacy name/serial searches of the old stream and history pages. */
export function registerLegacySearchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const units = ctx.db
    .prepare(`SELECT u.id, u.name, u.serial, l.name AS location_name, r.name AS region_name, c.name AS client_name,
      (SELECT json_group_array(DISTINCT cl.name) FROM cam_list_cameras lc JOIN cam_lists cl ON cl.id = lc.list_id JOIN cameras k ON k.id = lc.camera_id
        WHERE cl.user_id = @user AND k.live_unit_id = u.id) AS lists
    FROM live_units u JOIN clients c ON c.id = u.client_id LEFT JOIN locations l ON l.id = u.location_id LEFT JOIN regions r ON r.id = u.region_id
    WHERE (u.client_id IN (SELECT value FROM json_each(@clients))
        OR u.id IN (SELECT live_unit_id FROM cameras WHERE id IN (SELECT value FROM json_each(@cameras))))
      AND (u.name LIKE @q ESCAPE '\\' OR u.serial LIKE @q ESCAPE '\\')
    ORDER BY u.name, u.id LIMIT ${LEGACY_LIMIT}`);
  const cabinets = ctx.db
    .prepare(`SELECT a.id, a.name, NULL AS serial, l.name AS location_name, r.name AS region_name, c.name AS client_name, NULL AS lists
    FROM archive_cabinets a JOIN clients c ON c.id = a.client_id LEFT JOIN locations l ON l.id = a.location_id LEFT JOIN regions r ON r.id = a.region_id
    WHERE a.client_id IN (SELECT value FROM json_each(@clients)) AND a.name LIKE @q ESCAPE '\\'
    ORDER BY a.name, a.id LIMIT ${LEGACY_LIMIT}`);

  const answer = (rows: unknown[]) =>
    ok(
      z
        .array(RowSchema)
        .parse(rows)
        .map((r) => ({
          id: r.id,
          name: r.name,
          serial: r.serial === null ? null : r.serial.padEnd(LEGACY_SERIAL_WIDTH, " "),
          locationName: r.location_name,
          regionName: r.region_name,
          clientName: r.client_name,
          favoritesListsNames: r.lists ? z.array(z.string()).parse(JSON.parse(r.lists)) : [],
        })),
    );

  const unitSearch = (access: Access, right: Right, query: string) => {
    const { clients, cameras } = scope(access, right);
    return answer(
      units.all({
        user: access.user.id,
        clients: JSON.stringify(clients),
        cameras: JSON.stringify(cameras),
        q: like(query.trim()),
      }),
    );
  };
  contractRoute(app, "legacyLiveUnitStreamSearch", async ({ request, query }) => {
    const access = await ctx.access(request);
    return unitSearch(access, access.stream, query.query ?? "");
  });
  contractRoute(app, "legacyLiveUnitArchiveSearch", async ({ request, query }) => {
    const access = await ctx.access(request);
    return unitSearch(access, access.requestVideo, query.query ?? "");
  });

  contractRoute(app, "legacyArchiveCabinetSearch", async ({ request, query }) => {
    const access = await ctx.access(request);
    const { clients } = scope(access, access.requestVideo);
    return answer(cabinets.all({ clients: JSON.stringify(clients), q: like((query.query ?? "").trim()) }));
  });
}
