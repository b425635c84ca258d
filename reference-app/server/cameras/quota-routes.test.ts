import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { ArchiveRequestResponseSchema, ErrorBodySchema } from "../../../widgets/core/schemas";
import { runningFfmpeg } from "./live/ffmpeg";
import { ok, rejection, startTestServer, type Caller, type TestServer } from "../testing/server-test";
import { camerasWhere } from "../testing/test.queries";

/** Issue 18: clip quotas per user (unfinished jobs, clip seconds per hour) and a fair render queue. */
let server: TestServer;
let operator: Caller;
let multi: Caller;
let html5: Caller;
let admin: Caller;
let operatorCamera: number;
let multiCamera: number;

const CAMERA_OF_CLIENT = `SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
  WHERE u.client_id = ? AND k.active = 1 AND u.date_deactivated IS NULL AND k.position = 0 ORDER BY k.id LIMIT 1`;

beforeAll(async () => {
  // A small hourly budget (five 5-minute quick videos fit); 5 unfinished clips as by default.
  server = await startTestServer({ clipQuotas: { unfinishedPerUser: 5, secondsPerHour: 1800, concurrentRenders: 1 } });
  [operator, multi, html5, admin] = await server.signedInAs("operator", "multi", "html5", "admin");
  operatorCamera = await server.idOf(CAMERA_OF_CLIENT, 1);
  multiCamera = await server.idOf(CAMERA_OF_CLIENT, 2);
});
afterAll(async () => {
  await server?.close();
  expect(runningFfmpeg.size).toBe(0);
});

const at = (ms: number) => new Date(ms).toISOString();
/** A `seconds`-long clip ending a minute ago. */
const clip = (who: Caller, cameraId: number, seconds: number, title = "Gate") => {
  const stop = Date.now() - 60_000;
  return who.send("POST", `/api/cameras/archive/${cameraId}`, {
    title,
    start: at(stop - seconds * 1000),
    stop: at(stop),
  });
};
const statusOf = async (id: number) => (await server.cameras.archive.get(id))?.status;

