import type { Server as HttpServer } from "node:http";
import { Server, type Socket } from "socket.io";
import type { Database } from "better-sqlite3";
import { loadAccess, tokenUser } from "../auth/access";
import { isAllowedOrigin } from "../http/cors";

export const NAMESPACES = ["/security_alerts", "/view"] as const;
/** socket.io's connection state recovery keeps a dropped session (rooms, missed events) this long. */
export const DEFAULT_RECOVERY_WINDOW_MS = 120_000;

/** What an authenticated socket carries. */
export interface SocketUser {
  userId: number;
  clientIds: number[];
}

/**
 * socket.io on the same HTTP server. Every namespace requires the user token in the handshake
 * (`auth: { token }`); a bad or expired token is refused with "unauthorized". Each socket joins a
 * room per readable client (`client:{id}`) so later events reach only those who may see them.
 * Connection state recovery is on (see `DEFAULT_RECOVERY_WINDOW_MS`).
 */
export function attachSockets(
  server: HttpServer,
  db: Database,
  secret: Buffer,
  options: { recoveryWindowMs?: number } = {},
): Server {
  const io = new Server(server, {
    cors: { origin: (origin, done) => done(null, !origin || isAllowedOrigin(origin)), credentials: true },
    serveClient: false,
    // Events missed during a drop shorter than the window are delivered on reconnection; the token
    // is checked again (middlewares run) before a session is restored.
    connectionStateRecovery: {
      maxDisconnectionDuration: options.recoveryWindowMs ?? DEFAULT_RECOVERY_WINDOW_MS,
      skipMiddlewares: false,
    },
  });
  const authenticate = (socket: Socket, next: (error?: Error) => void) => {
    const raw: unknown = socket.handshake.auth;
    const token = raw && typeof raw === "object" && "token" in raw && typeof raw.token === "string" ? raw.token : null;
    const userId = token ? tokenUser(db, secret, token) : null;
    const access = userId === null ? null : loadAccess(db, userId);
    if (!access) return next(new Error("unauthorized"));
    const user: SocketUser = { userId: access.user.id, clientIds: access.clientIds };
    socket.data = user;
    for (const id of access.clientIds) void socket.join(`client:${id}`);
    void socket.join(`user:${access.user.id}`);
    next();
  };
  io.use(authenticate);
  for (const name of NAMESPACES) io.of(name).use(authenticate);
  return io;
}
