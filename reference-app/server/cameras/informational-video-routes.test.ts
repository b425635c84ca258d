import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InformationalVideosResponseSchema, InformationalVideoViewResponseSchema } from "../../../widgets/core/schemas";
import { INTRO_SECONDS } from "./informational/intro-videos";
import { useTestServer } from "../testing/file-server";
import { ok, rejection, type Caller } from "../testing/server-test";

const file = useTestServer([]);

describe("informational videos", () => {
  it("lists per page and records a view per user", async () => {
    const [operator, multi] = await file.server.signedInAs("operator", "multi");
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
  });

  it("serves each page's video as a playable MP4 (made once with ffmpeg, byte ranges answered)", async () => {
    const answer = await fetch(`${file.server.url}/media/informational/map.mp4`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("video/mp4");
    expect(answer.headers.get("accept-ranges")).toBe("bytes");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    // ffprobe reads it as H.264 video of INTRO_SECONDS at 640×360.
    const folder = mkdtempSync(join(tmpdir(), "vms-intro-"));
    try {
      writeFileSync(join(folder, "map.mp4"), bytes);
      const probe = JSON.parse(
        execFileSync(
          "ffprobe",
          ["-v", "error", "-show_streams", "-show_format", "-of", "json", join(folder, "map.mp4")],
          {
            encoding: "utf8",
          },
        ),
      ) as { streams: { codec_name: string; width: number; height: number }[]; format: { duration: string } };
      expect(probe.streams[0]).toMatchObject({ codec_name: "h264", width: 640, height: 360 });
      expect(Number(probe.format.duration)).toBeCloseTo(INTRO_SECONDS, 0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // A second request is the same file (kept), and a range answers 206 with those bytes.
    const part = await fetch(`${file.server.url}/media/informational/map.mp4`, { headers: { range: "bytes=4-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(4, 12))).toBe(true);
    const outside = await fetch(`${file.server.url}/media/informational/map.mp4`, {
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(outside.status).toBe(416);
    expect((await fetch(`${file.server.url}/media/informational/other.mp4`)).status).toBe(404);
  });
});
