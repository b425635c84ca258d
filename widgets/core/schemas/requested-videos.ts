import * as z from "zod";
import { envelope, IdSchema } from "./envelope";
import { IsoDateTimeSchema, TimeZoneSchema } from "./history";

/** Days a shared video link stays valid (document 2 §9). */
export const SHARE_LINK_VALIDITY_DAYS = 30;

/**
 * A previously requested video. `recordedDatetime` is UTC; the list shows times in
 * `locationTimezone`. `dewarpedVideoUrl` is set when a pano-dewarped version exists (the list then
 * shows two rows). `name` is the camera's name at request time.
 */
export const RequestedVideoSchema = z.object({
  id: IdSchema,
  name: z.string(),
  isThermal: z.boolean(),
  videoUrl: z.string(),
  dewarpedVideoUrl: z.string().nullable(),
  recordedDatetime: IsoDateTimeSchema,
  requestedDatetime: IsoDateTimeSchema,
  locationTimezone: TimeZoneSchema,
  locationName: z.string().nullable(),
  locationStreet: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  locationZip: z.string().nullable(),
  liveUnitSerialNumber: z.string(),
  requestedByName: z.string(),
  requestedByEmail: z.string(),
});
export type RequestedVideo = z.infer<typeof RequestedVideoSchema>;

/** Query of GET /api/vms/requested_videos/{liveUnitId}. */
export const RequestedVideosQuerySchema = z.object({ request_type: z.literal("live_unit") });
/** GET /api/vms/requested_videos/{liveUnitId}?request_type=live_unit */
export const RequestedVideosResponseSchema = envelope(z.array(RequestedVideoSchema));

/** Query of the share call: `dewarped=true` shares the dewarped version. */
export const ShareLinkQuerySchema = z.object({ dewarped: z.enum(["true", "false"]) });
/** GET /api/vms/requested_videos/{liveUnitId}/{videoId}:share?dewarped={bool}: the link (valid 30 days). */
export const ShareLinkResponseSchema = envelope(z.string().min(1));

/** Where a share link stands: usable, past its 30 days, or revoked by a user. */
export const SHARE_LINK_STATUSES = ["active", "expired", "revoked"] as const;
export const ShareLinkStatusSchema = z.enum(SHARE_LINK_STATUSES);
export type ShareLinkStatus = z.infer<typeof ShareLinkStatusSchema>;

/**
 * A share link of a requested video (chosen, beyond the spec): who made it and when, when it
 * expires, how often its public page was opened, and whether it was revoked (then its page answers
 * 410, never the video). `dewarped` says which version it shares.
 */
export const ShareLinkInfoSchema = z.object({
  id: IdSchema,
  videoId: IdSchema,
  dewarped: z.boolean(),
  createdByName: z.string(),
  createdDatetime: IsoDateTimeSchema,
  expiresDatetime: IsoDateTimeSchema,
  revokedDatetime: z.nullable(IsoDateTimeSchema),
  revokedByName: z.string().nullable(),
  opens: z.number().int().min(0),
  lastOpenedDatetime: z.nullable(IsoDateTimeSchema),
  status: ShareLinkStatusSchema,
});
export type ShareLinkInfo = z.infer<typeof ShareLinkInfoSchema>;
/** GET /api/vms/requested_videos/{liveUnitId}/{videoId}/shares: the video's links, newest first. */
export const ShareLinksResponseSchema = envelope(z.array(ShareLinkInfoSchema));
/** DELETE /api/vms/requested_videos/{liveUnitId}/{videoId}/shares/{shareId}: the revoked link. */
export const ShareLinkRevokeResponseSchema = envelope(ShareLinkInfoSchema);
