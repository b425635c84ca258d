import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractCall, fillPath } from "../../../widgets/core/contract";
import { parseCamString } from "../../../widgets/core/schemas";
import { rejection, startTestServer, type TestServer } from "../testing/server-test";
import { camerasWhere, testRows } from "../testing/test.queries";

let server: TestServer;
const lines: { level: number; msg: string; url?: string }[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  server = await startTestServer({ log: false, logStream });
});
afterAll(async () => {
  await server.close();
});

/** The WHEP URL of a WebRTC camera of the operator's client, from a stream start. */
async function whepUrl(): Promise<string> {
  const cameraId = (await camerasWhere(server.query, 1, (c) => c.webrtc))[0]!;
  const operator = await server.signedIn("operator");
  const start = await operator.send("POST", fillPath(contractCall("streamStart").path, { cameraId }));
  expect(start.status).toBe(200);
  const cam = parseCamString((start.body as { data: { camString: string } }).data.camString);
  expect(cam?.whep).toBeTruthy();
  return cam!.whep!.main;
}

describe("4xx answers are never logged as server errors; 5xx always are", () => {
  it("answers bad WHEP offers 400 with nothing at level error in the log", async () => {
    const url = await whepUrl();
    const vp8Only = [
      "v=0",
      "o=- 1 1 IN IP4 0.0.0.0",
      "s=-",
      "t=0 0",
      "m=video 9 UDP/TLS/RTP/SAVPF 96",
      "c=IN IP4 0.0.0.0",
      "a=mid:0",
      "a=recvonly",
      "a=rtpmap:96 VP8/90000",
      "a=ice-ufrag:abcd",
      "a=ice-pwd:abcdefghijklmnopqrstuvwx",
      "a=setup:actpass",
      "",
    ].join("\r\n");
    // No media at all (was a 201 with an empty answer), a codec the feed does not send, a broken line.
    for (const offer of ["v=0\r\nthis is not an offer\r\n", vp8Only, "v=0\r\nm=video x y z\r\n"]) {
      const response = await fetch(`${server.url}${url}`, {
        method: "POST",
        headers: { "content-type": "application/sdp" },
        body: offer,
      });
      expect(response.status, offer).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/SDP offer/);
    }
    // 4xx answered by the error handler: a thrown HttpError, a schema's refusal.
    const operator = await server.signedIn("operator");
    rejection(await operator.get("/api/vms/search?q=%00"), 400);
    rejection(await operator.get("/api/vms/live_units/999999999/meta"), 404);
    expect(lines.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(lines.some((entry) => entry.level >= 40)).toBe(false);
  });

  it("logs a thrown 500 at level error", async () => {
    const operator = await server.signedIn("operator");
    const before = lines.length;
    // Without the sessions table (either engine) sign-out's queries throw: a real 500.
    await testRows(server.query, "ALTER TABLE sessions RENAME TO sessions_away");
    try {
      const answer = await operator.send("POST", "/api/auth/signout");
      expect(rejection(answer, 500)).toBe("Internal server error");
    } finally {
      await testRows(server.query, "ALTER TABLE sessions_away RENAME TO sessions");
    }
    expect(lines.slice(before)).toContainEqual(
      expect.objectContaining({ level: 50, msg: "server error", url: "/api/auth/signout" }),
    );
  });
});
