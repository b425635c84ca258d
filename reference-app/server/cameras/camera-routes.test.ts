import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { contractCall, fillPath, type ContractCallId } from "../../../widgets/core/contract";
import { parseCamString, StreamCheckInResponseSchema } from "../../../widgets/core/schemas";
import type { RunningServer } from "../app";
import { createSession, sessionId } from "../auth";
import { runningFfmpeg } from "./live/ffmpeg";
import { grantText } from "./media-grants";
import { caller, signIn, type Caller } from "../test-support";
import { startTestServer } from "../testing/server-test";
import { testRows } from "../testing/test.queries";

let server: RunningServer;
let operator: Caller;
let admin: Caller;
let limited: Caller;
/** A PTZ camera of the operator's client with every control and permission, and one of another client. */
let ptz: number;
let presets: number[];
let other: number;
let fixedNoPtz: number;

const ids = async (sql: string, ...params: unknown[]) =>
  z
    .array(z.object({ id: z.number() }))
    .parse(await testRows(server.query, sql, ...params))
    .map((r) => r.id);
const id = async (sql: string, ...params: unknown[]) => z.number().parse((await ids(sql, ...params))[0]);

beforeAll(async () => {
  server = await startTestServer();
  const as = async (u: string) => caller(server.url, await signIn(server.url, u));
  operator = await as("operator");
  admin = await as("admin");
  limited = await as("limited");
  // The JSON columns are text on both engines: filtered here, not in SQL.
  const candidates = await testRows<{ id: number; permissions: string; capabilities: string }>(
    server.query,
    `SELECT k.id, k.permissions, k.capabilities FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
      WHERE u.client_id = 1 AND k.active = 1 AND k.position = 0 ORDER BY k.id`,
  );
  ptz = candidates.find((k) => {
    const p = JSON.parse(k.permissions) as Record<string, unknown>;
    const c = JSON.parse(k.capabilities) as Record<string, unknown>;
    return (
      p.controlPtzf &&
      p.controlPresets &&
      p.suspendPatrol &&
      c.clickToCenter &&
      c.snapshot &&
      Array.isArray(c.relayActions) &&
      c.relayActions.length > 0
    );
  })!.id;
  presets = await ids("SELECT id FROM presets WHERE camera_id = ? ORDER BY id", ptz);
  other = await id(
    "SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id = 2 ORDER BY k.id LIMIT 1",
  );
  fixedNoPtz = await id(`SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id = 1
    AND k.active = 1 AND k.position = 1 ORDER BY k.id LIMIT 1`);
});
afterAll(async () => {
  await server?.close();
  expect(runningFfmpeg.size).toBe(0);
});

