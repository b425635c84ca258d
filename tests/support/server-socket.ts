/**
 * A real socket.io client for the reference server's own tests (vitest, Node): connects with a
 * user token, records every event it receives in order, parses nothing (tests parse with the
 * schemas of REALTIME_EVENTS), and waits for conditions.
 */
import { io as connect, type Socket } from "socket.io-client";

export interface RecordingSocket {
  socket: Socket;
  /** Every event received: `[name, payload]`, in arrival order. */
  events: [string, unknown][];
  /** Payloads of one event. */
  of(name: string): unknown[];
  /** Resolves once connected (rejects with the connect_error message). */
  connected(): Promise<void>;
  /** Reconnections so far, with whether socket.io recovered the session. */
  reconnects: { recovered: boolean }[];
  close(): void;
}

export function recordingSocket(
  baseUrl: string,
  namespace: string,
  token: string,
  options: { reconnection?: boolean } = {},
): RecordingSocket {
  const socket = connect(`${baseUrl}${namespace}`, {
    auth: { token },
    transports: ["websocket"],
    reconnection: options.reconnection ?? true,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    forceNew: true,
  });
  const events: [string, unknown][] = [];
  const reconnects: { recovered: boolean }[] = [];
  let connects = 0;
  socket.onAny((name: string, payload: unknown) => events.push([name, payload]));
  socket.on("connect", () => {
    connects += 1;
    if (connects > 1) reconnects.push({ recovered: socket.recovered });
  });
  return {
    socket,
    events,
    reconnects,
    of: (name) => events.filter(([n]) => n === name).map(([, p]) => p),
    connected: () =>
      new Promise<void>((resolve, reject) => {
        if (socket.connected) return resolve();
        socket.once("connect", () => resolve());
        socket.once("connect_error", (error) => reject(error));
      }),
    close: () => void socket.close(),
  };
}

/** Resolves once `predicate` holds (polling every 10 ms); rejects after `timeoutMs`. */
export async function until(predicate: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
