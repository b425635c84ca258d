import { atom, type ReadableAtom } from "nanostores";
import type { Socket } from "socket.io-client";
import * as z from "zod";
import { REALTIME_EVENTS, type RealtimeEventName } from "../schemas/realtime";
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

/** Waits before retrying when socket.io gives up by itself (refused handshake, server-side disconnect). */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

export interface NamespaceConnectionOptions {
  namespace: RealtimeNamespace;
  /** Makes the socket (not connected) for this namespace; `auth` is read on every attempt. */
  createSocket(auth: (send: (data: { token: string }) => void) => void): Socket;
  /** The current user token, read on every connection attempt (a provider may answer later). */
  token(): string | undefined | Promise<string | undefined>;
  /** Called while the connection is open; the listener runs when the token changes. */
  watchToken(listener: () => void): Unsubscribe;
  /** A refused handshake ('unauthorized'): a chance to fetch a fresh token before the retry. */
  onUnauthorized?(): void;
  retryDelaysMs?: readonly number[];
  log: RealtimeLog;
}

type Handler = (payload: never) => void;

/** Server events of one namespace, from the contract table. */
function serverEventsOf(namespace: RealtimeNamespace): ServerEventName[] {
  return (Object.keys(REALTIME_EVENTS) as RealtimeEventName[]).filter(
    (name): name is ServerEventName =>
      REALTIME_EVENTS[name].namespace === namespace && REALTIME_EVENTS[name].direction === "server-to-client",
  );
}

/**
 * One socket.io socket for one namespace, opened while anyone retains it and closed when the
 * last one releases it. Every incoming payload is parsed with its contract schema: a bad one is
 * dropped and logged; a handler that throws is logged; neither reaches socket.io or other handlers.
 */
export class NamespaceConnection {
  readonly namespace: RealtimeNamespace;
  readonly $status: ReadableAtom<RealtimeStatus>;
  /** Payloads dropped because they failed their schema (tests and benchmarks read it). */
  dropped = 0;
  private readonly status = atom<RealtimeStatus>("idle");
  private readonly handlers = new Map<ServerEventName, Set<Handler>>();
  private readonly connectListeners = new Set<(info: ConnectInfo) => void>();
  private readonly events: ServerEventName[];
  private socket: Socket | undefined;
  private users = 0;
  private connectedOnce = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopTokenWatch: Unsubscribe | undefined;
  private tokenAttempt = 0;
  /** The token sent in the last handshake: a different one later means another identity. */
  private sentToken: string | undefined;

  constructor(private readonly options: NamespaceConnectionOptions) {
    this.namespace = options.namespace;
    this.$status = this.status;
    this.events = serverEventsOf(options.namespace);
  }

