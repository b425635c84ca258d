import type { FastifyInstance } from "fastify";
import { holds } from "../auth/access";
import { canRequestVideo, type CameraService, imageSource } from "../cameras";
import type { ServerContext } from "../context";
import { coverageRanges } from "./image-coverage";
import { contractRoute } from "../http/contract-route";
import { HttpError, notFound, ok } from "../http/envelope";
import { createHistoryQueries, type RetrievalRow } from "./history.queries";
import { RETRIEVALS_MAX_IDS } from "../../../widgets/core/schemas";

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Beyond the spec, for the history page: where presets have images (the day strip) and the
 * progress of video retrievals (the requested clips). Both follow the request_video right.
 */
export function registerHistoryMediaRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  cameras: CameraService,
  now: () => number = Date.now,
): void {
  const history = createHistoryQueries(ctx.query);

  contractRoute(app, "imageCoverage", async ({ request, body }) => {
    const access = await ctx.access(request);
    const start = Date.parse(body.start);
    const end = Date.parse(body.end);
    if (start % 3_600_000 !== 0 || end % 3_600_000 !== 0)
      throw new HttpError(400, "The start and end of a coverage request must be on the hour");
    const at = now();
    const coverage = [];
    for (const presetId of new Set(body.presetIds)) {
      const camera = await cameras.imageCameras.ofPreset(presetId);
      if (!camera || !access.canReadClient(camera.clientId)) throw notFound("Preset not found");
      if (!canRequestVideo(access, camera))
        throw new HttpError(403, "You do not have the request_video right for this camera");
      const src = imageSource(camera, presetId);
      const ranges = src ? coverageRanges(src, start, end, at) : [];
      coverage.push({ presetId, ranges: ranges.map((r) => ({ start: iso(r.start), end: iso(r.end) })) });
    }
    return ok(coverage);
  });

  const retrievalStatus = (row: RetrievalRow) => ({
    id: row.id,
    cameraId: row.camera_id,
    liveUnitId: row.live_unit_id,
    title: row.title,
    status: row.status,
    progress: Math.min(1, Math.max(0, row.progress)),
    error: row.error,
    start: iso(row.start_ms),
    stop: iso(row.stop_ms),
    requestedDatetime: iso(row.requested_at),
  });

  contractRoute(app, "archiveRetrievals", async ({ request, query }) => {
    const access = await ctx.access(request);
    if ((query.ids === undefined) === (query.liveUnitId === undefined))
      throw new HttpError(400, "Ask for retrievals by ids[] or by liveUnitId, not both");
    if (query.liveUnitId !== undefined) {
      const unitId = query.liveUnitId;
      const clientId = await history.unitClientId(unitId);
      if (clientId === null || !access.canReadClient(clientId)) throw notFound("Live unit not found");
      if (!holds(access.requestVideo, clientId, await history.unitCameraIds(unitId)))
        throw new HttpError(403, "You do not have the request_video right for this live unit");
      return ok((await history.unfinishedRetrievals(unitId, RETRIEVALS_MAX_IDS)).map(retrievalStatus));
    }
    const asked = query.ids ?? [];
    const rows = await history.retrievals(asked);
    const visible = asked.flatMap((id) => {
      const row = rows.get(id);
      if (!row || !access.canReadClient(row.client_id)) return [];
      if (!holds(access.requestVideo, row.client_id, [row.camera_id])) return [];
      return [retrievalStatus(row)];
    });
    return ok(visible);
  });
}
