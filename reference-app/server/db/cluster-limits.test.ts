import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AuthResultResponseSchema,
  ErrorBodySchema,
  presenceRoom,
  REALTIME_EVENTS,
  StreamCheckInResponseSchema,
  StreamStartResponseSchema,
} from "../../../widgets/core/schemas";
import { DEMO_PARTNER_KEYS } from "../seed/users";
import { PARTNER_TOKEN_RATE } from "../auth/partner-routes";
import { ffmpegBinary } from "../cameras/live/ffmpeg";
import { caller, ok, signIn, type Caller } from "../testing/server-test";
import { recordingSocket, until, type RecordingSocket } from "../../../tests/support/server-socket";
import { startCluster, type Instance, type TestCluster } from "../testing/instances";
import { TEST_DATABASE_URL } from "../testing/postgres-databases";
import { advisoryLockHolders } from "./singleton.queries";

/**
 * Issue 20 on two instances of one PostgreSQL database, each in its own process: what the
 * hardening issue (18) caps and who has control of a camera hold across the cluster, not per
 * process. Live sessions per user (3 here), encoders (6 here) and stream check-in count on both;
 * the partner-token rate limit counts requests to both; alert upkeep runs on one; a killed
 * instance's live load lapses. Feeds linger 60 s here, so what runs is known from the calls made.
 */
const SESSIONS_PER_USER = 3;
const MAX_ENCODERS = 6;

