import { describe, expect, it } from "vitest";
import { fileFakeApi, ok } from "../core/testing/fake-api";
import { START_AHEAD_TTL_MS } from "../core/video/start-ahead";
import { contractStreamApi } from "../core/video/stream-api";
import { startAhead } from "./start-ahead";

/** The real client against a fake API server: what goes out and when. */
const api = await fileFakeApi({ settleMs: 0 });
const START = (id: number) => `/api/vms/stream/${id}/start`;
const started = (id: number) => ({
  camString: `cam-${id}`,
  canConfigure: false,
  whepUrl: null,
  hlsUrl: `/hls/${id}.m3u8`,
});
const startCalls = () => api.calls.filter((call) => call.path.endsWith("/start"));
const signal = () => new AbortController().signal;

describe("a start call made ahead of its player (the stream route's navigation)", () => {
  it("goes out at once, and the player of that camera and stream takes its answer instead of calling again", async () => {
    api.reply(START(7), ok(started(7), 150));
    startAhead(7, "main");
    await expect.poll(() => startCalls().length).toBe(1);
    expect(startCalls()[0]?.query).toBe("profile=main");
    await expect(contractStreamApi.start(7, "main", signal())).resolves.toMatchObject({ camString: "cam-7" });
    expect(startCalls()).toHaveLength(1);
    // Taken once: a later player calls again.
    await contractStreamApi.start(7, "main", signal());
    expect(startCalls()).toHaveLength(2);
  });

  it("is not used for another camera or another stream, nor once stale", async () => {
    api.reply(START(8), ok(started(8)));
    api.reply(START(9), ok(started(9)));
    startAhead(8, "main");
    await contractStreamApi.start(8, "sub", signal());
    await contractStreamApi.start(9, "main", signal());
    expect(startCalls().map((call) => call.query)).toEqual(["profile=main", "profile=sub", "profile=main"]);
    api.reset();
    api.reply(START(8), ok(started(8)));
    startAhead(8, "main", Date.now() - START_AHEAD_TTL_MS - 1);
    await contractStreamApi.start(8, "main", signal());
    expect(startCalls()).toHaveLength(2);
  });

  it("fails as the start call does when its answer is not a stream start", async () => {
    api.reply(START(11), ok({ camString: "" }));
    startAhead(11, "main");
    await expect(contractStreamApi.start(11, "main", signal())).rejects.toMatchObject({ code: "schema" });
  });
});
