// The reference server in its own process for tests/bench/sign-in-load.bench.ts, as other users
// meet it: the bench's clients (user_info and the wave of bad sign-ins) run in the parent, so their
// own work is not counted against the server's event loop. Talks to the parent over IPC:
//   → { ready, url }   once listening, on a copy of the seeded database, sign-in limits raised so
//                      the whole wave reaches the hashing
//   ← { stop: true }   closes the server, removes the copy and exits
import { startServer } from "../../../reference-app/server/app";
import { copySeededDatabase } from "../../../reference-app/server/testing/seeded-database";

const copy = copySeededDatabase();
const server = await startServer({
  port: 0,
  dbFile: copy.file,
  signInLimits: { usernamesPerIp: 10_000, failuresPerIpUser: 10_000, failuresPerUser: 10_000 },
});
process.send?.({ ready: true, url: server.url });
process.on("message", (message: { stop?: boolean }) => {
  if (!message.stop) return;
  void server.close().then(() => {
    copy.remove();
    process.exit(0);
  });
});
