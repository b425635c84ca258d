import * as z from "zod";
import { ViewerSchema, type Viewer } from "./common";
import { IdSchema } from "./envelope";
import { AlertMediaSchema, AlertSchema } from "./alerts";

/**
 * Real-time messages (socket.io) on `{realtimeEventsUrl}/security_alerts` and
 * `{realtimeEventsUrl}/view`, authenticated with the user token in the handshake `auth`.
 */

export const REALTIME_NAMESPACES = ["/security_alerts", "/view"] as const;
export type RealtimeNamespace = (typeof REALTIME_NAMESPACES)[number];

/** The socket.io handshake `auth` object. */
export const SocketAuthSchema = z.object({ token: z.string().min(1) });
export type SocketAuth = z.infer<typeof SocketAuthSchema>;

/** Someone watching a camera, live unit or alert (shared with the stream schemas, in zod/mini: see common.ts). */
export { ViewerSchema, type Viewer };

/** `alert raised` (server → client, /security_alerts): a new alert, with no media yet. */
export const AlertRaisedEventSchema = AlertSchema;
export type AlertRaisedEvent = z.infer<typeof AlertRaisedEventSchema>;

/** `media available` (server → client, /security_alerts): media to append to an alert. */
export const MediaAvailableEventSchema = z.object({
  alertId: IdSchema,
  media: z.array(AlertMediaSchema).min(1),
});
export type MediaAvailableEvent = z.infer<typeof MediaAvailableEventSchema>;

/** `resolve initiated` (server → client, /security_alerts): the alert is being resolved; drop it. */
export const ResolveInitiatedEventSchema = z.object({ alertId: IdSchema });
export type ResolveInitiatedEvent = z.infer<typeof ResolveInitiatedEventSchema>;

/**
 * A presence room on /view: `live-unit` keyed `{liveUnitId}`, `alert` keyed `{liveUnitId}.{alertId}`.
 * Sent by the client with `join room` and `leave room`.
 */
export const PresenceRoomSchema = z.discriminatedUnion("room", [
  z.object({ room: z.literal("live-unit"), key: z.string().regex(/^[1-9]\d*$/, "bad_room_key") }),
  z.object({ room: z.literal("alert"), key: z.string().regex(/^[1-9]\d*\.[1-9]\d*$/, "bad_room_key") }),
]);
export type PresenceRoom = z.infer<typeof PresenceRoomSchema>;

/** The room of a live unit, or of one of its alerts. */
export function presenceRoom(liveUnitId: number, alertId?: number): PresenceRoom {
  return alertId === undefined
    ? { room: "live-unit", key: String(liveUnitId) }
    : { room: "alert", key: `${liveUnitId}.${alertId}` };
}

/**
 * The optional acknowledgement of `join room` and `leave room` (a callback as the last emit
 * argument): `{ ok: true }`, or `{ ok: false, error }` when the room was refused (no such unit or
 * alert, a unit of another client, no `security_alerts` flag, a malformed room).
 */
export const PresenceAckSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type PresenceAck = z.infer<typeof PresenceAckSchema>;

/** `viewers` (server → client, /view): everyone in a room after anyone joins or leaves. */
export const ViewersEventSchema = z.intersection(PresenceRoomSchema, z.object({ viewers: z.array(ViewerSchema) }));
export type ViewersEvent = z.infer<typeof ViewersEventSchema>;

/** Every event: its namespace, who sends it and its payload schema. */
export const REALTIME_EVENTS = {
  "alert raised": { namespace: "/security_alerts", direction: "server-to-client", schema: AlertRaisedEventSchema },
  "media available": {
    namespace: "/security_alerts",
    direction: "server-to-client",
    schema: MediaAvailableEventSchema,
  },
  "resolve initiated": {
    namespace: "/security_alerts",
    direction: "server-to-client",
    schema: ResolveInitiatedEventSchema,
  },
  "join room": { namespace: "/view", direction: "client-to-server", schema: PresenceRoomSchema },
  "leave room": { namespace: "/view", direction: "client-to-server", schema: PresenceRoomSchema },
  viewers: { namespace: "/view", direction: "server-to-client", schema: ViewersEventSchema },
} as const satisfies Record<
  string,
  { namespace: RealtimeNamespace; direction: "server-to-client" | "client-to-server"; schema: z.ZodType }
>;
export type RealtimeEventName = keyof typeof REALTIME_EVENTS;

/** eventName → payload schema. */
export const realtimeEventSchemas: { [K in RealtimeEventName]: (typeof REALTIME_EVENTS)[K]["schema"] } = {
  "alert raised": AlertRaisedEventSchema,
  "media available": MediaAvailableEventSchema,
  "resolve initiated": ResolveInitiatedEventSchema,
  "join room": PresenceRoomSchema,
  "leave room": PresenceRoomSchema,
  viewers: ViewersEventSchema,
};
export type RealtimePayload<K extends RealtimeEventName> = z.infer<(typeof REALTIME_EVENTS)[K]["schema"]>;
