import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import {
  ErrorBodySchema,
  RequestedVideosResponseSchema,
  SHARE_LINK_VALIDITY_DAYS,
  ShareLinkResponseSchema,
  ShareLinkRevokeResponseSchema,
  ShareLinksResponseSchema,
} from "../../../widgets/core/schemas";
import type { RunningServer } from "../app";
import { caller, signIn, type Caller } from "../test-support";
import { startTestServer } from "../testing/server-test";
import { testRows } from "../testing/test.queries";

let server: RunningServer;
let operator: Caller;
let multi: Caller;
let admin: Caller;
let unitId: number;

function parsed<S extends z.ZodType>(schema: S, response: { status: number; body: unknown }): z.output<S> {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const result = schema.safeParse(response.body);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
}
const refused = (response: { status: number; body: unknown }, status: number) => {
  expect(response.status).toBe(status);
  return ErrorBodySchema.parse(response.body);
};
const list = (who: Caller, id = unitId) => who.get(`/api/vms/requested_videos/${id}?request_type=live_unit`);

beforeAll(async () => {
  server = await startTestServer();
  operator = caller(server.url, await signIn(server.url, "operator"));
  multi = caller(server.url, await signIn(server.url, "multi"));
  admin = caller(server.url, await signIn(server.url, "admin"));
  // A recording unit of client 1 with a panoramic camera (its clips have a dewarped version).
  const candidates = z.array(z.object({ id: z.number(), unit: z.number() })).parse(
    await testRows(
      server.query,
      `SELECT k.id, k.live_unit_id AS unit FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
          WHERE u.client_id = 1 AND u.id > 1 AND k.active = 1 AND u.date_activated < '2026-01-01'
          AND u.date_deactivated IS NULL ORDER BY k.id`,
    ),
  );
  let pano: (typeof candidates)[number] | undefined;
  for (const c of candidates) {
    if ((await server.cameras.directory.camera(c.id))?.scene.panoramic) {
      pano = c;
      break;
    }
  }
  if (!pano) throw new Error("no panoramic camera in client 1");
  unitId = pano.unit;
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe("GET /api/vms/requested_videos/{liveUnitId}", () => {
  it("lists the unit's seeded history once rendered, newest recorded first, with a dewarped version", async () => {
    parsed(RequestedVideosResponseSchema, await list(operator)); // seeds the unit's history
    await server.cameras.archive.idle();
    const videos = parsed(RequestedVideosResponseSchema, await list(operator)).data;
    expect(videos.length).toBe(2);
    const recorded = videos.map((v) => Date.parse(v.recordedDatetime));
    expect(recorded).toEqual([...recorded].sort((a, b) => b - a));
    expect(videos.some((v) => v.dewarpedVideoUrl !== null)).toBe(true);
    const location = z
      .object({ time_zone: z.string(), serial: z.string() })
      .parse(
        (
          await testRows(
            server.query,
            "SELECT l.time_zone, u.serial FROM live_units u JOIN locations l ON l.id = u.location_id WHERE u.id = ?",
            unitId,
          )
        )[0],
      );
    for (const video of videos) {
      expect(video.locationTimezone).toBe(location.time_zone);
      expect(video.liveUnitSerialNumber).toBe(location.serial);
      expect(video.requestedByEmail).toMatch(/@/);
      const mp4 = await fetch(new URL(video.videoUrl, server.url));
      expect(mp4.status).toBe(200);
      expect(mp4.headers.get("content-type")).toBe("video/mp4");
      await mp4.arrayBuffer();
    }
  }, 240_000);

  it("adds a retrieval once it finished, and seeds a unit only once", async () => {
    const before = parsed(RequestedVideosResponseSchema, await list(operator)).data;
    const cameraId = z
      .object({ id: z.number() })
      .parse(
        (
          await testRows(
            server.query,
            "SELECT id FROM cameras WHERE live_unit_id = ? AND active = 1 ORDER BY id",
            unitId,
          )
        )[0],
      ).id;
    const start = Math.floor(Date.now() / 60_000) * 60_000 - 3 * 3_600_000;
    const answer = await operator.send("POST", `/api/cameras/archive/${cameraId}`, {
      title: "Gate",
      start: new Date(start).toISOString(),
      stop: new Date(start + 60_000).toISOString(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await server.cameras.archive.idle();
    const after = parsed(RequestedVideosResponseSchema, await list(operator)).data;
    expect(after.length).toBe(before.length + 1);
    expect(after[0]!.recordedDatetime).toBe(new Date(start).toISOString());
    expect(after[0]!.requestedByName).toBe("Olivia Operator");
    expect(after[0]!.requestedByEmail).toBe("operator@example.com");
  }, 240_000);

  it("answers 404 for another client's unit, 401 signed out, 400 for another request_type", async () => {
    expect(refused(await list(multi), 404).error).toMatch(/not found/i);
    expect((await caller(server.url).get(`/api/vms/requested_videos/${unitId}?request_type=live_unit`)).status).toBe(
      401,
    );
    expect((await operator.get(`/api/vms/requested_videos/${unitId}?request_type=cabinet`)).status).toBe(400);
  });
});

describe("GET /api/vms/requested_videos/{liveUnitId}/{videoId}:share", () => {
  const share = (who: Caller, videoId: number, dewarped: boolean) =>
    who.get(`/api/vms/requested_videos/${unitId}/${videoId}:share?dewarped=${dewarped}`);
  const shares = (who: Caller, videoId: number) => who.get(`/api/vms/requested_videos/${unitId}/${videoId}/shares`);
  const revoke = (who: Caller, videoId: number, shareId: number) =>
    who.send("DELETE", `/api/vms/requested_videos/${unitId}/${videoId}/shares/${shareId}`);

  it("gives a link valid 30 days that plays the video signed out; expired links answer 410", async () => {
    const videos = parsed(RequestedVideosResponseSchema, await list(operator)).data;
    const pano = videos.find((v) => v.dewarpedVideoUrl !== null)!;
    const link = parsed(ShareLinkResponseSchema, await share(operator, pano.id, true)).data;
    expect(link.startsWith(`${server.url}/shared/video/`)).toBe(true);
    const token = link.split("/").pop()!;
    const payload = server.cameras.signer.readToken(token)!;
    expect(Number(payload.exp) - Date.now()).toBeGreaterThan((SHARE_LINK_VALIDITY_DAYS - 0.01) * 86_400_000);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    const src = /<video[^>]* src="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&");
    expect(src).toMatch(/-dewarped\.mp4\?/);
    const mp4 = await fetch(new URL(src!, server.url));
    expect(mp4.status).toBe(200);
    await mp4.arrayBuffer();

    const shareId = Number(payload.s);
    await testRows(
      server.query,
      "UPDATE requested_video_shares SET expires_at = ? WHERE id = ?",
      Date.now() - 1,
      shareId,
    );
    const gone = await fetch(link);
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(goneHtml).toMatch(/expired/);
    expect(goneHtml).not.toMatch(/<video/);
    expect((await fetch(`${server.url}/shared/video/${token.slice(0, -2)}xx`)).status).toBe(404);
    const listed = parsed(ShareLinksResponseSchema, await shares(operator, pano.id)).data;
    expect(listed.find((s) => s.id === shareId)).toMatchObject({ status: "expired", dewarped: true, opens: 1 });
  });

  it("lists a video's links with their creator and counts each opening of the page", async () => {
    const videos = parsed(RequestedVideosResponseSchema, await list(operator)).data;
    const plain = videos.find((v) => v.dewarpedVideoUrl === null)!;
    const before = parsed(ShareLinksResponseSchema, await shares(operator, plain.id)).data;
    const link = parsed(ShareLinkResponseSchema, await share(operator, plain.id, false)).data;
    const listed = parsed(ShareLinksResponseSchema, await shares(operator, plain.id)).data;
    expect(listed).toHaveLength(before.length + 1);
    const made = listed[0]!;
    expect(made).toMatchObject({
      videoId: plain.id,
      dewarped: false,
      createdByName: "Olivia Operator",
      opens: 0,
      lastOpenedDatetime: null,
      revokedDatetime: null,
      status: "active",
    });
    expect(Date.parse(made.expiresDatetime) - Date.parse(made.createdDatetime)).toBe(
      SHARE_LINK_VALIDITY_DAYS * 86_400_000,
    );
    for (let i = 0; i < 2; i++) {
      const opened = await fetch(link);
      expect(opened.status).toBe(200);
      expect(await opened.text()).toMatch(/<video/);
    }
    const counted = parsed(ShareLinksResponseSchema, await shares(operator, plain.id)).data[0]!;
    expect(counted.opens).toBe(2);
    expect(counted.lastOpenedDatetime).not.toBeNull();
  });

  it("revokes a link: its page answers 410 without the video, and the opens stop counting", async () => {
    const videos = parsed(RequestedVideosResponseSchema, await list(operator)).data;
    const plain = videos.find((v) => v.dewarpedVideoUrl === null)!;
    const link = parsed(ShareLinkResponseSchema, await share(operator, plain.id, false)).data;
    expect((await fetch(link)).status).toBe(200);
    const made = parsed(ShareLinksResponseSchema, await shares(operator, plain.id)).data[0]!;
    expect(refused(await revoke(multi, plain.id, made.id), 404).error).toMatch(/not found/i);
    expect(refused(await revoke(admin, plain.id, made.id), 403).error).toMatch(/not enabled/);
    const other = videos.find((v) => v.id !== plain.id)!;
    expect(refused(await revoke(operator, other.id, made.id), 404).error).toMatch(/not found/i);
    const revoked = parsed(ShareLinkRevokeResponseSchema, await revoke(operator, plain.id, made.id)).data;
    expect(revoked).toMatchObject({ id: made.id, status: "revoked", revokedByName: "Olivia Operator", opens: 1 });
    expect(revoked.revokedDatetime).not.toBeNull();
    const gone = await fetch(link);
    expect(gone.status).toBe(410);
    const html = await gone.text();
    expect(html).toMatch(/revoked/);
    expect(html).not.toMatch(/<video/);
    expect(parsed(ShareLinksResponseSchema, await shares(operator, plain.id)).data[0]).toMatchObject({
      id: made.id,
      status: "revoked",
      opens: 1,
    });
    // A second revoke keeps the first one.
    const again = parsed(ShareLinkRevokeResponseSchema, await revoke(operator, plain.id, made.id)).data;
    expect(again.revokedDatetime).toBe(revoked.revokedDatetime);
  });

  it("refuses the list to another client's user (404), without the flag (403) and signed out (401)", async () => {
    const videos = parsed(RequestedVideosResponseSchema, await list(operator)).data;
    expect(refused(await shares(multi, videos[0]!.id), 404).error).toMatch(/not found/i);
    expect(refused(await shares(admin, videos[0]!.id), 403).error).toMatch(/not enabled/);
    expect((await shares(caller(server.url), videos[0]!.id)).status).toBe(401);
    expect(refused(await shares(operator, 999_999), 404).error).toMatch(/not found/i);
  });

  it("is refused without the requested_video_share flag, for another unit's video, and for a missing version", async () => {
    const videos = parsed(RequestedVideosResponseSchema, await list(operator)).data;
    const plain = videos.find((v) => v.dewarpedVideoUrl === null)!;
    expect(refused(await share(admin, plain.id, false), 403).error).toMatch(/not enabled/);
    expect(refused(await share(multi, plain.id, false), 404).error).toMatch(/not found/i);
    expect(refused(await share(operator, plain.id, true), 404).error).toMatch(/no dewarped version/);
    expect(refused(await share(operator, 999_999, false), 404).error).toMatch(/not found/i);
  });
});
