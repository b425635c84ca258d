import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InformationalVideosResponseSchema, InformationalVideoViewResponseSchema } from "../../../widgets/core/schemas";
import { ok, rejection, startTestServer, type Caller, type TestServer } from "../testing/server-test";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("informational videos", () => {
  it("lists per page and records a view per user", async () => {
    const [operator, multi] = await server.signedInAs("operator", "multi");
    const list = async (c: Caller) =>
      ok(InformationalVideosResponseSchema, await c.get("/api/informational_videos?page=stream"));
    const [video] = await list(operator);
    expect(video).toMatchObject({ video_url: "/media/informational/stream.mp4", viewed: false });
    const view = await operator.send("POST", `/api/informational_videos/${video?.id}`);
    expect(ok(InformationalVideoViewResponseSchema, view)).toEqual({ id: video?.id, viewed: true });
    expect((await list(operator))[0]?.viewed).toBe(true);
    expect((await list(multi))[0]?.viewed).toBe(false);
    rejection(await operator.get("/api/informational_videos?page=nope"), 400);
    rejection(await operator.send("POST", "/api/informational_videos/999"), 404);
    rejection(await operator.send("POST", "/api/informational_videos/1e0"), 400);
    expect((await fetch(`${server.url}/media/informational/stream.mp4`)).status).toBe(404);
  });
});
