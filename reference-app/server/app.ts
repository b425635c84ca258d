import Fastify from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import type { Database } from "better-sqlite3";
import type { Writable } from "node:stream";
import { createSession, issueUserToken, sessionId, userIdByUsername } from "./auth";
import { createContext } from "./context";
import { openDatabase, openPostgres } from "./db/open-database";
import type { QueryDb } from "./db/query-layer";
import { registerCors } from "./http/cors";
import { registerCompression } from "./http/delivery";
import { frameworkErrors, registerErrorHandling } from "./http/errors";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerPublicOrigin } from "./http/origin";
import { attachSockets, DEFAULT_RECOVERY_WINDOW_MS, NAMESPACES, type Realtime } from "./realtime/sockets";
import { clusterAdapter } from "./realtime/adapter";
import { localSingletons, postgresSingletons, type Singletons } from "./db/singletons";
import type { CameraService } from "./cameras/camera-service";
import { resolveSettings, type GivenSettings } from "./settings";
import type { AlertFeatures } from "./alerts";
import type { VoiceGateway } from "./voice/voice-gateway";
import { registerRoutes } from "./routes";
import { parseFaults, type Faults } from "./http/faults";

export interface ServerOptions extends GivenSettings {
  port?: number;
  host?: string;
  /** Database file; ':memory:' for tests. Created and seeded on first use. */
  dbFile?: string;
  /**
   * PostgreSQL instead of the file (`DATABASE_URL=postgres://…`): migrated and seeded on first use;
   * several instances may share it (sockets through its adapter, singletons under advisory locks).
   */
  databaseUrl?: string;
  /** Redis for the sockets of several instances (`REDIS_URL`); without it PostgreSQL carries them. */
  redisUrl?: string;
  /** How often an instance tries to take a singleton it does not hold (default 5 s). */
  singletonRetryMs?: number;
  /** The seed's version (main.ts: the hash of the seed sources); a file of another is seeded again. */
  seedVersion?: string;
  /** The built portal (index.html and assets). */
  staticDir?: string;
  /** The CDN bundle directory, served at /cdn/. */
  cdnDir?: string;
  /** The built docs site (dist/docs), served at /docs/. */
  docsDir?: string;
  /** The request log (`LOG=1`). Without it only server errors (5xx) are logged. */
  log?: boolean;
  /** Where camera media (live HLS, cached images, clips) go; default `media/` beside the database. */
  mediaDir?: string;
  /** Where the log goes (default stdout); tests read it. */
  logStream?: Writable;
  /** Alerts per minute of the alert generator (`ALERT_RATE`); 0, the default, turns it off. */
  alertRate?: number;
  /** Seed of the alert generator (`ALERT_SEED`). */
  alertSeed?: number;
  /**
   * Build the map lists and the search documents right after listening (main.ts: on), so the first
   * map or search after a start does not wait for them. Off (tests, benches): built on first use.
   */
  warm?: boolean;
  /** Raise the demo alerts missing for the demo users at start (main.ts: on; tests: off). */
  demoAlerts?: boolean;
  /** Make alert media with the synthetic cameras (default true; benchmarks turn it off). */
  alertMedia?: boolean;
  /** Register the test hooks `/api/test/…` (`VMS_TEST_HOOKS=1`); never on by default. */
  testHooks?: boolean;
  /** socket.io connection state recovery window in ms (default 120000). */
  recoveryWindowMs?: number;
  /** How often connected sockets' rights are read again, in ms (default 2000; realtime/sockets.ts). */
  accessRecheckMs?: number;
  /** How long a live feed nobody watches lingers (default 8 s; the two-instance tests lengthen it). */
  feedLingerMs?: number;
  /** Fault mode, as `FAULTS` (`latency:500,errors:0.1,drops:30`) or parsed; off by default. */
  faults?: string | Faults;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** A user token for `username` on a new session (`ttlMs` from now; negative: already expired). */
  issueToken(username: string, ttlMs?: number): Promise<string>;
  db: Database;
  /** The typed query layer over the same database. */
  query: QueryDb;
  /** Milliseconds the first seed took, or null when the database was already seeded. */
  seededMs: number | null;
  /** The synthetic cameras (module API: live state, feeds, stills). */
  cameras: CameraService;
  /** Alerts (service, generator, presence rooms). */
  alerts: AlertFeatures;
  /** Timers that run on one instance at a time (the alert generator); which this one runs. */
  singletons: Singletons;
  /** "sqlite", or "postgres" (`databaseUrl`). */
  engine: "sqlite" | "postgres";
  /** How events reach other instances' sockets: null (one process), "postgres" or "redis". */
  cluster: "postgres" | "redis" | null;
  /** The voice gateway (what calls to each live unit carried). */
  voice: VoiceGateway;
  /** The socket server (its rooms, the re-check of connected sockets' rights). */
  realtime: Realtime;
}

