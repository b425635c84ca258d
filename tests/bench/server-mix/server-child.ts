// The reference server in its own process for tests/bench/server-mix.bench.ts, as other users
// meet it (the bench's 20 clients run in the parent; ../server-apart.ts). It answers
// `{ url, pid, users }` once listening on a copy of the seeded database: per demo user, a token
// and what its clients hold (live units, cameras, presets).
import { startServer } from "../../../reference-app/server/app";
import { copySeededDatabase } from "../../../reference-app/server/testing/seeded-database";
import { answerUntilStopped } from "../server-apart";

export interface MixUser {
  username: string;
  token: string;
  liveUnitIds: number[];
  cameraIds: number[];
  presetIds: number[];
}

const USERS = ["operator", "multi", "admin", "html5"];

const copy = copySeededDatabase();
const server = await startServer({ port: 0, dbFile: copy.file, alertRate: 0 });
const units = server.db.prepare(
  `SELECT u.id FROM live_units u JOIN user_clients uc ON uc.client_id = u.client_id
   JOIN users s ON s.id = uc.user_id WHERE s.username = ? AND uc.stream = 1 ORDER BY u.id LIMIT 40`,
);
const cameras = server.db.prepare("SELECT id FROM cameras WHERE live_unit_id = ? AND active = 1 ORDER BY id");
const presets = server.db.prepare("SELECT id FROM presets WHERE camera_id = ? ORDER BY id");
const users: MixUser[] = await Promise.all(
  USERS.map(async (username) => {
    const liveUnitIds = (units.pluck().all(username) as number[]).slice(0, 40);
    const cameraIds = liveUnitIds.flatMap((id) => cameras.pluck().all(id) as number[]);
    const presetIds = cameraIds.flatMap((id) => presets.pluck().all(id) as number[]);
    return { username, token: await server.issueToken(username), liveUnitIds, cameraIds, presetIds };
  }),
);
answerUntilStopped(server, copy, { url: server.url, pid: process.pid, users });
