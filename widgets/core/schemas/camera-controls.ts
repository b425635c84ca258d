import * as z from "zod/mini";
import { envelope, IdSchema } from "./base";
import { FreeTextSchema } from "./free-text";
import { RelayStateSchema } from "./stream";

/**
 * Camera controls (document 3 §7, paths not shown). Every command is a POST under
 * /api/vms/cameras/{cameraId}/... (suspend patrol beside its state call under /api/cameras) and
 * answers the command proxy's `{ code, data }` inside the envelope: `code` 0 means the camera
 * accepted the command. The PTZ body keeps the original request-control keys (controlMode,
 * controlValue, controlXValue, controlYValue, resolutionX, resolutionY).
 */

/** Answer of every command: the proxy's code and its data (null for most commands). */
export const CommandResultSchema = z.object({
  code: z.int(),
  data: z.nullable(z.unknown()),
});
export type CommandResult = z.infer<typeof CommandResultSchema>;
export const CommandResponseSchema = envelope(CommandResultSchema);

/** POST /api/vms/cameras/{cameraId}/preset: go to a preset. */
export const GoToPresetSchema = z.object({ presetId: IdSchema });
export type GoToPreset = z.infer<typeof GoToPresetSchema>;

/** `stop` halts a move under way (capability `panStop`). */
export const PAN_TILT_DIRECTIONS = ["up", "down", "left", "right", "home", "stop"] as const;
export const ZOOM_DIRECTIONS = ["in", "out"] as const;

/** Pan/tilt one step, go home, or stop. */
export const PanTiltCommandSchema = z.object({
  controlMode: z.literal("panTilt"),
  controlValue: z.enum(PAN_TILT_DIRECTIONS),
});
/** Zoom one step. */
export const ZoomCommandSchema = z.object({
  controlMode: z.literal("zoom"),
  controlValue: z.enum(ZOOM_DIRECTIONS),
});
/** Centre the view on a point clicked in a picture of `resolutionX` x `resolutionY` pixels. */
export const ClickToCenterCommandSchema = z
  .object({
    controlMode: z.literal("clickToCenter"),
    controlXValue: z.int().check(z.nonnegative()),
    controlYValue: z.int().check(z.nonnegative()),
    resolutionX: z.int().check(z.positive()),
    resolutionY: z.int().check(z.positive()),
  })
  .check(
    z.refine((c) => c.controlXValue < c.resolutionX && c.controlYValue < c.resolutionY, {
      message: "position_outside_picture",
      path: ["controlXValue"],
    }),
  );

/** Body of POST /api/vms/cameras/{cameraId}/ptz: panTilt, zoom or clickToCenter. */
export const PtzCommandSchema = z.discriminatedUnion("controlMode", [
  PanTiltCommandSchema,
  ZoomCommandSchema,
  ClickToCenterCommandSchema,
]);
export type PtzCommand = z.infer<typeof PtzCommandSchema>;

/** Body of POST /api/vms/cameras/{cameraId}/relay: switch a relay (light, strobe, heater). */
export const RelayCommandSchema = z.object({ relayName: FreeTextSchema({ required: true }), state: RelayStateSchema });
export type RelayCommand = z.infer<typeof RelayCommandSchema>;

/** Body of POST /api/vms/cameras/{cameraId}/speaker/sound: play a quick sound. */
export const SpeakerSoundCommandSchema = z.object({ soundId: IdSchema });
export type SpeakerSoundCommand = z.infer<typeof SpeakerSoundCommandSchema>;

/** Body of POST /api/vms/cameras/{cameraId}/speaker/mic: mute or unmute the unit's microphone. */
export const SpeakerMicCommandSchema = z.object({ state: z.enum(["mute", "unmute"]) });
export type SpeakerMicCommand = z.infer<typeof SpeakerMicCommandSchema>;

/** Default minutes of a patrol suspension (document 3 §9). */
export const PATROL_SUSPEND_DEFAULT_MINUTES = 5;

/**
 * Body of POST /api/cameras/suspend_patrol/{cameraId}: `patrol: "on"` resumes; `patrol: "off"`
 * suspends for `minutes` (the spec gives no bound; at most a day is accepted here).
 */
export const SuspendPatrolCommandSchema = z.discriminatedUnion("patrol", [
  z.object({ patrol: z.literal("on") }),
  z.object({ patrol: z.literal("off"), minutes: z.int().check(z.positive(), z.lte(1440)) }),
]);
export type SuspendPatrolCommand = z.infer<typeof SuspendPatrolCommandSchema>;

/** The snapshot image: a base64 JPEG (no `data:` prefix). */
export const SnapshotImageSchema = z.object({ image: z.base64().check(z.minLength(1)) });
export type SnapshotImage = z.infer<typeof SnapshotImageSchema>;

/** The proxy sends the snapshot's data as JSON text; an already-parsed object is accepted too. */
const SnapshotDataSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.looseObject({})]),
    z.transform((data, ctx): unknown => {
      if (typeof data !== "string") return data;
      try {
        return JSON.parse(data);
      } catch {
        ctx.issues.push({ code: "custom", message: "snapshot_data_not_json", input: data });
        return z.NEVER;
      }
    }),
  ),
  SnapshotImageSchema,
);

/**
 * Answer of POST /api/vms/cameras/{cameraId}/snapshot. `data` is null when the proxy failed
 * (the widget then shows 'command proxy error code {code}').
 */
export const SnapshotResultSchema = z.object({
  code: z.int(),
  data: z.nullable(SnapshotDataSchema),
});
export type SnapshotResult = z.infer<typeof SnapshotResultSchema>;
export const SnapshotResponseSchema = envelope(SnapshotResultSchema);
