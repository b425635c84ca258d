import type { FastifyInstance } from "fastify";
import { holds, type Access } from "../auth/access";
import { canStream, type CameraService, sessionGrant } from "../cameras";
import type { ServerContext } from "../context";
import { cabinetImagesEnd, cabinetImagesStart, liveUnitWindow } from "../cameras";
import { cabinetPresets } from "./cabinet-presets";
import { HttpError, notFound, ok } from "../http/envelope";
import { contractRoute } from "../http/contract-route";
import { createHistoryQueries, type HistoryCabinet, type HistoryCamera } from "./history.queries";
import type { ArchivedVideo } from "../../../widgets/core/schemas";
import { findUnit } from "../units";

/** What a user without the request_video right gets: history is refused, not just hidden. */
const noHistoryRight = (what: string): HttpError =>
  new HttpError(403, `You do not have the request_video right for this ${what}`);

/** Why a camera does not record now, or null while it records. */
export function notRecordingReason(camera: HistoryCamera, now: number): string | null {
  const window = liveUnitWindow(
    { id: camera.live_unit_id, date_activated: camera.date_activated, date_deactivated: camera.date_deactivated },
    now,
  );
  if (!window.recording) {
    const activated = camera.date_activated === null ? null : Date.parse(camera.date_activated);
    return activated === null || activated > now ? "Live unit is not activated yet" : "Live unit is deactivated";
  }
  if (camera.active === 0) return "Camera is inactive";
  if (camera.health_color === "grey") return "Camera is not reporting";
  return null;
}

/**
 * Document 2 §7: nav_meta of live units and cabinets, cabinet info and camera_metadata. History
 * needs the request_video right on the unit's client or one of its cameras (403 otherwise);
 * another client's unit, camera or cabinet answers 404. `now` is injectable for tests.
 */
