/**
 * Issue 18, "revocation revokes" and "deployment facts, not request headers": media URLs are
 * checked against what granted them on every request (the session that asked, or a share link),
 * and PUBLIC_URL, never the request's Host, decides links, the cookie's Secure flag and HSTS.
 */
import { request as httpRequest } from "node:http";
import { RTCPeerConnection, RTCRtpCodecParameters } from "werift";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import {
  CameraMetadataResponseSchema,
  PresetImagesResponseSchema,
  ShareLinkResponseSchema,
  ShareLinksResponseSchema,
  StreamStartResponseSchema,
} from "../../../widgets/core/schemas";
import { caller, ok, postSignIn, signIn, startTestServer, type Caller, type TestServer } from "../testing/server-test";

const PUBLIC_URL = "https://vms.example.com";
const HSTS = "max-age=15552000; includeSubDomains";

/** A GET with any headers (Host included, which fetch will not set). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "GET", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Status of a media URL (relative to the server), body drained. */
async function statusOf(server: { url: string }, url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(new URL(url, server.url), { headers });
  await response.arrayBuffer();
  return response.status;
}

const signOut = async (who: Caller) => expect((await who.send("POST", "/api/auth/signout")).status).toBe(200);

/** The video URL of the share page (`&` unescaped). */
const pageVideo = (html: string) => /<video[^>]* src="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&") ?? null;

/** An active client-1 camera with WebRTC and presets, whose unit records (for clips and images). */
async function client1Camera(server: TestServer): Promise<{ cameraId: number; liveUnitId: number; presetId: number }> {
  const rows = z.array(z.object({ id: z.number(), unit: z.number() })).parse(
    await server.rows(
      `SELECT k.id, k.live_unit_id AS unit FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
          WHERE u.client_id = 1 AND u.id > 1 AND k.active = 1 AND u.date_activated < '2026-01-01'
          AND u.date_deactivated IS NULL ORDER BY k.id`,
    ),
  );
  for (const row of rows) {
    const camera = await server.cameras.directory.camera(row.id);
    if (camera?.capabilities.webrtc && camera.presets.length > 0 && camera.health.color !== "grey")
      return { cameraId: row.id, liveUnitId: row.unit, presetId: camera.presets[0]!.id };
  }
  throw new Error("no WebRTC camera in client 1");
}

const iso = (ms: number) => new Date(ms).toISOString();

