import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as z from "zod";
import { seedHash } from "../../scripts/seed-hash.mjs";
import { startServer } from "./app";
import { parsePartnerKeys } from "./auth/partner-keys";
import { parseAllowedOrigins } from "./http/origin";
import { parsePublicUrl } from "./settings";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/users";
import { DEFAULT_DEMO_ALERT_RATE } from "./alerts/alert-generator";
import { DEFAULT_ALERT_SEED } from "./alerts/alert-plan";
import { isFaulty, parseFaults } from "./http/faults";
import { DEFAULT_AUDIT_RETENTION_DAYS, DEFAULT_CLIP_QUOTAS, DEFAULT_LIVE_LIMITS } from "./settings";

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** `postgres://…`: PostgreSQL instead of `DATA_DIR/vms.sqlite`; several instances may share it. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** `redis://…`: Redis carries socket events between instances (else PostgreSQL does). */
  REDIS_URL: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG: z.enum(["0", "1"]).default("0"),
  /** Comma-separated origins whose pages may call the API (CORS); empty: same-origin only. */
  ALLOWED_ORIGINS: z.string().optional(),
  /** Comma-separated `username:key` API keys of partner backends (beside the seeded demo key). */
  PARTNER_API_KEYS: z.string().optional(),
  /** Comma-separated origins of the map tiles, allowed by the portal's CSP. */
  TILE_ORIGINS: z.string().optional(),
  /** Where the server is reached (`https://vms.example.com`): share links, origin checks, Secure cookie, HSTS. */
  PUBLIC_URL: z.string().optional(),
  ALERT_RATE: z.coerce.number().min(0).max(60_000).default(DEFAULT_DEMO_ALERT_RATE),
  ALERT_SEED: z.coerce.number().int().min(0).max(4_294_967_295).default(DEFAULT_ALERT_SEED),
  VMS_TEST_HOOKS: z.enum(["0", "1"]).default("0"),
  FAULTS: z.string().default(""),
  /** Clip quotas (issue 18): unfinished clips per user, clip seconds per user per hour, renders at once. */
  CLIP_JOBS_PER_USER: z.coerce.number().int().min(1).max(1000).default(DEFAULT_CLIP_QUOTAS.unfinishedPerUser),
  CLIP_SECONDS_PER_HOUR: z.coerce.number().int().min(60).max(1_000_000).default(DEFAULT_CLIP_QUOTAS.secondsPerHour),
  CLIP_RENDERS: z.coerce.number().int().min(1).max(16).default(DEFAULT_CLIP_QUOTAS.concurrentRenders),
  /** Live limits (issue 18): live sessions per user, encoders on the server. */
  STREAM_SESSIONS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_LIVE_LIMITS.sessionsPerUser),
  MAX_ENCODERS: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_LIVE_LIMITS.maxEncoders),
  /** Days the audit trail keeps its events (older ones are deleted at start and daily). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(DEFAULT_AUDIT_RETENTION_DAYS),
});

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const env = EnvSchema.parse(process.env);
const faults = parseFaults(env.FAULTS);
const dataDir = resolve(env.DATA_DIR);
mkdirSync(dataDir, { recursive: true });

const started = performance.now();
const server = await startServer({
  port: env.PORT,
  host: env.HOST,
  dbFile: join(dataDir, "vms.sqlite"),
  databaseUrl: env.DATABASE_URL,
  redisUrl: env.REDIS_URL,
  seedVersion: seedHash(),
  staticDir: join(root, "reference-app", "dist"),
  cdnDir: join(root, "dist", "cdn"),
  docsDir: join(root, "dist", "docs"),
  log: env.LOG === "1",
  allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
  partnerKeys: parsePartnerKeys(env.PARTNER_API_KEYS),
  tileOrigins: env.TILE_ORIGINS === undefined ? undefined : parseAllowedOrigins(env.TILE_ORIGINS, "TILE_ORIGINS"),
  publicUrl: env.PUBLIC_URL ? parsePublicUrl(env.PUBLIC_URL) : null,
  alertRate: env.ALERT_RATE,
  alertSeed: env.ALERT_SEED,
  demoAlerts: true,
  warm: true,
  testHooks: env.VMS_TEST_HOOKS === "1",
  faults,
  clipQuotas: {
    unfinishedPerUser: env.CLIP_JOBS_PER_USER,
    secondsPerHour: env.CLIP_SECONDS_PER_HOUR,
    concurrentRenders: env.CLIP_RENDERS,
  },
  liveLimits: { sessionsPerUser: env.STREAM_SESSIONS_PER_USER, maxEncoders: env.MAX_ENCODERS },
  auditRetentionDays: env.AUDIT_RETENTION_DAYS,
});
const ready = Math.round(performance.now() - started);

const database = env.DATABASE_URL ? `PostgreSQL ${redactedUrl(env.DATABASE_URL)}` : join(dataDir, "vms.sqlite");
const lines = [
  `VMS reference server listening on ${server.url}`,
  server.seededMs === null
    ? `Database ${database} (ready in ${ready} ms)`
    : `Database ${database} created and seeded in ${Math.round(server.seededMs)} ms (ready in ${ready} ms)`,
  ...(server.cluster ? [`Sockets shared with other instances through ${server.cluster}`] : []),
  `Demo users (password "${DEMO_PASSWORD}"): ${DEMO_USERS.map((u) => u.username).join(", ")}`,
  `Sign in at ${server.url}/auth/redirect`,
  `Docs (live examples, signed in) at ${server.url}/docs/`,
  env.PUBLIC_URL
    ? `Public URL (share links, origin checks): ${parsePublicUrl(env.PUBLIC_URL)}`
    : `Share links name ${server.url} (set PUBLIC_URL to the address people reach)`,
  `Alerts: ${env.ALERT_RATE > 0 ? `${env.ALERT_RATE} a minute (ALERT_RATE), seed ${env.ALERT_SEED}` : "generator off (ALERT_RATE=0)"}`,
  ...(env.VMS_TEST_HOOKS === "1"
    ? [
        "Test hooks on (VMS_TEST_HOOKS=1): POST /api/test/alerts, POST /api/test/sockets/drop, GET /api/test/voice/{liveUnitId}",
      ]
    : []),
  ...(isFaulty(faults) ? [`Fault mode on (FAULTS=${env.FAULTS})`] : []),
];
console.log(lines.join("\n"));

/** The URL without its password, for the log. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on("SIGINT", stop); // again while closing: the same close (no double close)
process.on("SIGTERM", stop);
