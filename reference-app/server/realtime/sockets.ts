import type { Server as HttpServer } from "node:http";
import { Server, type ServerOptions, type Socket } from "socket.io";
import { loadAccess, loadSocketRights, tokenSession, type SocketRights } from "../auth";
import type { QueryDb } from "../db/query-layer";
import { OneInstanceAdapter, withLocalRecovery } from "./local-recovery";

export const NAMESPACES = ["/security_alerts", "/view"] as const;
/** socket.io's connection state recovery keeps a dropped session (rooms, missed events) this long. */
export const DEFAULT_RECOVERY_WINDOW_MS = 120_000;
/**
 * How often each instance reads again the rights of the users of its connected sockets: a socket
 * whose user lost a client stops receiving that client's events within about this long.
 */
export const DEFAULT_ACCESS_RECHECK_MS = 2000;

/** What an authenticated socket carries. */
export interface SocketUser {
  userId: number;
  sessionId: string;
  /** The clients the user may read (rooms `client:{id}`), as last read (the handshake, then each re-check). */
  clientIds: number[];
  /** The user's feature flags, as last read. */
  flags: string[];
  /** When `clientIds` and `flags` were read (ms): a re-check that read before this skips the socket. */
  readAt: number;
}

/** A connected socket's rights changed (the re-check has already moved its `client:{id}` rooms). */
export interface RightsChange {
  /** Clients the user may no longer read. */
  lost: number[];
  /** Clients the user may read now and could not before. */
  gained: number[];
  /** Whether the flags changed (the new ones are in the socket's `SocketUser`). */
  flagsChanged: boolean;
}

/** The socket server and what the routes need from it. */
export interface Realtime {
  io: Server;
  /**
   * Disconnects every socket opened with a token of session `sessionId` (sign-out) and tells the
   * `onSessionClosed` listeners of every instance (the media grants' cache forgets the session).
   */
  closeSession(sessionId: string): void;
  /** Calls `listener` with the id of each session closed here or, in a cluster, on another instance. */
  onSessionClosed(listener: (sessionId: string) => void): void;
  /**
   * Calls `listener` for each connected socket of `namespace` on this instance whose user's rights
   * changed (found by the periodic re-check, see `recheckAccess`), after its client rooms moved.
   */
  onRightsChanged(namespace: string, listener: (socket: Socket, change: RightsChange) => void): void;
  /**
   * Reads again the rights of the users of this instance's connected sockets (one batch of queries
   * for all of them) and moves each socket's `client:{id}` rooms: left for a lost client, joined for
   * a new one; a socket of a user that is gone is disconnected. Runs every `accessRecheckMs`.
   */
  recheckAccess(): Promise<void>;
}

/** The server-side event that carries a closed session to the other instances. */
const SESSION_CLOSED = "vms:session closed";

/** The room of a session's sockets (in every namespace). */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/**
 * socket.io on the same HTTP server. Every namespace requires the user token in the handshake
 * (`auth: { token }`); a bad or expired token is refused with "unauthorized". Each socket joins a
 * room per readable client (`client:{id}`) so later events reach only those who may see them, one
 * for its user (`user:{id}`) and one for the session its token came from, which sign-out closes.
 * Cookies play no part, so CORS (for the polling transport) only mirrors `allowedOrigins`.
 * Connection state recovery is on (see `DEFAULT_RECOVERY_WINDOW_MS`).
 */