describe("media URLs follow what granted them", () => {
  let server: TestServer;
  let cameraId: number;
  let liveUnitId: number;
  let presetId: number;
  let videoId: number;

  beforeAll(async () => {
    // No grant cache: every request sees the database as it is (the bound is measured below).
    server = await startTestServer({ mediaGrantCacheMs: 0 });
    ({ cameraId, liveUnitId, presetId } = await client1Camera(server));
    const operator = await server.signedIn("operator");
    const now = Date.now();
    const made = await operator.send("POST", `/api/cameras/archive/${cameraId}`, {
      title: "Gate",
      start: iso(now - 130_000),
      stop: iso(now - 70_000),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    videoId = z.object({ data: z.number() }).parse(made.body).data;
    await server.cameras.archive.idle();
    expect((await server.cameras.archive.get(videoId))?.status).toBe("ready");
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  /** The caller's URLs of each kind: stream start (WHEP, HLS), a history image, a clip. */
  async function mediaUrls(who: Caller) {
    const start = ok(StreamStartResponseSchema, await who.send("POST", `/api/vms/stream/${cameraId}/start`));
    const end = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const images = ok(
      PresetImagesResponseSchema,
      await who.get(`/api/archive/preset/${presetId}/images/${iso(end - 86_400_000)}/${iso(end)}`),
    );
    const metadata = ok(
      CameraMetadataResponseSchema,
      await who.send("POST", "/api/archive/camera_metadata", { cameraIds: [cameraId], archiveCabinetIds: [] }),
    );
    const clip = metadata[0]!.archivedVideos.find((v) => v.id === videoId);
    expect(images.length).toBeGreaterThan(0);
    expect(clip).toBeDefined();
    return { whep: start.whepUrl!, hls: start.hlsUrl!, image: images.at(-1)!.imageUrl, clip: clip!.url };
  }

  /** A WHEP offer of a receiving peer, as a browser would send it. */
  async function whepOffer(): Promise<{ pc: RTCPeerConnection; sdp: string }> {
    const pc = new RTCPeerConnection({
      codecs: {
        video: [
          new RTCRtpCodecParameters({
            mimeType: "video/H264",
            clockRate: 90000,
            parameters: "profile-level-id=42e01f;packetization-mode=1;level-asymmetry-allowed=1",
          }),
        ],
        audio: [],
      },
    });
    pc.addTransceiver("video", { direction: "recvonly" });
    await pc.setLocalDescription(await pc.createOffer());
    return { pc, sdp: pc.localDescription!.sdp };
  }
  const postOffer = (url: string, sdp: string) =>
    fetch(new URL(url, server.url), { method: "POST", headers: { "content-type": "application/sdp" }, body: sdp });

  it("refuses stream (WHEP, HLS playlist and segment), image and clip URLs after sign-out (410), ranges included", async () => {
    const operator = await server.signedIn("operator");
    const urls = await mediaUrls(operator);
    expect(await statusOf(server, urls.hls)).toBe(200);
    expect(await statusOf(server, urls.image)).toBe(200);
    expect(await statusOf(server, urls.clip)).toBe(200);
    expect(await statusOf(server, urls.clip, { range: "bytes=0-99" })).toBe(206);
    const { pc, sdp } = await whepOffer();
    const answer = await postOffer(urls.whep, sdp);
    expect(answer.status).toBe(201);
    await answer.text();
    const sessionId = answer.headers.get("location")!.split("/").pop()!;
    expect(server.cameras.whep.has(sessionId)).toBe(true);

    await signOut(operator);
    const signedOut = Date.now();
    expect(await statusOf(server, urls.hls)).toBe(410);
    expect(await statusOf(server, urls.hls.replace("index.m3u8", "init.mp4"))).toBe(410);
    expect(await statusOf(server, urls.hls.replace("index.m3u8", "seg_00001.m4s"))).toBe(410);
    expect(await statusOf(server, urls.image)).toBe(410);
    expect(await statusOf(server, urls.image.replace(".jpg?", "-thumb.jpg?"))).toBe(403); // another path: bad signature
    expect(await statusOf(server, urls.clip)).toBe(410);
    expect(await statusOf(server, urls.clip, { range: "bytes=0-99" })).toBe(410);
    const again = await whepOffer();
    expect((await postOffer(urls.whep, again.sdp)).status).toBe(410);
    await again.pc.close();
    // The running WHEP session is ended by the grant sweep (not by its 15 s connect timeout).
    await expect.poll(() => server.cameras.whep.has(sessionId), { timeout: 8_000, interval: 100 }).toBe(false);
    expect(Date.now() - signedOut).toBeLessThan(8_000);
    await pc.close();
  }, 60_000);

  it("leaves another session of the same user alone", async () => {
    const [first, second] = await server.signedInAs("operator", "operator");
    const urls = await mediaUrls(second);
    await signOut(first);
    expect(await statusOf(server, urls.image)).toBe(200);
    expect(await statusOf(server, urls.clip, { range: "bytes=0-9" })).toBe(206);
  });

  it("refuses media once the user loses the right (403), and serves them again when it comes back", async () => {
    // html5 is operator's twin (client 1, stream and request_video on all of its clients).
    const html5 = await server.signedIn("html5");
    const urls = await mediaUrls(html5);
    expect(await statusOf(server, urls.image)).toBe(200);
    const userId = await server.idOf("SELECT id FROM users WHERE username = 'html5'");
    const [rights] = await server.rows<{ stream_all: number; request_video_all: number }>(
      "SELECT stream_all, request_video_all FROM users WHERE id = ?",
      userId,
    );
    const clients = await server.rows<{ client_id: number; stream: number; request_video: number }>(
      "SELECT client_id, stream, request_video FROM user_clients WHERE user_id = ?",
      userId,
    );
    await server.rows("UPDATE users SET stream_all = 0, request_video_all = 0 WHERE id = ?", userId);
    await server.rows("UPDATE user_clients SET stream = 0, request_video = 0 WHERE user_id = ?", userId);
    await server.rows("DELETE FROM user_entities WHERE user_id = ?", userId);
    try {
      expect(await statusOf(server, urls.hls)).toBe(403);
      expect(await statusOf(server, urls.image)).toBe(403);
      expect(await statusOf(server, urls.clip)).toBe(403);
      expect(await statusOf(server, urls.clip, { range: "bytes=0-99" })).toBe(403);
      const { pc, sdp } = await whepOffer();
      expect((await postOffer(urls.whep, sdp)).status).toBe(403);
      await pc.close();
    } finally {
      await server.rows(
        "UPDATE users SET stream_all = ?, request_video_all = ? WHERE id = ?",
        rights!.stream_all,
        rights!.request_video_all,
        userId,
      );
      for (const row of clients)
        await server.rows(
          "UPDATE user_clients SET stream = ?, request_video = ? WHERE user_id = ? AND client_id = ?",
          row.stream,
          row.request_video,
          userId,
          row.client_id,
        );
    }
    expect(await statusOf(server, urls.image)).toBe(200);
  });

  it("refuses a media URL losing its user's client (user_clients row gone)", async () => {
    const limited = await server.signedIn("limited");
    // limited streams client 10's cameras through its user_clients row.
    const camera = await server.idOf(
      "SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id = 10 AND k.active = 1 ORDER BY k.id LIMIT 1",
    );
    const start = ok(StreamStartResponseSchema, await limited.send("POST", `/api/vms/stream/${camera}/start`));
    const userId = await server.idOf("SELECT id FROM users WHERE username = 'limited'");
    const [row = {}] = await server.rows("SELECT * FROM user_clients WHERE user_id = ? AND client_id = 10", userId);
    await server.rows("DELETE FROM user_clients WHERE user_id = ? AND client_id = 10", userId);
    try {
      expect(await statusOf(server, start.hlsUrl!)).toBe(403);
    } finally {
      const columns = Object.keys(row);
      await server.rows(
        `INSERT INTO user_clients (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        ...columns.map((c) => row[c]),
      );
    }
  });

  describe("share links", () => {
    const share = (who: Caller, headers: Record<string, string> = {}) =>
      who.get(`/api/vms/requested_videos/${liveUnitId}/${videoId}:share?dewarped=false`, headers);
    const newest = async (who: Caller) =>
      ok(ShareLinksResponseSchema, await who.get(`/api/vms/requested_videos/${liveUnitId}/${videoId}/shares`))[0]!;

    it("revoked: the page and its video URL answer 410, ranges included, and each step is audited", async () => {
      const operator = await server.signedIn("operator");
      const link = ok(ShareLinkResponseSchema, await share(operator));
      const page = await fetch(link);
      expect(page.status).toBe(200);
      const src = pageVideo(await page.text());
      expect(src).toMatch(/^\/media\/clips\//);
      expect(await statusOf(server, src!)).toBe(200);
      expect(await statusOf(server, src!, { range: "bytes=0-99" })).toBe(206);
      const made = await newest(operator);
      const revoked = await operator.send(
        "DELETE",
        `/api/vms/requested_videos/${liveUnitId}/${videoId}/shares/${made.id}`,
      );
      expect(revoked.status).toBe(200);
      expect((await fetch(link)).status).toBe(410);
      expect(await statusOf(server, src!)).toBe(410);
      expect(await statusOf(server, src!, { range: "bytes=0-99" })).toBe(410);
      const actions = (
        await server.rows<{ action: string }>(
          "SELECT action FROM audit_events WHERE target = ? ORDER BY id",
          `share:${made.id}`,
        )
      ).map((r) => r.action);
      expect(actions).toEqual(["share.create", "share.open", "share.revoke", "share.open_refused"]);
    });

    it("expired: the page and its video URL answer 410", async () => {
      const operator = await server.signedIn("operator");
      const link = ok(ShareLinkResponseSchema, await share(operator));
      const page = await fetch(link);
      const src = pageVideo(await page.text());
      expect(await statusOf(server, src!)).toBe(200);
      const made = await newest(operator);
      await server.rows("UPDATE requested_video_shares SET expires_at = ? WHERE id = ?", Date.now() - 1, made.id);
      expect((await fetch(link)).status).toBe(410);
      expect(await statusOf(server, src!)).toBe(410);
    });

    it("outlives its creator's session (a share grants by itself)", async () => {
      const operator = await server.signedIn("operator");
      const link = ok(ShareLinkResponseSchema, await share(operator));
      const src = pageVideo(await (await fetch(link)).text());
      await signOut(operator);
      expect((await fetch(link)).status).toBe(200);
      expect(await statusOf(server, src!)).toBe(200);
    });

    it("never names the request's Host: without PUBLIC_URL, the server's own listening origin", async () => {
      const cookie = await signIn(server.url, "operator");
      const answer = await rawGet(
        `${server.url}/api/vms/requested_videos/${liveUnitId}/${videoId}:share?dewarped=false`,
        {
          cookie,
          host: "evil.example",
        },
      );
      expect(answer.status).toBe(200);
      const link = z.object({ data: z.string() }).parse(JSON.parse(answer.text)).data;
      expect(link).not.toMatch(/evil\.example/);
      expect(link.startsWith(`${server.url}/shared/video/`)).toBe(true);
    });
  });

  it("bounds a stream's expiresAt by the session that granted it (a partner token's), so players renew in time", async () => {
    const minted = await fetch(`${server.url}/api/partner/token`, {
      method: "POST",
      headers: { "x-api-key": "demo-partner-key", "content-type": "application/json" },
      body: "{}",
    });
    const { userToken, expiresAt } = z
      .object({ data: z.object({ userToken: z.string(), expiresAt: z.number() }) })
      .parse(await minted.json()).data;
    const camera = await server.idOf(
      "SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id = 14 AND k.active = 1 ORDER BY k.id LIMIT 1",
    );
    const partner = caller(server.url, { token: userToken });
    const start = ok(StreamStartResponseSchema, await partner.send("POST", `/api/vms/stream/${camera}/start`));
    const cam = z.object({ expiresAt: z.string() }).parse(JSON.parse(start.camString));
    expect(Date.parse(cam.expiresAt)).toBeLessThanOrEqual(expiresAt);
    expect(Date.parse(cam.expiresAt)).toBeGreaterThan(Date.now() + 10 * 60_000);
    // An operator's cookie session (7 days) keeps the 12 h lifetime.
    const operator = await server.signedIn("operator");
    const own = ok(StreamStartResponseSchema, await operator.send("POST", `/api/vms/stream/${cameraId}/start`));
    const ownExpiry = Date.parse(z.object({ expiresAt: z.string() }).parse(JSON.parse(own.camString)).expiresAt);
    expect(ownExpiry - Date.now()).toBeGreaterThan(11 * 3_600_000);
  });

  it("sends neither HSTS nor a Secure cookie without PUBLIC_URL", async () => {
    const signedIn = await postSignIn(server.url, { username: "operator", password: "demo", redirect_to: "/" });
    expect(signedIn.headers.get("set-cookie")).not.toMatch(/;\s*secure/i);
    expect(signedIn.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("the grant cache's bound, and PUBLIC_URL", () => {
  let server: TestServer;
  const CACHE_MS = 1_500;

  beforeAll(async () => {
    server = await startTestServer({ mediaGrantCacheMs: CACHE_MS, publicUrl: PUBLIC_URL });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  /** Signs in from the public origin (the sign-in form trusts PUBLIC_URL's origin). */
  async function signInPublic(username: string) {
    const response = await postSignIn(
      server.url,
      { username, password: "demo", redirect_to: "/" },
      { origin: PUBLIC_URL },
    );
    expect(response.status).toBe(303);
    return response;
  }

  it("gives the session cookie Secure and every answer HSTS when PUBLIC_URL is https", async () => {
    const response = await signInPublic("operator");
    expect(response.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
    // The session cookie, the device cookie and the language cookie alike.
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["vms_session", "vms_device", "vms_lang"]);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    expect(response.headers.get("strict-transport-security")).toBe(HSTS);
    expect((await fetch(`${server.url}/api/auth/token`)).headers.get("strict-transport-security")).toBe(HSTS);
    expect((await fetch(`${server.url}/auth/redirect`)).headers.get("strict-transport-security")).toBe(HSTS);
  });

  it("trusts PUBLIC_URL's origin for state changes, not the request's Host", async () => {
    const cookie = (await signInPublic("operator")).headers.get("set-cookie")!.split(";")[0]!;
    const fromServerUrl = caller(server.url, { cookie }); // Origin: the listening origin, not PUBLIC_URL
    expect((await fromServerUrl.send("POST", "/api/auth/signout")).status).toBe(403);
    const fromPublic = caller(server.url, { cookie, origin: PUBLIC_URL });
    expect((await fromPublic.send("POST", "/api/auth/signout")).status).toBe(200);
  });

  it("points share links at PUBLIC_URL whatever the Host header says", async () => {
    const cookie = (await signInPublic("operator")).headers.get("set-cookie")!.split(";")[0]!;
    const { cameraId, liveUnitId } = await client1Camera(server);
    const operator = caller(server.url, { cookie, origin: PUBLIC_URL });
    const now = Date.now();
    const made = await operator.send("POST", `/api/cameras/archive/${cameraId}`, {
      title: "Gate",
      start: iso(now - 130_000),
      stop: iso(now - 70_000),
    });
    const videoId = z.object({ data: z.number() }).parse(made.body).data;
    await server.cameras.archive.idle();
    const answer = await rawGet(
      `${server.url}/api/vms/requested_videos/${liveUnitId}/${videoId}:share?dewarped=false`,
      {
        cookie,
        host: "evil.example",
      },
    );
    expect(answer.status).toBe(200);
    const link = z.object({ data: z.string() }).parse(JSON.parse(answer.text)).data;
    expect(link.startsWith(`${PUBLIC_URL}/shared/video/`)).toBe(true);
    expect(link).not.toMatch(/evil\.example/);
  }, 120_000);

  it(`refuses an image URL within the configured cache bound (${CACHE_MS} ms) of sign-out`, async () => {
    const cookie = (await signInPublic("operator")).headers.get("set-cookie")!.split(";")[0]!;
    const operator = caller(server.url, { cookie, origin: PUBLIC_URL });
    const { presetId } = await client1Camera(server);
    const end = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const images = ok(
      PresetImagesResponseSchema,
      await operator.get(`/api/archive/preset/${presetId}/images/${iso(end - 86_400_000)}/${iso(end)}`),
    );
    const url = images.at(-1)!.imageUrl;
    expect(await statusOf(server, url)).toBe(200); // the verdict is now cached
    await signOut(operator);
    const signedOut = Date.now();
    await expect.poll(() => statusOf(server, url), { timeout: CACHE_MS + 3_000, interval: 50 }).toBe(410);
    const took = Date.now() - signedOut;
    // Refused no later than the cache's bound (plus a request's time on a busy machine).
    expect(took).toBeLessThanOrEqual(CACHE_MS + 1_000);
  });
});