  /** Keeps the connection open until the returned function is called (once). */
  retain(): Unsubscribe {
    this.users += 1;
    if (this.users === 1) this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.close();
    };
  }

  /** Calls `handler` with each valid `event` payload; keeps the connection open meanwhile. */
  on<K extends ServerEventName>(event: K, handler: (payload: RealtimePayload<K>) => void): Unsubscribe {
    if (!this.events.includes(event)) throw new Error(`'${event}' is not a server event of ${this.namespace}`);
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    const entry = handler as Handler;
    set.add(entry);
    const release = this.retain();
    return () => {
      set.delete(entry);
      release();
    };
  }

  /** Runs on every (re)connection; does not keep the connection open by itself. */
  onConnect(listener: (info: ConnectInfo) => void): Unsubscribe {
    this.connectListeners.add(listener);
    return () => this.connectListeners.delete(listener);
  }

  /**
   * Sends a client event after checking its payload. Nothing is buffered: returns false when not
   * connected (callers resend what they need from `onConnect`).
   */
  emit<K extends ClientEventName>(event: K, payload: RealtimePayload<K>): boolean {
    const spec = REALTIME_EVENTS[event];
    if (spec.namespace !== this.namespace) throw new Error(`'${event}' does not travel on ${this.namespace}`);
    const parsed = spec.schema.safeParse(payload);
    if (!parsed.success) {
      this.options.log.error(`[vms-widgets] realtime: refused to send '${event}'`, z.prettifyError(parsed.error));
      return false;
    }
    if (!this.socket?.connected) return false;
    this.socket.emit(event, parsed.data);
    return true;
  }

  /** Drops the transport (as a network failure would); socket.io reconnects and tries to recover. */
  simulateDrop(): void {
    this.socket?.io.engine?.close();
  }

  /** Replaces the socket (the base URL changed); reconnects when in use. */
  rebuild(): void {
    const old = this.socket;
    this.socket = undefined;
    if (old) {
      old.off();
      old.offAny();
      old.disconnect();
    }
    if (this.users === 0) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.connectedOnce = false;
    this.status.set("connecting");
    this.socket = this.createSocket();
    this.connectIfToken();
  }

  private open(): void {
    this.connectedOnce = false;
    this.attempts = 0;
    this.status.set("connecting");
    this.socket ??= this.createSocket();
    this.stopTokenWatch = this.options.watchToken(() => this.onTokenChange());
    this.connectIfToken();
  }

  private close(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.stopTokenWatch?.();
    this.stopTokenWatch = undefined;
    this.socket?.disconnect();
    this.status.set("idle");
  }

  private idle(): boolean {
    return this.users > 0 && !this.socket?.connected && !this.socket?.active;
  }

  private connectIfToken(): void {
    if (!this.idle()) return;
    const attempt = ++this.tokenAttempt;
    Promise.resolve()
      .then(() => this.options.token())
      .then(
        (token) => {
          // No token yet: waits for watchToken. A newer attempt or a close makes this one moot.
          if (token && attempt === this.tokenAttempt && this.idle()) this.socket?.connect();
        },
        (error: unknown) => {
          if (attempt !== this.tokenAttempt || !this.idle()) return;
          this.options.log.warn(`[vms-widgets] realtime: no token for ${this.namespace}`, error);
          this.status.set("disconnected");
          this.scheduleRetry();
        },
      );
  }

  private onTokenChange(): void {
    if (this.socket?.active || this.socket?.connected) {
      this.reconnectIfTokenChanged();
      return;
    }
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.connectIfToken();
  }

  /**
   * The token changed while connected (or connecting): the server knows the socket by the identity of
   * its handshake, so a different token (another user, or a renewed one) opens a new connection
   * with it. Listeners see `recovered: false` and reconcile.
   */
  private reconnectIfTokenChanged(): void {
    const attempt = ++this.tokenAttempt;
    Promise.resolve()
      .then(() => this.options.token())
      .then(
        (token) => {
          const socket = this.socket;
          if (attempt !== this.tokenAttempt || !socket || this.users === 0) return;
          if (token === this.sentToken || !(socket.active || socket.connected)) return;
          socket.disconnect();
          clearTimeout(this.retryTimer); // the disconnect handler's retry: this reconnects now
          this.retryTimer = undefined;
          this.status.set("connecting");
          if (token) socket.connect();
        },
        () => undefined,
      );
  }

  /** socket.io stopped retrying by itself: try again later. */
  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.attempts, delays.length - 1)] ?? 1000;
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connectIfToken();
    }, delay);
  }

  private createSocket(): Socket {
    const socket = this.options.createSocket((send) => {
      Promise.resolve()
        .then(() => this.options.token())
        .then(
          (token) => {
            this.sentToken = token;
            send({ token: token ?? "" });
          },
          () => {
            this.sentToken = undefined;
            send({ token: "" });
          },
        );
    });
    socket.on("connect", () => {
      const info: ConnectInfo = { first: !this.connectedOnce, recovered: socket.recovered };
      this.connectedOnce = true;
      this.attempts = 0;
      this.status.set("connected");
      for (const listener of [...this.connectListeners]) this.safely("connect listener", () => listener(info));
    });
    socket.on("disconnect", (reason) => {
      if (this.users === 0) return;
      this.status.set("disconnected");
      // 'io server disconnect' (and a handshake refused later): socket.io does not retry by itself.
      if (!socket.active) this.scheduleRetry();
      else this.options.log.warn(`[vms-widgets] realtime: ${this.namespace} lost (${reason}); reconnecting`);
    });
    socket.on("connect_error", (error) => {
      if (this.users === 0) return;
      if (!socket.active && error.message === "forbidden") {
        this.options.log.warn(`[vms-widgets] realtime: the server refused ${this.namespace} to this user`);
        this.status.set("refused");
        return; // until the token changes (watchToken)
      }
      this.status.set("disconnected");
      if (socket.active) return; // socket.io retries transport failures itself
      if (error.message === "unauthorized") this.options.onUnauthorized?.();
      this.scheduleRetry();
    });
    for (const event of this.events) {
      const schema = REALTIME_EVENTS[event].schema;
      socket.on(event as string, (payload: unknown) => {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          this.dropped += 1;
          this.options.log.warn(
            `[vms-widgets] realtime: dropped an invalid '${event}' on ${this.namespace}`,
            z.prettifyError(parsed.error),
          );
          return;
        }
        for (const handler of [...(this.handlers.get(event) ?? [])]) {
          this.safely(`'${event}' handler`, () => (handler as (p: unknown) => void)(parsed.data));
        }
      });
    }
    socket.onAny((event: string) => {
      if (!this.events.includes(event as ServerEventName)) {
        this.dropped += 1;
        this.options.log.warn(`[vms-widgets] realtime: ignored unknown event '${event}' on ${this.namespace}`);
      }
    });
    return socket;
  }

  private safely(what: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      this.options.log.error(`[vms-widgets] realtime: a ${what} failed on ${this.namespace}`, error);
    }
  }
}
