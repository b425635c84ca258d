import * as z from "zod";
import { envelope, IdSchema } from "./envelope";
import { TimeZoneSchema } from "./history";
import { CapabilitiesSchema, PresetSchema } from "./stream";

/** Mosaics (document 3 §2.5). */

/** Most tiles a mosaic shows. */
export const MOSAIC_MAX_TILES = 36;

/**
 * Capabilities of a mosaic camera: `webrtc` is required; the other capabilities (for the tile's
 * snapshot, presets and lights menus) may be sent too.
 */
export const MosaicCameraCapabilitiesSchema = z
  .object(CapabilitiesSchema.shape)
  .partial()
  .extend({ webrtc: z.boolean() });

/** A camera of a mosaic. Only cameras with at least one preset are shown. */
export const MosaicCameraSchema = z.object({
  cameraId: IdSchema,
  cameraName: z.string(),
  liveUnitId: IdSchema,
  liveUnitName: z.string(),
  locationName: z.string().nullable(),
  locationTimezone: TimeZoneSchema,
  capabilities: MosaicCameraCapabilitiesSchema,
  presets: z.array(PresetSchema),
  controlPresets: z.boolean(),
  controlPtzf: z.boolean(),
});
export type MosaicCamera = z.infer<typeof MosaicCameraSchema>;

export const MosaicUserPermissionsSchema = z.object({
  canControlPtzf: z.boolean(),
  canAccessQuickSounds: z.boolean(),
  canSpeakerTalkdown: z.boolean(),
});
export type MosaicUserPermissions = z.infer<typeof MosaicUserPermissionsSchema>;

/** A mosaic; for a live unit's mosaic `id` is the live unit id and `name` its name. */
export const MosaicSchema = z.object({
  id: IdSchema,
  name: z.string(),
  cameras: z.array(MosaicCameraSchema),
  sipPhoneNumber: z.string().nullable(),
  sipPin: z.string().nullable(),
  clientPasscode: z.string().nullable(),
  userPermissions: MosaicUserPermissionsSchema,
});
export type Mosaic = z.infer<typeof MosaicSchema>;
/** GET /api/vms/mosaic/{mosaicId} and GET /api/vms/mosaic/live_unit/{id}: the payload sits in data.data. */
export const MosaicResponseSchema = envelope(z.object({ data: MosaicSchema }));
