import { insertPreset, renamePreset } from "./cameras.queries";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { canRequestVideo, callerPermissions, readableCamera, streamableCamera } from "./camera-access";
import type { CameraInfo } from "./camera-directory";
import type { CameraService } from "./camera-service";
import { commandRefusal, type CommandKind } from "./command-rights";
import { TALKDOWN_HEARTBEAT_MS, TALKDOWN_TIMEOUT_MS } from "./camera-state";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { HttpError, notFound, ok } from "../http/envelope";
import type { Access } from "../auth/access";
import { voiceToken } from "../voice";

/** Queues a clip of the last 5 minutes (the archive module answers the retrieval id). */
export type QuickVideoRequester = (
  access: Access,
  camera: CameraInfo,
  title: string,
  request: FastifyRequest,
) => Promise<number>;

const done = ok({ code: 0, data: null });

/** Document 3 "Camera controls": every command checks rights on the server, then acts on the picture. */
export function registerCameraCommandRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  cameras: CameraService,
  requestQuickVideo: QuickVideoRequester,
): void {
  const { directory, states } = cameras;

  /** The camera, once the caller may send `command` to it (404 / 403 otherwise). */
  const allowed = async (request: FastifyRequest, cameraId: number, command: CommandKind) => {
    const access = await ctx.access(request);
    const camera = await streamableCamera(directory, access, cameraId);
    const refusal = commandRefusal(command, {
      capabilities: camera.capabilities,
      permissions: callerPermissions(access, camera),
      selfService: access.user.permissions.selfService,
      viewOnly: await cameras.viewers.isViewOnly(camera.id, access.user.id),
    });
    if (refusal) throw new HttpError(403, refusal);
    return { access, camera };
  };

  /** The audit record of a command carried out (issue 18): who, which camera, what, from where. */
  const audit = (
    request: FastifyRequest,
    { access, camera }: { access: Access; camera: CameraInfo },
    command: string,
    details: Record<string, unknown> = {},
  ) =>
    ctx.audit.record({
      action: "camera.command",
      userId: access.user.id,
      actor: access.user.username,
      target: `camera:${camera.id}`,
      ip: request.ip,
      details: { command, ...details },
    });

  contractRoute(app, "goToPreset", async ({ request, params, body }) => {
    const granted = await allowed(request, params.cameraId, { kind: "preset" });
    const { camera } = granted;
    if (!camera.presets.some((p) => p.id === body.presetId)) throw notFound("Preset not found on this camera");
    states.goToPreset(camera, body.presetId);
    audit(request, granted, "goToPreset", { presetId: body.presetId });
    return done;
  });

  contractRoute(app, "ptz", async ({ request, params, body }) => {
    switch (body.controlMode) {
      case "panTilt": {
        const granted = await allowed(request, params.cameraId, { kind: "panTilt", direction: body.controlValue });
        states.panTilt(granted.camera, body.controlValue);
        audit(request, granted, "panTilt", { direction: body.controlValue });
        break;
      }
      case "zoom": {
        const granted = await allowed(request, params.cameraId, { kind: "zoom" });
        states.zoom(granted.camera, body.controlValue);
        audit(request, granted, "zoom", { value: body.controlValue });
        break;
      }
      case "clickToCenter": {
        const granted = await allowed(request, params.cameraId, { kind: "clickToCenter" });
        states.clickToCenter(
          granted.camera,
          body.controlXValue,
          body.controlYValue,
          body.resolutionX,
          body.resolutionY,
        );
        audit(request, granted, "clickToCenter", { x: body.controlXValue, y: body.controlYValue });
        break;
      }
    }
    return done;
  });

  contractRoute(app, "relay", async ({ request, params, body }) => {
    const granted = await allowed(request, params.cameraId, { kind: "relay", relayName: body.relayName });
    states.setRelay(granted.camera, body.relayName, body.state);
    audit(request, granted, "relay", { relayName: body.relayName, state: body.state });
    return done;
  });

  contractRoute(app, "speakerSound", async ({ request, params, body }) => {
    const granted = await allowed(request, params.cameraId, { kind: "sound", soundId: body.soundId });
    const { camera } = granted;
    const sound = camera.capabilities.speakerSounds.find((s) => s.id === body.soundId);
    states.playSound(camera, sound?.label ?? "Sound");
    audit(request, granted, "speakerSound", { soundId: body.soundId });
    return done;
  });

  contractRoute(app, "speakerMic", async ({ request, params, body }) => {
    const granted = await allowed(request, params.cameraId, { kind: "mic" });
    states.setMicMuted(granted.camera, body.state === "mute");
    audit(request, granted, "speakerMic", { state: body.state });
    return done;
  });

  contractRoute(app, "snapshot", async ({ request, params }) => {
    const { camera } = await allowed(request, params.cameraId, { kind: "snapshot" });
    const image = cameras.snapshot(camera).toString("base64");
    return ok({ code: 0, data: JSON.stringify({ image }) });
  });

  contractRoute(app, "patrolState", async ({ request, params }) => {
    const access = await ctx.access(request);
    return ok(states.patrolSuspended(await readableCamera(directory, access, params.cameraId)));
  });

  contractRoute(app, "suspendPatrol", async ({ request, params, body }) => {
    const granted = await allowed(request, params.cameraId, { kind: "patrol" });
    const { camera } = granted;
    if (body.patrol === "on") await states.resumePatrol(camera);
    else await states.suspendPatrol(camera, body.minutes);
    audit(
      request,
      granted,
      "suspendPatrol",
      body.patrol === "on" ? { patrol: "on" } : { patrol: "off", minutes: body.minutes },
    );
    return done;
  });

  contractRoute(app, "presetCreate", async ({ request, body }) => {
    const granted = await allowed(request, body.cameraId, { kind: "presetEdit" });
    const { camera } = granted;
    if (camera.liveUnitId !== body.liveUnitId) throw new HttpError(400, "The camera is not on this live unit");
    const view = states.view(camera);
    const id = await insertPreset(ctx.query, camera.id, body.name, { pan: view.pan, tilt: view.tilt, zoom: view.zoom });
    directory.invalidate(camera.id);
    audit(request, granted, "presetCreate", { presetId: id });
    return ok(id);
  });

  contractRoute(app, "presetUpdate", async ({ request, params, body }) => {
    const cameraId = await directory.presetCamera(params.presetId);
    if (cameraId === null) throw notFound("Preset not found");
    const granted = await allowed(request, cameraId, { kind: "presetEdit" });
    const { camera } = granted;
    await renamePreset(ctx.query, params.presetId, body.name);
    audit(request, granted, "presetUpdate", { presetId: params.presetId });
    directory.invalidate(camera.id);
    const preset = (await directory.camera(camera.id))?.presets.find((p) => p.id === params.presetId);
    if (!preset) throw notFound("Preset not found");
    return ok({ id: preset.id, name: preset.name, isHome: preset.isHome });
  });

  contractRoute(app, "talkdownStart", async ({ request, params }) => {
    const granted = await allowed(request, params.cameraId, { kind: "talkdown" });
    const { camera, access } = granted;
    const sessionId = states.talkdownStart(camera, access.user.id);
    audit(request, granted, "talkdownStart");
    return ok({
      sessionId,
      heartbeatIntervalMs: TALKDOWN_HEARTBEAT_MS,
      timeoutMs: TALKDOWN_TIMEOUT_MS,
      // The microphone's audio goes to the voice gateway of the camera's unit (its cameras show it).
      signalingUrl: voiceToken(cameras.signer, camera.liveUnitId, access.user.id).signalingUrl,
    });
  });

  contractRoute(app, "talkdownHeartbeat", async ({ request, params }) => {
    const { camera, access } = await allowed(request, params.cameraId, { kind: "talkdown" });
    return ok({ active: states.talkdownHeartbeat(camera, params.sessionId, access.user.id) });
  });

  contractRoute(app, "talkdownEnd", async ({ request, params }) => {
    const granted = await allowed(request, params.cameraId, { kind: "talkdown" });
    const { camera, access } = granted;
    if (!states.talkdownEnd(camera, params.sessionId, access.user.id)) throw notFound("No such talk-down session");
    audit(request, granted, "talkdownEnd");
    return ok(null);
  });

  contractRoute(app, "quickVideo", async ({ request, body }) => {
    const access = await ctx.access(request);
    const camera = await readableCamera(directory, access, body.camera_id);
    if (!canRequestVideo(access, camera))
      throw new HttpError(403, "You do not have the request_video right for this camera");
    return ok(await requestQuickVideo(access, camera, body.title, request));
  });
}
