import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthResultResponseSchema } from "../../../widgets/core/schemas";
import {
  insertRequestedVideo,
  requeueOrphaned,
  setRenderProgress,
  setRetrievalFailed,
  setRetrievalReady,
  takeQueued,
} from "../cameras/archive.queries";
import { writeInstanceLoad } from "../cameras/live-load.queries";
import { ffmpegBinary } from "../cameras/live/ffmpeg";
import { startCluster, type Instance, type TestCluster } from "../testing/instances";
import { TEST_DATABASE_URL } from "../testing/postgres-databases";
import { caller, ok, signIn } from "../testing/server-test";
import { openTestQueryDb } from "../testing/test-database";
import { testRows } from "../testing/test.queries";
import type { QueryDb } from "./query-layer";

/**
 * Clip jobs among instances (issue 20): a job taken names its instance (`claimed_by`); a start, or a
 * running instance's sweep, queues again only the jobs of instances gone, never one another live
 * instance renders. Alone (SQLite) a start queues again every job left rendering, as before.
 */
describe("queueing again the clip jobs left rendering", () => {
  let db: QueryDb;
  let close: () => Promise<void>;
  let camera: { id: number; live_unit_id: number };
  let userId = 0;
  beforeAll(async () => {
    ({ query: db, close } = await openTestQueryDb());
    const [first] = await testRows<{ id: number; live_unit_id: number }>(
      db,
      "SELECT id, live_unit_id FROM cameras WHERE active = 1 ORDER BY id LIMIT 1",
    );
    camera = { id: Number(first?.id), live_unit_id: Number(first?.live_unit_id) };
    const [operator] = await testRows<{ id: number }>(db, "SELECT id FROM users WHERE username = 'operator'");
    userId = Number(operator?.id);
  }, 120_000);
  afterAll(async () => close?.());

  /** A job taken by `instanceId` (status rendering). */
  const rendering = async (instanceId: string) => {
    const id = await insertRequestedVideo(db, {
      cameraId: camera.id,
      liveUnitId: camera.live_unit_id,
      userId,
      kind: "archive",
      title: `taken by ${instanceId}`,
      cameraName: "Camera",
      thermal: false,
      panoramic: false,
      startMs: 0,
      stopMs: 10_000,
      requestedAt: Date.now(),
    });
    expect(await takeQueued(db, id, instanceId)).toBe(true);
    return id;
  };
  const statusOf = async (ids: number[]) =>
    Object.fromEntries(
      (
        await testRows<{ id: number; status: string; claimed_by: string | null }>(
          db,
          `SELECT id, status, claimed_by FROM requested_videos WHERE id IN (${ids.map(() => "?").join(", ")})`,
          ...ids,
        )
      ).map((r) => [Number(r.id), `${r.status} ${r.claimed_by ?? "-"}`]),
    );

  it("among instances: only the jobs of an instance whose heartbeat lapsed; alone: all of them", async () => {
    const now = Date.now();
    const load = { encoders: 0, sessions: "{}" };
    await writeInstanceLoad(db, "vms-live", load, now - 1_000);
    await writeInstanceLoad(db, "vms-dead", load, now - 6_000);
    const [live, dead, gone, self] = [
      await rendering("vms-live"),
      await rendering("vms-dead"),
      await rendering("vms-gone"), // stopped: its row is deleted
      await rendering("vms-self"),
    ];
    const ids = [live, dead, gone, self];
    expect(await requeueOrphaned(db, { instanceId: "vms-self", aliveSinceMs: now - 5_000 })).toBe(2);
    expect(await statusOf(ids)).toEqual({
      [live]: "rendering vms-live",
      [dead]: "queued -",
      [gone]: "queued -",
      [self]: "rendering vms-self",
    });
    // One instance alone (SQLite) has no one else's jobs to spare: each left rendering is queued again.
    expect(await requeueOrphaned(db)).toBe(2);
    expect(Object.values(await statusOf(ids))).toEqual(["queued -", "queued -", "queued -", "queued -"]);
  });

  it("only the instance that holds a job writes its progress and its end", async () => {
    const files = { videoFile: "x.mp4", videoBytes: 1, dewarpedFile: null, dewarpedBytes: null };
    const row = async (id: number) => {
      const [r] = await testRows<{ status: string; claimed_by: string | null; progress: number; error: string | null }>(
        db,
        "SELECT status, claimed_by, progress, error FROM requested_videos WHERE id = ?",
        id,
      );
      return { ...r!, progress: Number(r!.progress) };
    };
    // Queued again while vms-old still rendered it, then taken by vms-new.
    const id = await rendering("vms-new");
    await setRenderProgress(db, id, "vms-old", 0.9);
    expect(await setRetrievalReady(db, id, "vms-old", files, Date.now())).toBe(false);
    await setRetrievalFailed(db, id, "vms-old", "late", Date.now());
    expect(await row(id)).toEqual({ status: "rendering", claimed_by: "vms-new", progress: 0, error: null });
    await setRenderProgress(db, id, "vms-new", 0.5);
    expect((await row(id)).progress).toBe(0.5);
    expect(await setRetrievalReady(db, id, "vms-new", files, Date.now())).toBe(true);
    expect(await row(id)).toMatchObject({ status: "ready", progress: 1 });
    // Done is done: no second end.
    expect(await setRetrievalReady(db, id, "vms-new", files, Date.now())).toBe(false);
    await setRetrievalFailed(db, id, "vms-new", "late", Date.now());
    expect((await row(id)).status).toBe("ready");

    const failing = await rendering("vms-new");
    await setRetrievalFailed(db, failing, "vms-new", "The camera no longer exists", Date.now());
    expect(await row(failing)).toMatchObject({ status: "failed", error: "The camera no longer exists" });
  });
});

