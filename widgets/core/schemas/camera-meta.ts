import * as z from "zod/mini";
import { envelope, IdSchema } from "./base";
import { TimeZoneSchema } from "./common";
import { UnitHealthSchema } from "./units";

/**
 * Schemas of document 3 behind a camera's controls: meta (with the presets), capabilities,
 * permissions. Apart from `stream.ts` (which re-exports them) so that `<vms-camera>` loads them with
 * its controls only.
 */

/** A camera preset. The home preset has `isHome`. */
export const PresetSchema = z.object({
  id: IdSchema,
  name: z.string(),
  isHome: z.boolean(),
});
export type Preset = z.infer<typeof PresetSchema>;

/** The preset whose latest image is the camera's thumbnail. */
export const ThumbnailPresetRefSchema = z.object({ id: IdSchema, name: z.string() });

/**
 * GET /api/vms/stream_camera/{cameraId}/meta (a 403 means no right to stream this camera).
 * `cameraHealth` has the unit-health shape (colour and more); `otherCameraIds` are the other
 * cameras at the same location; the SIP fields are null when the unit has no phone line.
 */
export const StreamMetaSchema = z.object({
  cameraId: IdSchema,
  cameraName: z.string(),
  liveUnitId: IdSchema,
  liveUnitName: z.string(),
  locationId: z.nullable(IdSchema),
  locationName: z.nullable(z.string()),
  clientId: IdSchema,
  clientName: z.string(),
  clientLogoUrl: z.nullable(z.string()),
  cameraActive: z.boolean(),
  cameraPatrolSuspended: z.boolean(),
  cameraHealth: UnitHealthSchema,
  otherCameraIds: z.array(IdSchema),
  timeZone: TimeZoneSchema,
  thumbnailPreset: z.nullable(ThumbnailPresetRefSchema),
  presets: z.array(PresetSchema),
  sipPhoneNumber: z.nullable(z.string()),
  sipPin: z.nullable(z.string()),
  clientPasscode: z.nullable(z.string()),
});
export type StreamMeta = z.infer<typeof StreamMetaSchema>;
export const StreamMetaResponseSchema = envelope(StreamMetaSchema);

export const SpeakerSoundSchema = z.object({ id: IdSchema, label: z.string() });
export type SpeakerSound = z.infer<typeof SpeakerSoundSchema>;

export const RELAY_STATES = ["on", "off"] as const;
export const RelayStateSchema = z.literal(RELAY_STATES);
export type RelayState = z.infer<typeof RelayStateSchema>;

/** Default delay before a light reverts to its default state, in ms (document 3 §4). */
export const LIGHT_REVERT_DELAY_MS = 60000;

/**
 * A relay the camera can switch. Lights have names containing 'light' or 'strobe'; the heater
 * one containing 'heater'. `delay` (ms) is how long a state other than `stateDefault` holds before
 * reverting; null means `LIGHT_REVERT_DELAY_MS`.
 */
export const RelayActionSchema = z.object({
  relayName: z.string().check(z.minLength(1)),
  uiLabel: z.string(),
  stateDefault: RelayStateSchema,
  reportStates: z.boolean(),
  delay: z.nullable(z.int().check(z.nonnegative())),
});
export type RelayAction = z.infer<typeof RelayActionSchema>;

/** A light as the lights popup shows it (derived from a relay action of a camera). */
export const LightSchema = z.extend(
  z.pick(RelayActionSchema, { uiLabel: true, relayName: true, stateDefault: true, delay: true }),
  { cameraId: IdSchema },
);
export type Light = z.infer<typeof LightSchema>;

/** What a camera can do (`lightInfared` keeps the original spelling). Chosen path: GET /api/vms/cameras/{cameraId}/capabilities. */
export const CapabilitiesSchema = z.object({
  webrtc: z.boolean(),
  presets: z.boolean(),
  position: z.boolean(),
  pan: z.boolean(),
  panStop: z.boolean(),
  zoom: z.boolean(),
  clickToCenter: z.boolean(),
  snapshot: z.boolean(),
  heater: z.boolean(),
  home: z.boolean(),
  autofocus: z.boolean(),
  lightInternal: z.boolean(),
  lightInfared: z.boolean(),
  speakerTalkdown: z.boolean(),
  speakerSounds: z.array(SpeakerSoundSchema),
  relayActions: z.array(RelayActionSchema),
});
export type Capabilities = z.infer<typeof CapabilitiesSchema>;
export const CapabilitiesResponseSchema = envelope(CapabilitiesSchema);

/** What this user may do with a camera. Chosen path: GET /api/vms/cameras/{cameraId}/permissions. */
export const CameraPermissionsSchema = z.object({
  controlPresets: z.boolean(),
  controlPtzf: z.boolean(),
  speakerTalkdown: z.boolean(),
  quickSounds: z.boolean(),
  suspendPatrol: z.boolean(),
});
export type CameraPermissions = z.infer<typeof CameraPermissionsSchema>;
export const CameraPermissionsResponseSchema = envelope(CameraPermissionsSchema);
