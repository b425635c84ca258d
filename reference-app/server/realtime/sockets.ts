import type { Server as HttpServer } from "node:http";
import { Server, type ServerOptions, type Socket } from "socket.io";
import { loadAccess, tokenSession } from "../auth";
import type { QueryDb } from "../db/query-layer";
import { OneInstanceAdapter, withLocalRecovery } from "./local-recovery";

export const NAMESPACES = ["/security_alerts", "/view"] as const;
/** socket.io's connection state recovery keeps a dropped session (rooms, missed events) this long. */
export const DEFAULT_RECOVERY_WINDOW_MS = 120_000;

/** What an authenticated socket carries. */
export interface SocketUser {
  userId: number;
  sessionId: string;
  clientIds: number[];
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
    const access = session === null ? null : await loadAccess(db, session.userId);
    if (!session || !access) return next(new Error("unauthorized"));
    const user: SocketUser = { userId: access.user.id, sessionId: session.sessionId, clientIds: access.clientIds };
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
  return {
    io,
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