/** A job's row as the cluster test watches it. */
interface JobRow {
  status: string;
  progress: number;
  claimed_by: string | null;
}

describe.skipIf(!TEST_DATABASE_URL || !ffmpegBinary())("clip jobs on two instances of one PostgreSQL database", () => {
  let a: Instance;
  let cluster: TestCluster | undefined;
  /** Active cameras of client 1 (the operator's). */
  let cameras: number[] = [];

  beforeAll(async () => {
    // One instance first: the second starts while the first renders.
    cluster = await startCluster(TEST_DATABASE_URL ?? "", { count: 1 });
    [a] = cluster.instances as [Instance];
    const rows = await cluster.rows<{ id: number }>(
      `SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
        WHERE u.client_id = 1 AND k.active = 1 ORDER BY k.id LIMIT 10`,
    );
    cameras = rows.map((r) => Number(r.id));
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  });

  const job = async (id: number): Promise<JobRow> => {
    const rows = await cluster!.rows<JobRow>(
      "SELECT status, progress, claimed_by FROM requested_videos WHERE id = $1",
      [id],
    );
    return { ...rows[0]!, progress: Number(rows[0]?.progress) };
  };
  const claimer = (row: JobRow) => /^vms-(\d+)-/.exec(row.claimed_by ?? "")?.[1];

  it("a start leaves the job another live instance renders; a killed instance's job is taken over", async () => {
    const cookie = await signIn(a.url, "operator");
    const token = ok(AuthResultResponseSchema, await caller(a.url, { cookie }).get("/api/auth/token")).userToken;
    // Two minutes of clip: A renders it long after B has started.
    const stop = Date.now() - 3_600_000;
    const body = { title: "Long", start: new Date(stop - 120_000).toISOString(), stop: new Date(stop).toISOString() };
    let id = 0;
    // The first camera that records (some do not: unit not activated, camera not reporting).
    for (const camera of cameras) {
      const made = await caller(a.url, { token }).send("POST", `/api/cameras/archive/${camera}`, body);
      if (made.status !== 200) continue;
      id = (made.body as { data: number }).data;
      break;
    }
    expect(id).toBeGreaterThan(0);
    await expect.poll(async () => job(id), { timeout: 30_000 }).toMatchObject({ status: "rendering" });
    await expect.poll(async () => (await job(id)).progress, { timeout: 60_000 }).toBeGreaterThan(0.05);
    expect(claimer(await job(id))).toBe(String(a.pid));

    // Watch the row while B starts: it stays A's, rendering, its progress never reset.
    const seen: JobRow[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        seen.push(await job(id));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const b = await cluster!.start();
    const atReady = (await job(id)).progress;
    // …and until A has written progress again after B listened (B's start is over by then).
    await expect.poll(async () => (await job(id)).progress, { timeout: 30_000 }).toBeGreaterThan(atReady);
    watching = false;
    await watcher;
    expect(new Set(seen.map((r) => `${r.status} ${claimer(r)}`))).toEqual(new Set([`rendering ${a.pid}`]));
    // Progress writes are not awaited, so two may land out of order (a step back); a requeue would
    // reset it to 0.
    const progress = seen.map((r) => r.progress);
    expect(Math.min(...progress)).toBeGreaterThan(progress[0]! - 0.03);

    // A dies mid-render: once its heartbeat lapses (5 s), B queues the job again and renders it.
    a.kill();
    await expect.poll(async () => claimer(await job(id)), { timeout: 30_000, interval: 100 }).toBe(String(b.pid));
    await expect.poll(async () => (await job(id)).status, { timeout: 30_000 }).toBe("rendering");
  }, 180_000);
});