describe("clip quotas", () => {
  it("starts another user's clip before one user's queue of five is done (round-robin)", async () => {
    const first: number[] = [];
    for (let i = 0; i < 5; i++) first.push(ok(ArchiveRequestResponseSchema, await clip(operator, operatorCamera, 60)));
    const theirs = ok(ArchiveRequestResponseSchema, await clip(multi, multiCamera, 60));
    await expect.poll(() => statusOf(theirs), { timeout: 90_000, interval: 100 }).toBe("ready");
    // In arrival order the other user's clip would come sixth, after all five.
    const statuses = await Promise.all(first.map(statusOf));
    const unfinished = statuses.filter((status) => ["queued", "rendering"].includes(status ?? ""));
    expect(unfinished.length).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it("accepts at most 5 unfinished clips of a user: 20 quick requests get 5 accepted, 15 refused with Retry-After", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        html5.send("POST", "/api/vms/history/quick_video", { camera_id: operatorCamera, title: "Quick" }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted.length).toBe(5);
    expect(refused.length).toBe(15);
    for (const answer of refused) {
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = ErrorBodySchema.parse(answer.body);
      expect(body).toMatchObject({
        code: "clip_jobs_per_user",
        retryAfterS: Number(answer.headers.get("retry-after")),
      });
      expect(body.error).toMatch(/unfinished clips/);
    }
    const userId = await server.idOf("SELECT id FROM users WHERE username = 'html5'");
    const audited = z
      .array(z.object({ details: z.string() }))
      .parse(
        await server.rows(
          "SELECT details FROM audit_events WHERE action = 'quota.refused' AND user_id = ? ORDER BY id",
          userId,
        ),
      );
    expect(audited.length).toBe(15);
    expect(JSON.parse(audited[0]!.details)).toMatchObject({ quota: "clip_jobs_per_user", kind: "quick" });
    // Another user is not held back by html5's count.
    expect(ok(ArchiveRequestResponseSchema, await clip(admin, operatorCamera, 60))).toBeGreaterThan(0);
  });

  it("refuses clip seconds past the hourly budget with Retry-After until the budget frees", async () => {
    // admin asked for 60 s above; 1200 more make 1260 of 1800, and 600 more would pass it.
    ok(ArchiveRequestResponseSchema, await clip(admin, operatorCamera, 1200));
    const over = await clip(admin, operatorCamera, 600);
    expect(rejection(over, 429)).toMatch(/hourly budget/);
    expect(over.body).toMatchObject({ code: "clip_seconds_per_hour" });
    // The 60 s charged first must age out: about an hour from now.
    const retry = Number(over.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(3000);
    expect(retry).toBeLessThanOrEqual(3600);
    // What still fits is accepted.
    ok(ArchiveRequestResponseSchema, await clip(admin, operatorCamera, 540));
  });
});

describe("free text", () => {
  const long = "x".repeat(300);
  const presetCamera = async () => (await camerasWhere(server.query, 1, (_, p) => p.controlPresets))[0]!;

  it("refuses a 300-character title with 400 naming the field, and stores nothing", async () => {
    const before = await server.idOf("SELECT COUNT(*) FROM requested_videos");
    expect(rejection(await clip(operator, operatorCamera, 60, long), 400)).toMatch(
      /title: Must be at most 200 characters/,
    );
    expect(
      rejection(
        await operator.send("POST", "/api/vms/history/quick_video", { camera_id: operatorCamera, title: long }),
        400,
      ),
    ).toMatch(/title: Must be at most 200 characters/);
    expect(await server.idOf("SELECT COUNT(*) FROM requested_videos")).toBe(before);
    // 200 characters are fine (quotas aside: admin's budget is used, so multi asks).
    expect(ok(ArchiveRequestResponseSchema, await clip(multi, multiCamera, 60, "y".repeat(200)))).toBeGreaterThan(0);
  });

  it("refuses NUL, other control characters and lone surrogates with 400 naming the field", async () => {
    for (const title of ["a\u0000b", "line\nbreak", "bell\u0007", "a\u0085b"])
      expect(rejection(await clip(operator, operatorCamera, 60, title), 400)).toMatch(
        /title: Must not contain control characters/,
      );
    for (const title of ["\ud800", "x\udc00y", "\udbff\ud800"])
      expect(rejection(await clip(operator, operatorCamera, 60, title), 400)).toMatch(
        /title: Must be valid UTF-16 \(no lone surrogates\)/,
      );
    // A real surrogate pair (an emoji) is valid.
    const camera = await presetCamera();
    const liveUnitId = await server.idOf("SELECT live_unit_id FROM cameras WHERE id = ?", camera);
    expect(
      rejection(await operator.send("POST", "/api/vms/presets", { cameraId: camera, liveUnitId, name: "\ud800" }), 400),
    ).toMatch(/name: Must be valid UTF-16/);
    expect(
      rejection(await operator.send("POST", "/api/vms/presets", { cameraId: camera, liveUnitId, name: long }), 400),
    ).toMatch(/name: Must be at most 200 characters/);
    expect(
      (await operator.send("POST", "/api/vms/presets", { cameraId: camera, liveUnitId, name: "Gate 🚪" })).status,
    ).toBe(200);
    const userId = await server.idOf("SELECT id FROM users WHERE username = 'operator'");
    const list = { userId, isFavorites: false, newCameras: [], deleteCameras: [] };
    expect(rejection(await operator.send("POST", "/api/cam_lists", { ...list, name: "a\u0000" }), 400)).toMatch(
      /name: Must not contain control characters/,
    );
    expect(rejection(await operator.send("POST", "/api/cam_lists", { ...list, name: "\udc00" }), 400)).toMatch(
      /name: Must be valid UTF-16/,
    );
  });
});