describe.skipIf(!TEST_DATABASE_URL || !ffmpegBinary())("two instances share caps, control and limits", () => {
  let a: Instance;
  let b: Instance;
  let cluster: TestCluster | undefined;
  let operatorUnit = 0;
  const sockets: RecordingSocket[] = [];
  /** Active cameras of client 1 (operator's and html5's; admin reads every client). */
  let cams: number[] = [];

  beforeAll(async () => {
    const env = {
      STREAM_SESSIONS_PER_USER: String(SESSIONS_PER_USER),
      MAX_ENCODERS: String(MAX_ENCODERS),
      FEED_LINGER_MS: "60000",
      SINGLETON_RETRY_MS: "1000",
    };
    cluster = await startCluster(TEST_DATABASE_URL ?? "", { env });
    [a, b] = cluster.instances as [Instance, Instance];
    const cameras = await cluster.rows<{ id: number }>(
      `SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
        WHERE u.client_id = 1 AND k.active = 1 ORDER BY k.id LIMIT 8`,
    );
    cams = cameras.map((r) => Number(r.id));
    operatorUnit = await cluster.firstLiveUnitOf(1);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await cluster?.close();
  });

  /** One sign-in per user (on A; sessions are shared), its token used on either instance. */
  const tokens = new Map<string, string>();
  const as = async (instance: Instance, username: string): Promise<Caller> => {
    let token = tokens.get(username);
    if (!token) {
      const cookie = await signIn(a.url, username);
      token = ok(AuthResultResponseSchema, await caller(a.url, { cookie }).get("/api/auth/token")).userToken;
      tokens.set(username, token);
    }
    return caller(instance.url, { token });
  };
  const start = (who: Caller, cameraId: number) => who.send("POST", `/api/vms/stream/${cameraId}/start?profile=main`);
  const refusedWith = async (answer: Promise<{ status: number; body: unknown }>, code: string) => {
    const { status, body } = await answer;
    expect(status).toBe(503);
    expect(ErrorBodySchema.parse(body)).toMatchObject({ code });
  };

  it("the first viewer of a camera through A has control; a viewer through B is view-only", async () => {
    const camera = cams[7]!;
    const [first, second] = [await as(a, "html5"), await as(b, "admin")];
    const firstCam = ok(StreamStartResponseSchema, await start(first, camera)).camString;
    const onA = await first.send("POST", `/api/vms/stream/${camera}/check_in`, { camString: firstCam });
    expect(StreamCheckInResponseSchema.parse(onA.body).data.viewers.map((v) => v.username)).toEqual(["html5"]);
    const secondCam = ok(StreamStartResponseSchema, await start(second, camera)).camString;
    const onB = await second.send("POST", `/api/vms/stream/${camera}/check_in`, { camString: secondCam });
    expect(StreamCheckInResponseSchema.parse(onB.body).data.viewers.map((v) => [v.username, v.viewOnlyAccess])).toEqual(
      [
        ["html5", false],
        ["admin", true],
      ],
    );
    const pan = { controlMode: "panTilt", controlValue: "left" };
    const refused = await second.send("POST", `/api/vms/cameras/${camera}/ptz`, pan);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: expect.stringMatching(/view-only/) });
    // The first viewer checks out on A: the viewer on B has control.
    await first.send("POST", `/api/vms/stream/${camera}/check_out`, {});
    const again = await second.send("POST", `/api/vms/stream/${camera}/check_in`, { camString: secondCam });
    expect(StreamCheckInResponseSchema.parse(again.body).data.viewers).toMatchObject([
      { username: "admin", viewOnlyAccess: false },
    ]);
    // Two encoders run now: the camera on A and on B (each instance encodes what it serves).
  }, 60_000);

  it("a user's live sessions count on both: past the cap through B after sessions on A", async () => {
    const [onA, onB] = [await as(a, "operator"), await as(b, "operator")];
    ok(StreamStartResponseSchema, await start(onA, cams[0]!));
    ok(StreamStartResponseSchema, await start(onA, cams[1]!));
    ok(StreamStartResponseSchema, await start(onB, cams[2]!));
    await refusedWith(start(onB, cams[3]!), "stream_sessions_per_user");
    await refusedWith(start(onA, cams[3]!), "stream_sessions_per_user");
    // A stream the user holds already (on A) is no new session through A.
    ok(StreamStartResponseSchema, await start(onA, cams[0]!));
  }, 60_000);

  it("encoders count on both: the budget is the cluster's", async () => {
    // Running: html5's and admin's camera on A and B (2), operator's three (5).
    const admin = await as(a, "admin");
    ok(StreamStartResponseSchema, await start(admin, cams[4]!));
    await refusedWith(start(await as(b, "admin"), cams[5]!), "encoder_budget");
    await refusedWith(start(admin, cams[5]!), "encoder_budget");
  }, 60_000);

  it("the partner-token rate limit counts requests to A and to B together", async () => {
    // One fixed window (a minute): not across its end.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    const mint = (instance: Instance) =>
      caller(instance.url, { origin: null }).send(
        "POST",
        "/api/partner/token",
        {},
        { "x-api-key": DEMO_PARTNER_KEYS[0]!.key },
      );
    const half = PARTNER_TOKEN_RATE / 2;
    const statuses: number[] = [];
    for (let i = 0; i < half; i++) statuses.push((await mint(a)).status);
    for (let i = 0; i < half; i++) statuses.push((await mint(b)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const [overA, overB] = [await mint(a), await mint(b)];
    expect([overA.status, overB.status]).toEqual([429, 429]);
    expect(Number(overB.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 90_000);

  it("a presence room's viewers and who has control are the same seen from A and from B", async () => {
    await as(a, "operator");
    await as(a, "admin");
    const view = (instance: Instance, username: string) => {
      const socket = recordingSocket(instance.url, "/view", tokens.get(username)!);
      sockets.push(socket);
      return socket;
    };
    const [first, second, watchA, watchB] = [view(a, "operator"), view(b, "admin"), view(a, "admin"), view(b, "admin")];
    await Promise.all([first, second, watchA, watchB].map((s) => s.connected()));
    const room = presenceRoom(operatorUnit);
    const seen = (socket: RecordingSocket) =>
      socket
        .of("viewers")
        .map((p) => REALTIME_EVENTS.viewers.schema.parse(p))
        .filter((r) => r.room === room.room && r.key === room.key)
        .at(-1)
        ?.viewers.map((v) => `${v.username}${v.viewOnlyAccess ? "" : "*"}`)
        .join();
    expect(await first.socket.timeout(2000).emitWithAck("join room", room)).toEqual({ ok: true });
    await until(() => seen(watchB) === "operator*", 3000, "the viewer on A at B");
    expect(await second.socket.timeout(2000).emitWithAck("join room", room)).toEqual({ ok: true });
    // B's report counts A's seat: the viewer on A keeps control, seen from both.
    await until(() => seen(watchA) === "operator*,admin" && seen(watchB) === "operator*,admin", 3000, "both");
    // A socket connecting later to B is told of the seat on A.
    const late = view(b, "operator");
    await until(() => seen(late) === "operator*,admin", 3000, "the snapshot on B");
    first.close();
    await until(() => seen(watchA) === "admin*" && seen(watchB) === "admin*", 3000, "control handed over");
  }, 60_000);

  it("alert upkeep (pending media, demo alerts) runs on one instance", async () => {
    await expect
      .poll(() => advisoryLockHolders(cluster!.client, "alert-upkeep"), { timeout: 10_000 })
      .toSatisfy(
        (holders: string[]) =>
          holders.length === 1 && [a.pid, b.pid].some((pid) => holders[0] === `vms-${pid}:singletons`),
      );
  });

  it("a killed instance's live load lapses: its encoders no longer count", async () => {
    // A runs four of the six (html5's, operator's two, admin's); killed, they lapse within the lease.
    a.kill();
    const admin = await as(b, "admin");
    const killed = Date.now();
    await expect.poll(async () => (await start(admin, cams[5]!)).status, { timeout: 15_000, interval: 500 }).toBe(200);
    expect(Date.now() - killed).toBeLessThan(15_000);
  }, 60_000);
});
