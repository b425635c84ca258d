// The reference server in its own process for tests/bench/alerts-realtime.bench.ts, so that its
// CPU is measured apart from the clients'. Talks to the parent over IPC:
//   → { ready, url, token }             once listening (generator off, test hooks on; alert media
//                                       off unless the first argument is "media")
//   ← { burst: { ratePerMinute, ms } }  runs the alert generator at that rate for that long
//   → { burstDone, raised, cpuMs, wallMs, eventLoopUtilization }
//   ← { stop: true }                    closes the server and exits
import { performance } from "node:perf_hooks";
import { startServer } from "../../../reference-app/server/app";
import { createAlertGenerator } from "../../../reference-app/server/alerts/alert-generator";

const server = await startServer({
  port: 0,
  dbFile: ":memory:",
  alertMedia: process.argv[2] === "media",
  testHooks: true,
});
const send = (message: unknown) => process.send?.(message);
send({ ready: true, url: server.url, token: await server.issueToken("admin") });

process.on("message", (message: { burst?: { ratePerMinute: number; ms: number }; stop?: boolean }) => {
  if (message.burst) {
    const { ratePerMinute, ms } = message.burst;
    const generator = createAlertGenerator({
      ratePerMinute,
      // The test hook's path: a unit of any client, no cap on open alerts per client.
      raise: () => void server.alerts.service.raiseForTest({ media: false }, null),
    });
    const cpu = process.cpuUsage();
    const elu = performance.eventLoopUtilization();
    const start = performance.now();
    generator.start();
    setTimeout(() => {
      generator.stop();
      const used = process.cpuUsage(cpu);
      send({
        burstDone: true,
        raised: generator.raised(),
        cpuMs: (used.user + used.system) / 1000,
        wallMs: performance.now() - start,
        eventLoopUtilization: performance.eventLoopUtilization(elu).utilization,
      });
    }, ms);
  }
  if (message.stop) void server.close().then(() => process.exit(0));
});