/** GET a URL of the server; the body is read (an unread body keeps the connection busy). */
async function get(path: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const response = await fetch(`${server.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Calls a contract call and parses a 200 answer with its response schema. */
async function call(
  who: Caller,
  callId: ContractCallId,
  params: Record<string, string | number>,
  body?: unknown,
  query = "",
) {
  const c = contractCall(callId);
  const path = fillPath(c.path, params) + query;
  const answer = c.method === "GET" ? await who.get(path) : await who.send(c.method, path, body);
  if (answer.status === 200) c.response.parse(answer.body);
  return answer;
}

describe("stream calls", () => {
  it("answer as the contract says, and refuse another client's camera", async () => {
    for (const callId of ["streamMeta", "locationCameras", "capabilities", "cameraPermissions"] as const) {
      expect((await call(operator, callId, { cameraId: ptz })).status, callId).toBe(200);
      expect((await call(operator, callId, { cameraId: other })).status, callId).toBe(404);
    }
    const meta = await call(operator, "streamMeta", { cameraId: ptz });
    expect(meta.body).toMatchObject({ data: { cameraId: ptz, clientId: 1 } });
  });

  it("starts a stream whose camString names WHEP and HLS, main and sub; check-in lists viewers, first has control", async () => {
    const start = await call(operator, "streamStart", { cameraId: ptz }, undefined, "?profile=sub");
    expect(start.status).toBe(200);
    const data = (start.body as { data: { camString: string; hlsUrl: string } }).data;
    const cam = parseCamString(data.camString);
    expect(cam?.hls.sub).toMatch(/^\/media\/live\/[^/]+\/index\.m3u8$/);
    expect(cam === null || cam.whep === null || cam.whep.main.endsWith("/whep")).toBe(true);
    expect((await call(operator, "streamStart", { cameraId: other })).status).toBe(404);

    const first = await call(operator, "streamCheckIn", { cameraId: ptz }, { camString: data.camString });
    expect(StreamCheckInResponseSchema.parse(first.body).data.viewers).toHaveLength(1);
    const adminStart = await call(admin, "streamStart", { cameraId: ptz });
    const adminCam = (adminStart.body as { data: { camString: string } }).data.camString;
    // Someone else's camString is refused.
    expect((await call(admin, "streamCheckIn", { cameraId: ptz }, { camString: data.camString })).status).toBe(400);
    const second = StreamCheckInResponseSchema.parse(
      (await call(admin, "streamCheckIn", { cameraId: ptz }, { camString: adminCam })).body,
    );
    expect(second.data.viewers.map((v) => [v.username, v.viewOnlyAccess])).toEqual([
      ["operator", false],
      ["admin", true],
    ]);
    // The view-only viewer cannot move the camera; the first viewer can.
    const pan = { controlMode: "panTilt", controlValue: "left" };
    const refused = await call(admin, "ptz", { cameraId: ptz }, pan);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: expect.stringMatching(/view-only/) });
    expect((await call(operator, "ptz", { cameraId: ptz }, pan)).status).toBe(200);
    await call(operator, "streamCheckOut", { cameraId: ptz });
    await call(admin, "streamCheckOut", { cameraId: ptz });

    // The sub stream's HLS playlist plays (ffmpeg started by the start call).
    const playlist = await get(cam!.hls.sub);
    expect(playlist.status).toBe(200);
    expect(playlist.body.toString()).toMatch(/#EXTM3U[\s\S]*init\.mp4[\s\S]*seg_\d+\.m4s/);
    const tampered = cam!.hls.sub.replace(/\/media\/live\/.(.)/, "/media/live/x$1");
    expect((await get(tampered)).status).toBe(404);
  });

  it("lists at a location only the cameras the caller may stream (limited: its single stream cameras)", async () => {
    const own = await id(
      "SELECT camera_id AS id FROM user_entities WHERE user_id = 3 AND kind = 'stream' ORDER BY camera_id LIMIT 1",
    );
    const atLocation = await ids(
      `SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.location_id =
          (SELECT u2.location_id FROM cameras k2 JOIN live_units u2 ON u2.id = k2.live_unit_id WHERE k2.id = ?)`,
      own,
    );
    const answer = await call(limited, "locationCameras", { cameraId: own });
    expect(answer.status).toBe(200);
    const listed = (answer.body as { data: { id: number }[] }).data.map((c) => c.id);
    expect(listed).toContain(own);
    // The location has cameras limited may not stream, and none of them is listed.
    const hidden = atLocation.filter((cameraId) => !listed.includes(cameraId));
    expect(hidden.length).toBeGreaterThan(0);
    for (const cameraId of listed) expect((await call(limited, "streamMeta", { cameraId })).status).toBe(200);
    for (const cameraId of hidden) expect((await call(limited, "streamMeta", { cameraId })).status).toBe(403);
  });

  it("refuses a user without the stream right (403) and a caller not signed in (401)", async () => {
    const noStream = await id(
      `SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id = 13 ORDER BY k.id LIMIT 1`,
    );
    expect((await call(limited, "streamMeta", { cameraId: noStream })).status).toBe(403);
    expect((await call(caller(server.url), "streamMeta", { cameraId: ptz })).status).toBe(401);
  });
});

describe("camera commands", () => {
  it("act on the camera and answer code 0", async () => {
    const ok = { status: 200, body: { data: { code: 0, data: null } } };
    expect(await call(operator, "goToPreset", { cameraId: ptz }, { presetId: presets[1] })).toMatchObject(ok);
    expect(await call(operator, "ptz", { cameraId: ptz }, { controlMode: "zoom", controlValue: "in" })).toMatchObject(
      ok,
    );
    expect(
      await call(
        operator,
        "ptz",
        { cameraId: ptz },
        { controlMode: "clickToCenter", controlXValue: 500, controlYValue: 100, resolutionX: 640, resolutionY: 360 },
      ),
    ).toMatchObject(ok);
    const camera = (await server.cameras.directory.camera(ptz))!;
    const relay = camera.capabilities.relayActions[0]!;
    const state = relay.stateDefault === "on" ? "off" : "on";
    expect(await call(operator, "relay", { cameraId: ptz }, { relayName: relay.relayName, state })).toMatchObject(ok);
    expect(server.cameras.states.relayState(camera, relay.relayName)).toBe(state);
    expect((await call(operator, "relay", { cameraId: ptz }, { relayName: "no_such", state: "on" })).status).toBe(403);

    const snapshot = await call(operator, "snapshot", { cameraId: ptz });
    expect(snapshot.status).toBe(200);
    const image = JSON.parse((snapshot.body as { data: { data: string } }).data.data) as { image: string };
    expect(Buffer.from(image.image, "base64").subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    expect(await call(operator, "suspendPatrol", { cameraId: ptz }, { patrol: "off", minutes: 5 })).toMatchObject(ok);
    expect((await call(operator, "patrolState", { cameraId: ptz })).body).toMatchObject({ data: true });
    expect(await call(operator, "suspendPatrol", { cameraId: ptz }, { patrol: "on" })).toMatchObject(ok);
    expect((await call(operator, "patrolState", { cameraId: ptz })).body).toMatchObject({ data: false });
  });

  it("refuse what the camera cannot do and another client's camera", async () => {
    const pan = { controlMode: "panTilt", controlValue: "left" };
    expect((await call(operator, "ptz", { cameraId: fixedNoPtz }, pan)).status).toBe(403);
    expect((await call(operator, "ptz", { cameraId: other }, pan)).status).toBe(404);
    expect((await call(operator, "goToPreset", { cameraId: ptz }, { presetId: 999_999 })).status).toBe(404);
  });

  it("create and rename presets at the current position", async () => {
    const liveUnitId = (await server.cameras.directory.camera(ptz))!.liveUnitId;
    const created = await call(operator, "presetCreate", {}, { cameraId: ptz, liveUnitId, name: "Dock" });
    expect(created.status).toBe(200);
    const presetId = (created.body as { data: number }).data;
    const renamed = await call(operator, "presetUpdate", { presetId }, { name: "Dock East" });
    expect(renamed.body).toMatchObject({ data: { id: presetId, name: "Dock East", isHome: false } });
    expect((await call(limited, "presetUpdate", { presetId }, { name: "x" })).status).toBe(404);
  });

  it("refuse creating a preset to a user without selfService (document 3 §6)", async () => {
    const liveUnitId = (await server.cameras.directory.camera(ptz))!.liveUnitId;
    const setSelfService = async (on: boolean) => {
      const [row] = await testRows<{ permissions: string }>(
        server.query,
        "SELECT permissions FROM users WHERE username = 'operator'",
      );
      const permissions = { ...(JSON.parse(row!.permissions) as object), selfService: on };
      await testRows(
        server.query,
        "UPDATE users SET permissions = ? WHERE username = 'operator'",
        JSON.stringify(permissions),
      );
    };
    await setSelfService(false);
    try {
      const refused = await call(operator, "presetCreate", {}, { cameraId: ptz, liveUnitId, name: "Not mine" });
      expect(refused.status).toBe(403);
      expect(await testRows(server.query, "SELECT 1 FROM presets WHERE name = 'Not mine'")).toEqual([]);
    } finally {
      await setSelfService(true);
    }
  });

  it("run talk-down sessions with heartbeats", async () => {
    const talk = (
      await testRows<{ id: number; permissions: string; capabilities: string }>(
        server.query,
        `SELECT k.id, k.permissions, k.capabilities FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
          WHERE u.client_id = 1 AND k.active = 1 ORDER BY k.id`,
      )
    ).find(
      (k) =>
        (JSON.parse(k.capabilities) as { speakerTalkdown?: boolean }).speakerTalkdown &&
        (JSON.parse(k.permissions) as { speakerTalkdown?: boolean }).speakerTalkdown,
    )!.id;
    const start = await call(operator, "talkdownStart", { cameraId: talk });
    const sessionId = (start.body as { data: { sessionId: string } }).data.sessionId;
    // The microphone's audio goes to the voice gateway of the camera's unit.
    expect((start.body as { data: { signalingUrl?: string } }).data.signalingUrl).toMatch(
      /^\/media\/voice\/[^/]+\/whip$/,
    );
    expect((await call(operator, "talkdownHeartbeat", { cameraId: talk, sessionId })).body).toMatchObject({
      data: { active: true },
    });
    expect((await call(operator, "talkdownEnd", { cameraId: talk, sessionId })).status).toBe(200);
    expect((await call(operator, "talkdownHeartbeat", { cameraId: talk, sessionId })).body).toMatchObject({
      data: { active: false },
    });
  });
});

describe("pictures and clips of the past", () => {
  const hour = (ms: number) => new Date(Math.floor(ms / 3_600_000) * 3_600_000 - 3_600_000).toISOString();

  it("lists preset images by hour bucket and refuses an unaligned bucket", async () => {
    const start = hour(Date.now());
    const end = new Date(Date.parse(start) + 3_600_000).toISOString();
    const answer = await call(operator, "presetImages", { presetId: presets[0]!, startISO: start, endISO: end });
    expect(answer.status).toBe(200);
    const images = (answer.body as { data: { imageUrl: string; thumbUrl: string }[] }).data;
    const unaligned = new Date(Date.parse(start) + 60_000).toISOString();
    expect(
      (await call(operator, "presetImages", { presetId: presets[0]!, startISO: unaligned, endISO: end })).status,
    ).toBe(400);
    expect((await call(operator, "presetsImages", {}, { start, end, presetIds: presets })).status).toBe(200);
    const otherPreset = await id("SELECT id FROM presets WHERE camera_id = ? ORDER BY id LIMIT 1", other);
    expect((await call(operator, "presetImages", { presetId: otherPreset, startISO: start, endISO: end })).status).toBe(
      404,
    );
    if (images.length > 0) {
      const thumb = await get(images[0]!.thumbUrl);
      expect(thumb).toMatchObject({ status: 200, type: "image/jpeg" });
      // Drawn once, then served from the disk cache: the same bytes.
      expect(Buffer.compare((await get(images[0]!.thumbUrl)).body, thumb.body)).toBe(0);
    }
    const latest = await call(operator, "latestPresetImageUrl", { presetId: presets[0]! });
    expect(latest.status).toBe(200);
  });

  it("refuses an expired or forged media URL", async () => {
    const path = `/media/images/${presets[0]}/0.jpg`;
    const expired = server.cameras.signer.presign(path, -1000);
    const refused = await get(expired);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ error: "This media link has expired" });
    // The signature's first character changed (to another one: setting it to "A" kept it one time in 64).
    const forged = server.cameras.signer
      .presign(path, 60_000)
      .replace(/sig=(.)/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`);
    expect((await get(forged)).status).toBe(403);
  });

  it("refuses invalid retrievals with a clear 400 and renders a valid one into an MP4", async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(ms).toISOString();
    const future = await call(
      operator,
      "requestArchive",
      { cameraId: ptz },
      { title: "x", start: at(now), stop: at(now + 120_000) },
    );
    expect(future).toMatchObject({ status: 400, body: { error: "The requested video ends in the future" } });
    const tooShort = await call(
      operator,
      "requestArchive",
      { cameraId: ptz },
      { title: "x", start: at(now - 30_000), stop: at(now) },
    );
    expect(tooShort.status).toBe(400);
    const old = await call(
      operator,
      "requestArchive",
      { cameraId: ptz },
      { title: "x", start: at(now - 200 * 86_400_000), stop: at(now - 200 * 86_400_000 + 60_000) },
    );
    expect(old.body).toMatchObject({ error: expect.stringMatching(/before the recording start/) });
    expect(
      (
        await call(
          operator,
          "requestArchive",
          { cameraId: other },
          { title: "x", start: at(now - 120_000), stop: at(now - 60_000) },
        )
      ).status,
    ).toBe(404);

    const made = await call(
      operator,
      "requestArchive",
      { cameraId: ptz },
      { title: "Gate", start: at(now - 120_000), stop: at(now - 60_000) },
    );
    expect(made.status).toBe(200);
    const jobId = (made.body as { data: number }).data;
    await server.cameras.archive.idle();
    const row = (await server.cameras.archive.get(jobId))!;
    expect(row).toMatchObject({ status: "ready", progress: 1, kind: "archive", title: "Gate", camera_id: ptz });
    const status = await call(operator, "archiveRetrievals", {}, undefined, `?ids[]=${jobId}`);
    expect(status.body).toMatchObject({ data: [{ id: jobId, status: "ready", progress: 1 }] });
    const operatorId = await id("SELECT id FROM users WHERE username = 'operator'");
    const sid = sessionId(await createSession(server.query, operatorId));
    const grant = grantText({ kind: "session", userId: operatorId, sid, right: "request_video" });
    const { videoUrl } = server.cameras.archive.urls(row, grant);
    const clip = await get(videoUrl!);
    expect(clip).toMatchObject({ status: 200, type: "video/mp4" });
    expect(clip.body.subarray(4, 8).toString("latin1")).toBe("ftyp");
  }, 60_000);

  it("makes alert media that answers 404 until ready, then 200, to a session granted them (403 without)", async () => {
    const requested = server.cameras.alertMedia.request({
      alertId: 77,
      cameraId: ptz,
      atMs: Date.now(),
      subject: "person",
    });
    const operatorId = await id("SELECT id FROM users WHERE username = 'operator'");
    const sid = sessionId(await createSession(server.query, operatorId));
    const grant = grantText({ kind: "session", userId: operatorId, sid, right: "alert" });
    const media = {
      image: { url: server.cameras.alertMedia.granted(requested.image.url, grant) },
      clip: { url: server.cameras.alertMedia.granted(requested.clip.url, grant) },
    };
    expect((await get(requested.image.url)).status).toBe(403);
    expect((await get(media.image.url)).status).toBe(404);
    const until = async (url: string) => {
      for (let i = 0; i < 60; i++) {
        const r = await get(url);
        if (r.status === 200) return r;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${url} never became ready`);
    };
    expect((await until(media.image.url)).type).toBe("image/jpeg");
    expect((await until(media.clip.url)).type).toBe("video/mp4");
  }, 30_000);
});
