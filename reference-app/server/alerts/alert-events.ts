import type { Server, Socket } from "socket.io";
import * as z from "zod";
import type { Alert, MediaAvailableEvent, ResolveInitiatedEvent } from "../../../widgets/core/schemas";
import { userFlagsText } from "../auth";
import type { QueryDb } from "../db/query-layer";
import { sessionRoom, type SocketUser } from "../realtime/sockets";
import { alertMediaGrant, grantedAlert, grantedMedia, type GrantMediaUrl } from "./alert-media-grants";

/** The feature flag that opens alerts, the live-unit view and presence (document 3 §6). */
export const ALERTS_FLAG = "security_alerts";
export const ALERTS_NAMESPACE = "/security_alerts";

/** The room of a client's readable sockets (joined by every namespace's handshake, see realtime/sockets.ts). */
export const clientRoom = (clientId: number) => `client:${clientId}`;

/** How alert changes reach the sockets: each event goes to the alert's client room only. */
export interface AlertEmitter {
  raised(alert: Alert): void;
  media(clientId: number, event: MediaAvailableEvent): void;
  resolved(clientId: number, event: ResolveInitiatedEvent): void;
}

/** Whether the user holds the `security_alerts` flag (read from the database each time). */
export async function userHasAlertsFlag(db: QueryDb, userId: number): Promise<boolean> {
  const raw = await userFlagsText(db, userId);
  if (raw === null) return false;
  const flags = z.array(z.string()).safeParse(JSON.parse(raw));
  return flags.success && flags.data.includes(ALERTS_FLAG);
}

/**
 * A connected `/security_alerts` socket whose user no longer holds the flag is disconnected, as its
 * handshake would now be refused (the widgets try again and get "forbidden"). Called with the
 * socket's updated `SocketUser` by realtime/sockets.ts's re-check of rights.
 */
export function leaveWithoutAlertsFlag(socket: Socket): void {
  const user = socket.data as SocketUser | undefined;
  if (user && !user.flags.includes(ALERTS_FLAG)) socket.disconnect();
}

/**
 * `/security_alerts`: refuses users without the flag ("forbidden", after the token check), and
 * emits 'alert raised', 'media available' and 'resolve initiated' to `client:{clientId}`, so only
 * sockets of users who may read the alert's client receive them. Emits are broadcasts, so socket.io's
 * connection state recovery replays them after a short drop.
 *
 * Media URLs carry the grant of the session they go to (alert-media-grants.ts): an event with media
 * goes to each session room (`session:{id}`) of the client room's sockets, with that session's URLs.
 * Every event goes out in order through one queue (finding the sessions waits). A session whose
 * sockets are all dropped at that moment is not found, so its recovery has no such event to replay:
 * its media show at the list's next fetch.
 */
export function socketAlertEmitter(io: Server, db: QueryDb, grantUrl: GrantMediaUrl | null = null): AlertEmitter {
  const nsp = io.of(ALERTS_NAMESPACE);
  nsp.use((socket, next) => {
    const user = socket.data as SocketUser | undefined;
    if (!user) return next(new Error("forbidden"));
    userHasAlertsFlag(db, user.userId).then(
      (flagged) => next(flagged ? undefined : new Error("forbidden")),
      () => next(new Error("forbidden")),
    );
  });
  let queue: Promise<void> = Promise.resolve();
  const inOrder = (send: () => Promise<void> | void) => {
    queue = queue.then(send).catch((error: unknown) => console.error("alert events:", error));
  };
  /** `payload(grant)` to each session with a socket in the client's room. */
  const toSessions = async (clientId: number, name: string, payload: (grant: string) => unknown) => {
    const sessions = new Map<string, number>();
    for (const socket of await nsp.in(clientRoom(clientId)).fetchSockets()) {
      const user = socket.data as SocketUser | undefined;
      if (user) sessions.set(user.sessionId, user.userId);
    }
    for (const [sessionId, userId] of sessions)
      nsp.to(sessionRoom(sessionId)).emit(name, payload(alertMediaGrant(userId, sessionId)));
  };
  return {
    raised: (alert) =>
      inOrder(() =>
        alert.media.length === 0 || !grantUrl
          ? void nsp.to(clientRoom(alert.clientId)).emit("alert raised", alert)
          : toSessions(alert.clientId, "alert raised", (grant) => grantedAlert(alert, grant, grantUrl)),
      ),
    media: (clientId, event) =>
      inOrder(() =>
        toSessions(clientId, "media available", (grant) => ({
          ...event,
          media: grantedMedia(event.media, grant, grantUrl),
        })),
      ),
    resolved: (clientId, event) => inOrder(() => void nsp.to(clientRoom(clientId)).emit("resolve initiated", event)),
  };
}
