import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { Right } from "../../../widgets/core/schemas";
import type { Access } from "../auth/access";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { ok } from "../http/envelope";
import { legacyCabinetSearch, legacyUnitSearch, type LegacyRow } from "./legacy-search.queries";

/** Most rows a legacy search answers. */
export const LEGACY_LIMIT = 50;

/** Legacy serials come from a fixed-width column: padded with spaces (the client trims them). */
const LEGACY_SERIAL_WIDTH = 12;

/** Clients and cameras a right covers among what the caller may read. */
function scope(access: Access, right: Right): { clients: number[]; cameras: number[] } {
  if (right === "all") return { clients: access.clientIds, cameras: [] };
  return { clients: right.clients.filter((id) => access.canReadClient(id)), cameras: right.entities };
}

/** The legacy name/serial searches of the old stream and history pages. */
export function registerLegacySearchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const answer = (rows: LegacyRow[]) =>
    ok(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        serial: r.serial === null ? null : r.serial.padEnd(LEGACY_SERIAL_WIDTH, " "),
        locationName: r.location_name,
        regionName: r.region_name,
        clientName: r.client_name,
        favoritesListsNames: r.lists ? z.array(z.string()).parse(JSON.parse(r.lists)) : [],
      })),
    );

  const unitSearch = async (access: Access, right: Right, query: string) => {
    const { clients, cameras } = scope(access, right);
    return answer(
      await legacyUnitSearch(ctx.query, {
        userId: access.user.id,
        clientIds: clients,
        cameraIds: cameras,
        text: query.trim(),
        limit: LEGACY_LIMIT,
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
    return answer(
      await legacyCabinetSearch(ctx.query, {
        clientIds: clients,
        text: (query.query ?? "").trim(),
        limit: LEGACY_LIMIT,
      }),
    );
  });
}
