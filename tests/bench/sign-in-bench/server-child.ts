// The reference server in its own process for tests/bench/sign-in-load.bench.ts, as other users
// meet it: the bench's clients (user_info and the wave of bad sign-ins) run in the parent, so their
// own work is not counted against the server's event loop (../server-apart.ts). It answers
// `{ url }` once listening, on a copy of the seeded database, sign-in limits raised so the whole
// wave reaches the hashing.
import { startServer } from "../../../reference-app/server/app";
import { copySeededDatabase } from "../../../reference-app/server/testing/seeded-database";
import { answerUntilStopped } from "../server-apart";

const copy = copySeededDatabase();
const server = await startServer({
  port: 0,
  dbFile: copy.file,
  signInLimits: { usernamesPerIp: 10_000, failuresPerIpUser: 10_000, failuresPerUser: 10_000 },
});
answerUntilStopped(server, copy, { url: server.url });
