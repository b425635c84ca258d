import type { RealtimeEventName, RealtimeNamespace, RealtimePayload } from "../schemas/realtime";
import type { REALTIME_EVENTS } from "../schemas/realtime";

type EventsBy<D extends "server-to-client" | "client-to-server"> = {
  [K in RealtimeEventName]: (typeof REALTIME_EVENTS)[K]["direction"] extends D ? K : never;
}[RealtimeEventName];

/** Events the server sends ('alert raised', 'media available', 'resolve initiated', 'viewers'). */
export type ServerEventName = EventsBy<"server-to-client">;
/** Events the client sends ('join room', 'leave room'). */
export type ClientEventName = EventsBy<"client-to-server">;
/** The namespace an event travels on. */
export type NamespaceOf<K extends RealtimeEventName> = (typeof REALTIME_EVENTS)[K]["namespace"];

export type { RealtimeNamespace, RealtimePayload };

/**
 * Where a namespace's connection is:
 * - `idle`: nobody needs it, no socket is open;
 * - `connecting`: opened, not connected yet (first attempt, or waiting for a user token);
 * - `connected`;
 * - `disconnected`: the connection was lost (or the handshake failed); it is retrying;
 * - `refused`: the server refused this user the namespace ('forbidden', e.g. no `security_alerts`
 *   flag); no retry until the token changes, and no reconnect notice.
 */
export type RealtimeStatus = "idle" | "connecting" | "connected" | "disconnected" | "refused";

/** Given to `onConnect` listeners each time a namespace (re)connects. */
export interface ConnectInfo {
  /** The first connection since the namespace was opened. */
  first: boolean;
  /**
   * The server restored the session (socket.io connection state recovery): rooms are kept and the
   * events missed during the drop were delivered just before this call. When false, state held from
   * before may be stale: reconcile by refetching.
   */
  recovered: boolean;
}

export type Unsubscribe = () => void;

/** Where the core writes what it drops or what fails; `console` by default. */
export interface RealtimeLog {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}
