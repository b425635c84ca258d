// One server instance in its own process, for the two-instance tests and the scale bench:
//   DATABASE_URL=postgres://… [ALERT_RATE=n] [SINGLETON_RETRY_MS=ms] [REDIS_URL=…] node --import tsx instance-child.ts
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
});
console.log(`READY ${JSON.stringify({ url: server.url, pid: process.pid })}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
