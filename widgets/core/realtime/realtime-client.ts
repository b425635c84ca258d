import type { ReadableAtom } from "nanostores";
import { Manager } from "socket.io-client";
import { REALTIME_EVENTS, REALTIME_NAMESPACES } from "../schemas/realtime";
import { watchDisconnects, REALTIME_GRACE_MS } from "./disconnect-notice";
import { NamespaceConnection } from "./namespace-connection";
import type {
  ClientEventName,
  ConnectInfo,
  RealtimeLog,
  RealtimeNamespace,
  RealtimePayload,
  RealtimeStatus,
  ServerEventName,
  Unsubscribe,
} from "./realtime-types";

export interface RealtimeClientOptions {
  /** `{realtimeEventsUrl}`: absolute, or relative to the page ('' = same origin). */
  baseUrl(): string;
  /** The user token sent in the handshake (`auth: { token }`), read on every attempt; may be async. */
  token(): string | undefined | Promise<string | undefined>;
  /** Runs `listener` when the token changes, while any namespace is open. */
  watchToken?(listener: () => void): Unsubscribe;
  /** Runs `listener` when the base URL changes, while any namespace is open. */
  watchBaseUrl?(listener: () => void): Unsubscribe;
  onUnauthorized?(): void;
  /** Raised after the initial grace when a namespace is not connected (the reconnect toast). */
  onDisconnectNotice?(): void;
  graceMs?: number;
  retryDelaysMs?: readonly number[];
  /** First delay of socket.io's own reconnection (it doubles up to 5 s, ±50 %); default 1000 ms. */
  reconnectionDelayMs?: number;
  /** socket.io transports; default websocket first, then polling. */
  transports?: ("websocket" | "polling" | "webtransport")[];
  log?: RealtimeLog;
}

/** Splits `{realtimeEventsUrl}{namespace}` as socket.io does: origin for the connection, path into the namespace. */
export function socketTarget(baseUrl: string, namespace: RealtimeNamespace): { origin: string; nsp: string } {
  const page = typeof location === "undefined" ? undefined : location.href;
  const url = new URL(baseUrl || "/", page);
  const basePath = url.pathname.replace(/\/+$/, "");
  return { origin: url.origin, nsp: `${basePath}${namespace}` };
}

/** The real-time client: one socket per namespace over one connection, opened lazily. */
export interface RealtimeClient {
  /** Calls `handler` with each valid payload of a server event; its namespace stays open until unsubscribed. */
  on<K extends ServerEventName>(event: K, handler: (payload: RealtimePayload<K>) => void): Unsubscribe;
  /** Runs on every (re)connection of `namespace` (see `ConnectInfo.recovered`). */
  onConnect(namespace: RealtimeNamespace, listener: (info: ConnectInfo) => void): Unsubscribe;
  /** Keeps `namespace` open without listening to anything. */
  retain(namespace: RealtimeNamespace): Unsubscribe;
  /** Sends a client event (checked by its schema); false when not connected. */
  emit<K extends ClientEventName>(event: K, payload: RealtimePayload<K>): boolean;
  /** The connection state of `namespace`. */
  status(namespace: RealtimeNamespace): ReadableAtom<RealtimeStatus>;
  /** The namespace's connection (tests and benchmarks: `dropped`, `simulateDrop()`). */
  connection(namespace: RealtimeNamespace): NamespaceConnection;
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const log = options.log ?? console;
  let manager: Manager | undefined;
  let managerOrigin = "";
  let stopBaseWatch: Unsubscribe | undefined;
  let openCount = 0;
  const connections = new Map<RealtimeNamespace, NamespaceConnection>();
  /** The `{origin}{nsp}` each namespace's socket was made for. */
  const socketKeys = new Map<RealtimeNamespace, string>();

  const managerFor = (origin: string): Manager => {
    if (!manager || managerOrigin !== origin) {
      managerOrigin = origin;
      manager = new Manager(origin, {
        autoConnect: false,
        transports: options.transports ?? ["websocket", "polling"],
        withCredentials: true,
        reconnectionDelay: options.reconnectionDelayMs ?? 1000,
        reconnectionDelayMax: 5000,
      });
    }
    return manager;
  };

  /** The base URL changed: connections in use move to the new one. */
  const onBaseUrlChange = () => {
    for (const [namespace, connection] of connections) {
      const { origin, nsp } = socketTarget(options.baseUrl(), namespace);
      const key = socketKeys.get(namespace);
      if (key !== undefined && key !== `${origin}${nsp}`) connection.rebuild();
    }
  };

  for (const namespace of REALTIME_NAMESPACES) {
    const connection = new NamespaceConnection({
      namespace,
      createSocket: (auth) => {
        const { origin, nsp } = socketTarget(options.baseUrl(), namespace);
        socketKeys.set(namespace, `${origin}${nsp}`);
        return managerFor(origin).socket(nsp, { auth });
      },
      token: options.token,
      watchToken: options.watchToken ?? (() => () => undefined),
      onUnauthorized: options.onUnauthorized,
      retryDelaysMs: options.retryDelaysMs,
      log,
    });
    connection.$status.listen((status, previous) => {
      if (previous === "idle" && status !== "idle" && ++openCount === 1)
        stopBaseWatch = options.watchBaseUrl?.(onBaseUrlChange);
      if (status === "idle" && previous !== "idle" && --openCount === 0) {
        stopBaseWatch?.();
        stopBaseWatch = undefined;
      }
    });
    if (options.onDisconnectNotice) {
      watchDisconnects(connection.$status, options.onDisconnectNotice, options.graceMs ?? REALTIME_GRACE_MS);
    }
    connections.set(namespace, connection);
  }

  const connection = (namespace: RealtimeNamespace): NamespaceConnection => {
    const found = connections.get(namespace);
    if (!found) throw new Error(`unknown namespace ${namespace}`);
    return found;
  };

  return {
    on: (event, handler) => connection(REALTIME_EVENTS[event].namespace).on(event, handler),
    onConnect: (namespace, listener) => connection(namespace).onConnect(listener),
    retain: (namespace) => connection(namespace).retain(),
    emit: (event, payload) => connection(REALTIME_EVENTS[event].namespace).emit(event, payload),
    status: (namespace) => connection(namespace).$status,
    connection,
  };
}