export function registerHistoryRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  cameras: CameraService,
  now: () => number = Date.now,
): void {
  const history = createHistoryQueries(ctx.query);

  /** The ready requested videos of these cameras, by camera, newest recorded first. */
  const archivedVideos = async (cameraIds: readonly number[], grant: string) => {
    const byCamera = new Map<number, ArchivedVideo[]>();
    for (const id of await history.readyVideoIds(cameraIds)) {
      const row = await cameras.archive.get(id);
      const url = row ? cameras.archive.urls(row, grant).videoUrl : null;
      if (!row || url === null) continue;
      const list = byCamera.get(row.camera_id) ?? [];
      list.push({
        id: row.id,
        cameraId: row.camera_id,
        archiveCabinetId: null,
        title: row.title,
        url,
        bytes: row.video_bytes ?? 0,
        timestampRecorded: new Date(row.start_ms).toISOString(),
        timestampRequested: new Date(row.requested_at).toISOString(),
        requestedDurationMinutes: (row.stop_ms - row.start_ms) / 60_000,
      });
      byCamera.set(row.camera_id, list);
    }
    return byCamera;
  };

  const readableCabinet = async (access: Access, id: number): Promise<HistoryCabinet> => {
    const cabinet = (await history.cabinets([id])).get(id);
    if (!cabinet || !access.canReadClient(cabinet.client_id)) throw notFound("Archive cabinet not found");
    return cabinet;
  };

  contractRoute(app, "liveUnitNavMeta", async ({ request, params }) => {
    const access = await ctx.access(request);
    const unit = await findUnit(ctx.query, params.liveUnitId);
    if (!unit || !access.canReadClient(unit.client_id)) throw notFound("Live unit not found");
    const cameraIds = await history.unitCameraIds(unit.id);
    if (!holds(access.requestVideo, unit.client_id, cameraIds)) throw noHistoryRight("live unit");
    const at = now();
    const window = liveUnitWindow(unit, at);
    const cameras = await history.cameras(cameraIds);
    const canRequest = cameraIds.some((id) => {
      const camera = cameras.get(id);
      return (
        camera !== undefined &&
        notRecordingReason(camera, at) === null &&
        holds(access.requestVideo, unit.client_id, [id])
      );
    });
    return ok({
      liveUnitId: unit.id,
      clientId: unit.client_id,
      liveUnitName: unit.name,
      liveUnitSerialNum: unit.serial,
      locationName: unit.location_name,
      clientName: unit.client_name,
      showClientNameStreamPage: access.isMultiClient,
      showClientNameHistoryPage: access.isMultiClient,
      timezone: unit.time_zone ?? access.user.time_zone,
      recordingStart: window.recordingStart,
      archiveImagesStart: window.archiveImagesStart,
      canRequestVideo: window.recording && canRequest,
      cameraIds,
    });
  });

  contractRoute(app, "archiveCabinetNavMeta", async ({ request, params }) => {
    const access = await ctx.access(request);
    const cabinet = await readableCabinet(access, params.archiveCabinetId);
    if (!holds(access.requestVideo, cabinet.client_id, [])) throw noHistoryRight("archive cabinet");
    return ok({
      archiveCabinetId: cabinet.id,
      clientId: cabinet.client_id,
      liveUnitName: cabinet.name,
      liveUnitSerialNum: null,
      locationName: cabinet.location_name,
      clientName: cabinet.client_name,
      showClientNameStreamPage: access.isMultiClient,
      showClientNameHistoryPage: access.isMultiClient,
      timezone: cabinet.time_zone ?? access.user.time_zone,
      recordingStart: null,
      archiveImagesStart: cabinetImagesStart(cabinet.id, now()),
      archiveImagesEnd: cabinetImagesEnd(cabinet.id, now()),
      canRequestVideo: false as const,
      archiveCabinetIds: [cabinet.id],
    });
  });

  contractRoute(app, "archiveCabinetInfo", async ({ request, params }) => {
    const access = await ctx.access(request);
    const cabinet = await readableCabinet(access, params.archiveCabinetId);
    return ok({
      data: {
        archiveCabinetId: cabinet.id,
        liveUnitName: cabinet.name,
        liveUnitSerialNum: null,
        locationName: cabinet.location_name,
        clientId: cabinet.client_id,
        clientName: cabinet.client_name,
        timezone: cabinet.time_zone ?? access.user.time_zone,
        showClientNameStreamPage: access.isMultiClient,
        showClientNameHistoryPage: access.isMultiClient,
      },
    });
  });

  const directory = cameras.directory;
  contractRoute(app, "cameraMetadata", async ({ request, body }) => {
    const access = await ctx.access(request);
    const at = now();
    const found = await history.cameras(body.cameraIds);
    const cabinets = await history.cabinets(body.archiveCabinetIds);
    const unitRight = new Map<number, boolean>();
    for (const id of body.cameraIds) {
      const camera = found.get(id);
      if (!camera || !access.canReadClient(camera.client_id)) throw notFound(`Camera ${id} not found`);
      let right = unitRight.get(camera.live_unit_id);
      if (right === undefined) {
        right = holds(access.requestVideo, camera.client_id, await history.unitCameraIds(camera.live_unit_id));
        unitRight.set(camera.live_unit_id, right);
      }
      if (!right) throw noHistoryRight("camera");
    }
    for (const id of body.archiveCabinetIds) {
      const cabinet = cabinets.get(id);
      if (!cabinet || !access.canReadClient(cabinet.client_id)) throw notFound(`Archive cabinet ${id} not found`);
      if (!holds(access.requestVideo, cabinet.client_id, [])) throw noHistoryRight("archive cabinet");
    }
    const presets = await history.presets(body.cameraIds);
    const videos = await archivedVideos(body.cameraIds, sessionGrant(access, "request_video"));
    const infos = new Map(
      await Promise.all(body.cameraIds.map(async (id) => [id, await directory.camera(id)] as const)),
    );
    const cameraItems = body.cameraIds.map((id) => {
      const camera = found.get(id)!;
      const cameraInfo = infos.get(id) ?? null;
      const reason = notRecordingReason(camera, at);
      return {
        camera: {
          id,
          name: camera.name,
          notRecordingReason: reason,
          clientId: camera.client_id,
          canRequestVideo: reason === null && holds(access.requestVideo, camera.client_id, [id]),
          canStream: cameraInfo !== null && canStream(access, cameraInfo),
        },
        archiveCabinet: null,
        archivedVideos: videos.get(id) ?? [],
        presets: presets
          .filter((p) => p.camera_id === id)
          .map((p) => ({
            id: p.id,
            cameraId: id,
            archiveCabinetId: null,
            name: p.name,
            default: p.is_default === 1,
            isHome: p.is_home === 1,
          })),
      };
    });
    const cabinetItems = body.archiveCabinetIds.map((id) => {
      const cabinet = cabinets.get(id)!;
      return {
        camera: null,
        archiveCabinet: {
          id,
          name: cabinet.name,
          notRecordingReason: null,
          clientId: cabinet.client_id,
          canRequestVideo: false,
          canStream: false,
        },
        archivedVideos: [],
        presets: cabinetPresets(id).map((p) => ({
          id: p.id,
          cameraId: null,
          archiveCabinetId: id,
          name: p.name,
          default: p.isDefault,
          isHome: p.isHome,
        })),
      };
    });
    return ok([...cameraItems, ...cabinetItems]);
  });
}