export function attachSockets(
  server: HttpServer,
  db: QueryDb,
  secret: Buffer,
  options: {
    allowedOrigins: string[];
    recoveryWindowMs?: number;
    /** Several instances: the adapter that carries events between them (realtime/adapter.ts). */
    adapter?: ServerOptions["adapter"];
    /** How often the rights of connected sockets' users are read again (default `DEFAULT_ACCESS_RECHECK_MS`). */
    accessRecheckMs?: number;
  },
): Realtime {
  const { allowedOrigins } = options;
  const io = new Server(server, {
    cors: { origin: (origin, done) => done(null, origin !== undefined && allowedOrigins.includes(origin)) },
    serveClient: false,
    // One process: socket.io's in-memory adapter, with the recovery of local-recovery.ts (missed
    // events sent after the middlewares, none lost while they run).
    adapter: options.adapter ?? withLocalRecovery((nsp) => new OneInstanceAdapter(nsp)),
    // Events missed during a drop shorter than the window are delivered on reconnection; the token
    // is checked again (middlewares run) before a session is restored.
    connectionStateRecovery: {
      maxDisconnectionDuration: options.recoveryWindowMs ?? DEFAULT_RECOVERY_WINDOW_MS,
      skipMiddlewares: false,
    },
  });
  const authenticate = async (socket: Socket, next: (error?: Error) => void) => {
    const raw: unknown = socket.handshake.auth;
    const token = raw && typeof raw === "object" && "token" in raw && typeof raw.token === "string" ? raw.token : null;
    const found = token ? await tokenSession(db, secret, token) : null;
    const session = found && "userId" in found ? found : null;
    const readAt = Date.now();
    const access = session === null ? null : await loadAccess(db, session.userId);
    if (!session || !access) return next(new Error("unauthorized"));
    const user: SocketUser = {
      userId: access.user.id,
      sessionId: session.sessionId,
      clientIds: access.clientIds,
      flags: access.user.flags,
      readAt,
    };
    socket.data = user;
    // A restored socket comes back in its old rooms: those of clients no longer readable are left.
    for (const room of socket.rooms)
      if (room.startsWith("client:") && !access.clientIds.includes(Number(room.slice("client:".length))))
        void socket.leave(room);
    for (const id of access.clientIds) void socket.join(`client:${id}`);
    void socket.join(`user:${access.user.id}`);
    void socket.join(sessionRoom(session.sessionId));
    next();
  };
  const middleware = (socket: Socket, next: (error?: Error) => void) =>
    void authenticate(socket, next).catch(() => next(new Error("unauthorized")));
  io.use(middleware);
  for (const name of NAMESPACES) io.of(name).use(middleware);
  const closedListeners = new Set<(sessionId: string) => void>();
  const sessionClosed = (sessionId: string) => {
    for (const listener of closedListeners) listener(sessionId);
  };
  // Sign-outs on the other instances (cluster adapters only).
  io.on(SESSION_CLOSED, (sessionId: unknown) => {
    if (typeof sessionId === "string") sessionClosed(sessionId);
  });

  // Rights change in the database while sockets stay connected (issue: a socket kept the rooms of a
  // client its user lost, and its events). Each instance re-reads, on a period, the rights of the
  // users of its own sockets, in one batch whatever the number of sockets or events, and moves their
  // rooms; the cluster adapters need nothing more, since rooms are each instance's own.
  const changeListeners = new Map<string, ((socket: Socket, change: RightsChange) => void)[]>();
  let rechecking: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const recheck = async () => {
    const startedAt = Date.now();
    const sockets = ["/", ...NAMESPACES].flatMap((name) => [...io.of(name).sockets.values()]);
    const userIds = [...new Set(sockets.map((socket) => (socket.data as SocketUser).userId))];
    if (userIds.length === 0) return;
    const rights = await loadSocketRights(db, userIds);
    for (const socket of sockets) {
      const user = socket.data as SocketUser;
      // Gone meanwhile, or its rights were read after these (a handshake): it is up to date.
      if (!socket.connected || user.readAt > startedAt) continue;
      const fresh = rights.get(user.userId);
      if (!fresh) {
        socket.disconnect();
        continue;
      }
      const change = compare(user, fresh);
      user.readAt = startedAt;
      if (!change) continue;
      for (const id of change.lost) void socket.leave(`client:${id}`);
      for (const id of change.gained) void socket.join(`client:${id}`);
      user.clientIds = fresh.clientIds;
      user.flags = fresh.flags;
      for (const listener of changeListeners.get(socket.nsp.name) ?? []) listener(socket, change);
    }
  };
  const recheckAccess = (): Promise<void> => {
    if (!rechecking) {
      rechecking = recheck()
        .catch((error: unknown) => console.error("socket access re-check:", error))
        .finally(() => (rechecking = null));
      return rechecking;
    }
    // One at a time, and at most one waiting (a slow database does not pile them up); a call during
    // one gets the next, which reads after the call.
    queued ??= rechecking.then(() => {
      queued = null;
      return recheckAccess();
    });
    return queued;
  };
  const recheckTimer = setInterval(() => void recheckAccess(), options.accessRecheckMs ?? DEFAULT_ACCESS_RECHECK_MS);
  recheckTimer.unref();
  server.once("close", () => clearInterval(recheckTimer));

  return {
    io,
    recheckAccess,
    onRightsChanged(namespace, listener) {
      changeListeners.set(namespace, [...(changeListeners.get(namespace) ?? []), listener]);
    },
    closeSession(sessionId) {
      for (const name of ["/", ...NAMESPACES]) io.of(name).in(sessionRoom(sessionId)).disconnectSockets(true);
      sessionClosed(sessionId);
      // socket.io's in-memory adapter (one instance) has no server-side events.
      if (options.adapter) io.serverSideEmit(SESSION_CLOSED, sessionId);
    },
    onSessionClosed(listener) {
      closedListeners.add(listener);
    },
  };
}

/** What changed between a socket's rights and those read now, or null. */
function compare(user: SocketUser, fresh: SocketRights): RightsChange | null {
  const [had, has] = [new Set(user.clientIds), new Set(fresh.clientIds)];
  const lost = user.clientIds.filter((id) => !has.has(id));
  const gained = fresh.clientIds.filter((id) => !had.has(id));
  const flagsChanged =
    user.flags.length !== fresh.flags.length || user.flags.some((flag) => !fresh.flags.includes(flag));
  return lost.length > 0 || gained.length > 0 || flagsChanged ? { lost, gained, flagsChanged } : null;
}
