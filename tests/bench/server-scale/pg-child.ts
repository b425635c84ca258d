// One reference server on PostgreSQL in its own process, for tests/bench/server-scale.bench.ts
// (../server-apart.ts): DATABASE_URL names the database (a copy of the seeded template). Answers
// `{ url, pid, users, skipped }` once listening: per demo user a token and what its clients hold,
// read through the query layer (as server-mix/server-child.ts reads them from the SQLite file).
import { startServer } from "../../../reference-app/server/app";
import { answerUntilStopped } from "../server-apart";
import type { MixUser } from "../server-mix/server-child";

const USERS = ["operator", "multi", "admin", "html5"];
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("pg-child needs DATABASE_URL");
const server = await startServer({ port: 0, databaseUrl, alertRate: 0, alertMedia: false });
const q = server.query;
const users: (MixUser | { username: string; error: string })[] = await Promise.all(
  USERS.map(async (username) => {
    const units = await q
      .selectFrom("live_units as u")
      .innerJoin("user_clients as uc", "uc.client_id", "u.client_id")
      .innerJoin("users as s", "s.id", "uc.user_id")
      .select("u.id")
      .where("s.username", "=", username)
      .where("uc.stream", "=", 1)
      .orderBy("u.id")
      .limit(40)
      .execute();
    const liveUnitIds = units.map((u) => u.id);
    const cameraIds =
      liveUnitIds.length === 0
        ? []
        : (
            await q
              .selectFrom("cameras")
              .select("id")
              .where("live_unit_id", "in", liveUnitIds)
              .where("active", "=", 1)
              .orderBy("live_unit_id")
              .orderBy("id")
              .execute()
          ).map((c) => c.id);
    const presetIds =
      cameraIds.length === 0
        ? []
        : (
            await q
              .selectFrom("presets")
              .select("id")
              .where("camera_id", "in", cameraIds)
              .orderBy("camera_id")
              .orderBy("id")
              .execute()
          ).map((p) => p.id);
    try {
      return { username, token: await server.issueToken(username), liveUnitIds, cameraIds, presetIds };
    } catch (error) {
      return { username, error: error instanceof Error ? error.message : String(error) };
    }
  }),
);
answerUntilStopped(server, { remove: () => undefined }, { url: server.url, pid: process.pid, users });
