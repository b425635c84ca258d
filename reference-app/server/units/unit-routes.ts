import type { FastifyInstance } from "fastify";
import { holds, type Access } from "../auth/access";
import type { ServerContext } from "../context";
import { loadMapLists, type MapItem } from "./map-lists.queries";
import { findCabinet, findUnit, thumbnailUrl, unitCameras } from "./unit.queries";
import { forbidden, HttpError, notFound, ok, sendRawData } from "../http/envelope";
import { contractRoute } from "../http/contract-route";

type ListQuery = { client_ids?: number[] | undefined; region_ids?: number[] | undefined };

/**
 * Map lists, unit and cabinet details, default streaming camera. Answers what builds the map lists
 * ahead of the first call (app.ts runs it after listening when `warm` is on).
 */
export function registerUnitRoutes(app: FastifyInstance, ctx: ServerContext): () => Promise<unknown> {
  // Built once, on the first list call (a failure answers each list call with it): the fleet does
  // not change while the server runs, and a server nobody asks (most test servers) never builds them.
  let building: ReturnType<typeof loadMapLists> | undefined;
  const lists = (): ReturnType<typeof loadMapLists> => (building ??= loadMapLists(ctx.query));

  const filtered = (items: MapItem[], access: Access, query: ListQuery): string => {
    const { client_ids: clientIds, region_ids: regionIds } = query;
    if (clientIds?.some((id) => !access.canReadClient(id))) throw forbidden();
    const clients = new Set(clientIds ?? access.clientIds);
    const regions = regionIds && regionIds.length > 0 ? new Set(regionIds) : null;
    const chosen = items.filter(
      (item) => clients.has(item.clientId) && (!regions || (item.regionId !== null && regions.has(item.regionId))),
    );
    return `[${chosen.map((item) => item.json).join(",")}]`;
  };

  contractRoute(app, "liveUnits", async ({ request, reply, query }) =>
    sendRawData(reply, filtered((await lists()).liveUnits, await ctx.access(request), query)),
  );

  contractRoute(app, "archiveCabinets", async ({ request, reply, query }) =>
    sendRawData(reply, filtered((await lists()).cabinets, await ctx.access(request), query)),
  );

  /** The unit when the caller may read its client; otherwise 404 (never another client's data). */
  const readableUnit = async (access: Access, id: number) => {
    const unit = await findUnit(ctx.query, id);
    if (!unit || !access.canReadClient(unit.client_id)) throw notFound("Live unit not found");
    return unit;
  };

  contractRoute(app, "liveUnitDetail", async ({ request, params }) => {
    const access = await ctx.access(request);
    const unit = await readableUnit(access, params.liveUnitId);
    const cameras = await unitCameras(ctx.query, unit.id);
    const cameraIds = cameras.map((c) => c.id);
    return ok({
      liveUnitId: unit.id,
      liveUnitName: unit.name,
      liveUnitSerial: unit.serial,
      clientId: unit.client_id,
      clientName: unit.client_name,
      locationId: unit.location_id,
      locationName: unit.location_name,
      locationStreet: unit.street,
      locationCity: unit.city,
      locationState: unit.state,
      locationZip: unit.zip,
      accessArchives: holds(access.requestVideo, unit.client_id, cameraIds),
      accessStream: holds(access.stream, unit.client_id, cameraIds),
      cameraList: cameras.map((c) => ({
        id: c.id,
        name: c.name,
        thumbnailPreset:
          c.preset_id === null
            ? null
            : { id: c.preset_id, name: c.preset_name ?? "", imageUrl: thumbnailUrl(c.id, c.preset_id) },
      })),
      unitHealth: {
        statusText: unit.health_status,
        color: unit.health_color,
        startColor: unit.health_start_color,
        isFlapping: unit.health_flapping === 1,
        isGradient: unit.health_start_color !== null,
        overlay: unit.health_overlay,
      },
    });
  });

  contractRoute(app, "liveUnitInfo", async ({ request, params }) => {
    const access = await ctx.access(request);
    const unit = await readableUnit(access, params.liveUnitId);
    return ok({
      data: {
        liveUnitId: unit.id,
        liveUnitName: unit.name,
        liveUnitSerialNum: unit.serial,
        locationName: unit.location_name,
        clientId: unit.client_id,
        clientName: unit.client_name,
        timezone: unit.time_zone ?? access.user.time_zone,
        showClientNameStreamPage: access.isMultiClient,
        showClientNameHistoryPage: access.isMultiClient,
      },
    });
  });

  contractRoute(app, "defaultStreamingCamera", async ({ request, params }) => {
    const access = await ctx.access(request);
    const unit = await readableUnit(access, params.liveUnitId);
    const cameraIds = (await unitCameras(ctx.query, unit.id)).map((c) => c.id);
    if (!holds(access.stream, unit.client_id, cameraIds))
      throw new HttpError(403, "You do not have permission to stream this live unit");
    const cameraId = unit.primary_camera_id ?? cameraIds[0];
    if (cameraId === undefined) throw notFound("This live unit has no cameras");
    return { ...ok(cameraId), error: null };
  });

  contractRoute(app, "archiveCabinetDetail", async ({ request, params }) => {
    const access = await ctx.access(request);
    const cabinet = await findCabinet(ctx.query, params.archiveCabinetId);
    if (!cabinet || !access.canReadClient(cabinet.client_id)) throw notFound("Archive cabinet not found");
    return ok({
      id: cabinet.id,
      clientId: cabinet.client_id,
      clientName: cabinet.client_name,
      locationName: cabinet.location_name,
      liveUnitName: cabinet.live_unit_name,
      city: cabinet.city,
      state: cabinet.state,
      accessArchives: holds(access.requestVideo, cabinet.client_id, []),
      showClientName: access.isMultiClient,
    });
  });
  return lists;
}