/** Starts the reference server: API, sign-in, media, static portal and sockets on one port. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const settings = resolveSettings(options);
  const seed = options.seedVersion === undefined ? {} : { seedVersion: options.seedVersion };
  const { db, query, tokenSecret, seededMs, engine } = options.databaseUrl
    ? await openPostgres(options.databaseUrl, seed)
    : await openDatabase(options.dbFile ?? ":memory:", seed);
  const level = options.log ? "info" : "error";
  const app = Fastify({
    logger: options.logStream ? { level, stream: options.logStream } : { level },
    bodyLimit: 1_048_576,
    // Live media tokens name their grant (a session id): about 170 characters in one path segment.
    routerOptions: { maxParamLength: 320 },
    frameworkErrors,
  });
  const faults = typeof options.faults === "string" ? parseFaults(options.faults) : options.faults;
  const recoveryWindowMs = options.recoveryWindowMs ?? DEFAULT_RECOVERY_WINDOW_MS;
  const cluster = await clusterAdapter({ databaseUrl: options.databaseUrl, redisUrl: options.redisUrl });
  const singletons: Singletons = options.databaseUrl
    ? postgresSingletons(options.databaseUrl, { retryMs: options.singletonRetryMs })
    : localSingletons();
  const realtime = attachSockets(app.server, query, tokenSecret, {
    allowedOrigins: settings.allowedOrigins,
    recoveryWindowMs,
    accessRecheckMs: options.accessRecheckMs,
    adapter: cluster?.adapter,
  });
  const io = realtime.io;
  const ctx = createContext(db, query, tokenSecret, settings, realtime);

  registerPublicOrigin(app, settings.publicUrl);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, settings.tileOrigins, settings.publicUrl);
  await registerCors(app, settings.allowedOrigins);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);

  const { cameras, alerts, voice, warm } = await registerRoutes(app, ctx, {
    ...options,
    dbFile: options.dbFile ?? ":memory:",
    host: options.host ?? "127.0.0.1",
    recoveryWindowMs,
    faults,
    singletons,
  });

  app.addHook("preClose", async () => {
    // Upgraded (websocket) connections are not Fastify's: end them so the HTTP server can close.
    // Only this instance's (`local`): with a cluster adapter a plain disconnectSockets() goes through
    // the adapter, ends every instance's sockets, and reaches this one's only after the engine closed.
    for (const name of ["/", ...NAMESPACES]) io.of(name).local.disconnectSockets(true);
    io.engine.close();
  });

  await app.listen({ port: options.port ?? 0, host: options.host ?? "127.0.0.1" });
  // A failure is logged here and answers the first call that needs it (the routes keep it).
  if (options.warm) void warm().catch((error: unknown) => app.log.error({ err: error }, "warming up"));
  const address = app.server.address();
  const port = address && typeof address === "object" ? address.port : (options.port ?? 0);
  const host = options.host && options.host !== "0.0.0.0" ? options.host : "127.0.0.1";

  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    db,
    query,
    seededMs,
    cameras,
    alerts,
    singletons,
    engine,
    cluster: cluster?.kind ?? null,
    voice,
    realtime,
    issueToken: async (username, ttlMs) => {
      const id = await userIdByUsername(query, username);
      if (id === null) throw new Error(`no user ${username}`);
      return issueUserToken(tokenSecret, id, sessionId(await createSession(query, id)), Date.now(), ttlMs);
    },
    close: () => {
      // Destroying the query layer closes the SQLite file under it.
      closing ??= singletons
        .close()
        .then(() => app.close())
        .then(() => cluster?.close(io))
        .then(() => query.destroy());
      return closing;
    },
  };
}
