/**
 * Alert media (the stills and clips of an alert's cameras) follow what granted them, as the
 * cameras' media do (issue 18): their URLs carry the session they were sent to, and the media route
 * checks on every request that it is live and that its user may read the alert camera's client.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { AlertSchema, REALTIME_EVENTS, type AlertMedia } from "../../../widgets/core/schemas";
import { recordingSocket, until, type RecordingSocket } from "../../../tests/support/server-socket";
import { grantText } from "../cameras";
import { sessionId } from "../auth";
import { caller, signIn, startTestServer, type TestServer } from "../testing/server-test";

let server: TestServer;
let alertId: number;
const sockets: RecordingSocket[] = [];

/** Status and body of a media URL (relative to the server). */
async function fetchMedia(url: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(new URL(url, server.url));
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get("content-type"), text: body.toString("utf8") };
}

/** The alert's still (JPEG) as `GET /api/alerts/{id}` answers it to the holder of `cookie`. */
async function stillFor(cookie: string): Promise<AlertMedia | undefined> {
  const answer = await caller(server.url, { cookie }).get(`/api/alerts/${alertId}`);
  expect(answer.status).toBe(200);
  const alert = AlertSchema.parse((answer.body as { data: unknown }).data);
  return alert.media.find((m) => m.mimeType === "image/jpeg" && m.cameraRole === "Primary");
}

const unitOf = (clientId: number) =>
  server.idOf("SELECT id FROM live_units WHERE client_id = ? ORDER BY id LIMIT 1", clientId);

beforeAll(async () => {
  // The default grant cache (verdicts remembered for seconds): sign-out must bite at once anyway.
  server = await startTestServer({ testHooks: true });
  const raised = await server.alerts.service.raiseForTest(
    { liveUnitId: await unitOf(1), alertSubject: "person" },
    null,
  );
  if (raised === "no-unit") throw new Error("no unit");
  alertId = raised.alertId;
  const cookie = await signIn(server.url, "operator");
  const deadline = Date.now() + 30_000;
  while (!(await stillFor(cookie)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe("alert media URLs", () => {
  it("carry the caller's session: served to it, refused (403) without a grant or to a user of another organization", async () => {
    const cookie = await signIn(server.url, "operator");
    const still = await stillFor(cookie);
    expect(still, "the still is ready").toBeDefined();
    const url = still!.url;
    const operatorId = await server.idOf("SELECT id FROM users WHERE username = 'operator'");
    expect(new URL(url, server.url).searchParams.get("g")).toBe(
      grantText({ kind: "session", userId: operatorId, sid: sessionId(cookie.split("=")[1]!), right: "alert" }),
    );
    const served = await fetchMedia(url);
    expect(served.status).toBe(200);
    expect(served.type).toBe("image/jpeg");

    // The URL as stored (and as every caller got it before): signed, but granted to no one.
    const stored = z
      .string()
      .parse(
        server.db
          .prepare("SELECT url FROM alert_media WHERE alert_id = ? AND mime_type = 'image/jpeg' LIMIT 1")
          .pluck()
          .get(alertId),
      );
    expect(new URL(stored, server.url).searchParams.has("g")).toBe(false);
    const ungranted = await fetchMedia(stored);
    expect(ungranted.status).toBe(403);
    expect(ungranted.text).toContain("This media link is not valid");

    // multi reads clients 2-9, not the alert's client 1: the alert is not theirs (404), and a URL of
    // it granted to their session (as though it had reached them) is refused.
    const multiCookie = await signIn(server.url, "multi");
    expect((await caller(server.url, { cookie: multiCookie }).get(`/api/alerts/${alertId}`)).status).toBe(404);
    const multiId = await server.idOf("SELECT id FROM users WHERE username = 'multi'");
    const multiGrant = grantText({
      kind: "session",
      userId: multiId,
      sid: sessionId(multiCookie.split("=")[1]!),
      right: "alert",
    });
    const foreign = await fetchMedia(server.cameras.alertMedia.granted(stored, multiGrant));
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain("You may no longer see this camera's media");
  });

  it("stop at once when the session signs out (410), though its verdict was remembered", async () => {
    const cookie = await signIn(server.url, "operator");
    const url = (await stillFor(cookie))!.url;
    expect((await fetchMedia(url)).status).toBe(200);
    expect((await caller(server.url, { cookie }).send("POST", "/api/auth/signout")).status).toBe(200);
    const after = await fetchMedia(url);
    expect(after.status).toBe(410);
    expect(after.text).toContain("The sign-in that opened this media link has ended");
  });

  it("reach each socket's session with its own grant in 'media available', and no one else", async () => {
    const first = recordingSocket(server.url, "/security_alerts", await server.issueToken("operator"));
    const second = recordingSocket(server.url, "/security_alerts", await server.issueToken("operator"));
    const multi = recordingSocket(server.url, "/security_alerts", await server.issueToken("multi"));
    sockets.push(first, second, multi);
    await Promise.all([first.connected(), second.connected(), multi.connected()]);
    const raised = await server.alerts.service.raiseForTest(
      { liveUnitId: await unitOf(1), alertSubject: "vehicle" },
      null,
    );
    if (raised === "no-unit") throw new Error("no unit");
    const urls = (socket: RecordingSocket) =>
      socket
        .of("media available")
        .flatMap((e) => REALTIME_EVENTS["media available"].schema.parse(e).media)
        .filter((m) => m.mimeType === "image/jpeg" && m.cameraRole === "Primary")
        .map((m) => m.url);
    await until(() => urls(first).length === 1 && urls(second).length === 1, 30_000, "media available");
    const [one] = urls(first);
    const [two] = urls(second);
    expect(one).not.toBe(two);
    expect((await fetchMedia(one!)).status).toBe(200);
    expect((await fetchMedia(two!)).status).toBe(200);
    expect(multi.of("media available")).toEqual([]);
  }, 45_000);
});
