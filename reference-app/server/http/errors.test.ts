import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection, startTestServer, type TestServer } from "../testing/server-test";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("bounded inputs", () => {
  it("refuses NUL characters in a query with 400 (search answered 500)", async () => {
    const operator = await server.signedIn("operator");
    for (const path of ["/api/vms/search?q=a%00b", "/api/vms/search?q=%00", "/api/clients?page_type=stream%00ing"])
      expect(rejection(await operator.get(path), 400)).toMatch(/NUL/);
  });

  it("answers malformed URLs with the JSON 400", async () => {
    rejection(await server.anonymous.get("/api/vms/live_units/%E0%A4%A/meta"), 400);
  });
});

describe("server errors", () => {
  it("are logged even without the request log (LOG=0)", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const broken = await startTestServer({ log: false, logStream: stream });
    const operator = await broken.signedIn("operator");
    await broken.query.destroy(); // every query now throws (either engine): a real 500
    const answer = await operator.get("/api/vms/user_info");
    expect(answer.status).toBe(500);
    expect(rejection(answer, 500)).toBe("Internal server error");
    await broken.close().catch(() => undefined);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; url?: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: "server error", url: "/api/vms/user_info" }),
    );
    expect(logged.every((entry) => entry.level >= 50)).toBe(true); // no request log
  });
});
