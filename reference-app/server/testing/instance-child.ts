// One server instance in its own process, for the two-instance tests and the scale bench:
//   DATABASE_URL=postgres://… [ALERT_RATE=n] [SINGLETON_RETRY_MS=ms] [REDIS_URL=…]
//   [STREAM_SESSIONS_PER_USER=n] [MAX_ENCODERS=n] [FEED_LINGER_MS=ms] node --import tsx instance-child.ts
// prints `READY {"url":…,"pid":…}` once listening; SIGTERM closes it.
import { startServer } from "../app";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("instance-child needs DATABASE_URL");
const server = await startServer({
  port: 0,
  databaseUrl,
  redisUrl: process.env.REDIS_URL || undefined,
  alertRate: Number(process.env.ALERT_RATE ?? 0),
  alertMedia: false,
  testHooks: true,
  singletonRetryMs: Number(process.env.SINGLETON_RETRY_MS ?? 1000),
  liveLimits: {
    ...(process.env.STREAM_SESSIONS_PER_USER ? { sessionsPerUser: Number(process.env.STREAM_SESSIONS_PER_USER) } : {}),
    ...(process.env.MAX_ENCODERS ? { maxEncoders: Number(process.env.MAX_ENCODERS) } : {}),
  },
  ...(process.env.FEED_LINGER_MS ? { feedLingerMs: Number(process.env.FEED_LINGER_MS) } : {}),
});
console.log(`READY ${JSON.stringify({ url: server.url, pid: process.pid })}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
