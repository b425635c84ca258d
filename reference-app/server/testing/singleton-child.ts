// A process that runs one singleton task under db/singletons.ts, for db/singletons.test.ts:
//   DATABASE_URL=postgres://… INSTANCE=name node --import tsx singleton-child.ts
// prints `START name` / `STOP name` as the task starts and stops here.
import { postgresSingletons } from "../db/singletons";

const url = process.env.DATABASE_URL;
const instance = process.env.INSTANCE ?? `child-${process.pid}`;
if (!url) throw new Error("singleton-child needs DATABASE_URL");
const singletons = postgresSingletons(url, { retryMs: Number(process.env.RETRY_MS ?? 1000), instance });
singletons.run("scale-test", {
  start: () => console.log(`START ${instance}`),
  stop: () => console.log(`STOP ${instance}`),
});
console.log(`UP ${instance}`);
process.on("SIGTERM", () => void singletons.close().then(() => process.exit(0)));
