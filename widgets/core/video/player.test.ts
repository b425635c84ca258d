// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error";
import { playerErrorKey } from "./player-errors";
import { $config, configure } from "../config/config-store";
import { ConfigSchema } from "../config/config-schema";
import type { Viewer } from "../schemas/realtime";
import type { StreamStart } from "../schemas/stream";
import { createAdmission } from "./admission";
import { createPlayer } from "./player";
import type { Player, PlayerEnv, PlayerOptions, RenderedSize } from "./player-types";
import type { ConnectOptions, Transport } from "./transport";
import type { TransportKind } from "./transport-choice";

const START: StreamStart = {
  camString: "cam-12",
  canConfigure: false,
  whepUrl: "/whep/12",
  hlsUrl: "/hls/12/index.m3u8",
};
const VIEWERS: Viewer[] = [
  { name: "Olivia Operator", username: "operator", joined: "2026-11-23T07:00:00.000Z", viewOnlyAccess: false },
];

/** A scriptable world around the player: API, transports, frames, visibility, size. */
class FakeWorld {
  starts: number[] = [];
  profiles: string[] = [];
  checkIns: number[] = [];
  checkOuts: { cameraId: number; keepalive: boolean }[] = [];
  connects: { kind: TransportKind; url: string; options: ConnectOptions }[] = [];
  closed: TransportKind[] = [];
  startAnswer: () => Promise<StreamStart> = async () => START;
  /** Per kind: does connecting work, and does a frame come? */
  behaviour: Record<TransportKind, "plays" | "refuses" | "no-frame"> = { webrtc: "plays", hls: "plays" };
  /**
   * Per kind: ms after connecting when the transport reports its media path up (`onConnected`), or
   * null for never (as HLS, and the fakes of the tests written before WebRTC reported it).
   */
  connectedAfterMs: Record<TransportKind, number | null> = { webrtc: null, hls: null };
  visibility?: (visible: boolean) => void;
  size?: (size: RenderedSize) => void;
  unload?: () => void;
  /** This world's own queue (players of one test share it, as players of one page do). */
  admission = createAdmission();
  /** Early WebRTC offers made (`prepare`): before which start call, and whether closed. */
  offers: { closed: boolean; startsBefore: number }[] = [];

  env(): Partial<PlayerEnv> {
    return {
      admission: this.admission,
      prepare: (kind) => {
        if (kind !== "webrtc") return null;
        const offer = { closed: false, startsBefore: this.starts.length };
        this.offers.push(offer);
        return { close: () => (offer.closed = true) };
      },
      api: {
        start: async (cameraId, profile) => {
          this.starts.push(cameraId);
          this.profiles.push(profile);
          return this.startAnswer();
        },
        checkIn: async (cameraId) => {
          this.checkIns.push(cameraId);
          return VIEWERS;
        },
        checkOut: async (cameraId, { keepalive }) => {
          this.checkOuts.push({ cameraId, keepalive });
        },
      },
      connect: async (kind, options) => {
        this.connects.push({ kind, url: options.url, options });
        if (this.behaviour[kind] === "refuses") throw new ApiError("http", "HTTP 503", 503, options.url);
        const transport: Transport = {
          kind,
          sample: async () => ({ bytes: 1000, frames: 10, latencyMs: 40 }),
          close: () => this.closed.push(kind),
        };
        (options.video as HTMLVideoElement & { fakeKind?: string }).fakeKind = kind;
        const after = this.connectedAfterMs[kind];
        if (after !== null && options.onConnected) setTimeout(options.onConnected, after);
        return transport;
      },
      waitFirstFrame: (video) =>
        new Promise((resolve) => {
          const kind = (video as HTMLVideoElement & { fakeKind?: TransportKind }).fakeKind;
          if (kind && this.behaviour[kind] === "plays") setTimeout(resolve, 50);
        }),
      observeVisibility: (_target, onChange) => {
        this.visibility = onChange;
        queueMicrotask(() => onChange(true));
        return () => (this.visibility = undefined);
      },
      observeSize: (_target, onChange) => {
        this.size = onChange;
        onChange({ cssWidth: 960, devicePixelRatio: 1 });
        return () => {};
      },
      onUnload: (listener) => {
        this.unload = listener;
        return () => (this.unload = undefined);
      },
      browserWebrtc: true,
      random: () => 0.5,
    };
  }

  /** The latest drop callback (a connected transport failing). */
  drop(reason = "gone"): void {
    this.connects.at(-1)?.options.onDrop(reason);
  }
}

let world: FakeWorld;
let players: Player[];

function make(options: Partial<PlayerOptions> = {}): Player {
  const container = document.createElement("div");
  document.body.append(container);
  const player = createPlayer({
    container,
    cameraId: 12,
    firstFrameTimeoutMs: 5000,
    ...options,
    env: { ...world.env(), ...options.env },
  });
  players.push(player);
  return player;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  world = new FakeWorld();
  players = [];
  configure({ apiBaseUrl: "http://api.test" });
});

afterEach(() => {
  for (const player of players) player.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
  $config.set(ConfigSchema.parse({}));
  document.body.innerHTML = "";
});

describe("player: start to first frame", () => {
  it("goes Initial → Started → Active over WebRTC, with absolute URLs, and checks in", async () => {
    const player = make();
    const seen: string[] = [];
    player.$status.subscribe((status) => seen.push(status));
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(["initial", "started", "active"]);
    expect(world.connects.map((c) => [c.kind, c.url])).toEqual([["webrtc", "http://api.test/whep/12"]]);
    expect(player.$transport.get()).toBe("webrtc");
    expect(player.$state.get().start).toEqual(START);
    expect(player.$viewers.get()).toEqual({ status: "success", data: VIEWERS });
    expect(player.video?.isConnected).toBe(true);
    expect(player.$stats.get()).toMatchObject({ transport: "webrtc", quality: "main", firstFrameMs: 50 });
  });

  it("plays HLS for the 'html5' preference, also given as a promise", async () => {
    const player = make({ videoPreference: Promise.resolve("html5") });
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$status.get()).toBe("active");
    expect(world.connects.map((c) => c.kind)).toEqual(["hls"]);
  });

  it("plays HLS when the camera has no webrtc capability", async () => {
    make({ cameraWebrtc: false });
    await vi.advanceTimersByTimeAsync(100);
    expect(world.connects.map((c) => c.kind)).toEqual(["hls"]);
  });

  it("falls back from WebRTC to HLS at once when WebRTC shows no frame", async () => {
    world.behaviour.webrtc = "no-frame";
    const player = make();
    await vi.advanceTimersByTimeAsync(5000);
    expect(player.$status.get()).toBe("started");
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$status.get()).toBe("active");
    expect(world.connects.map((c) => c.kind)).toEqual(["webrtc", "hls"]);
    expect(world.closed).toEqual(["webrtc"]);
    // The failed transport is not tried again for this camera on the next drop.
    world.drop();
    await vi.advanceTimersByTimeAsync(1500);
    expect(world.connects.map((c) => c.kind)).toEqual(["webrtc", "hls", "hls"]);
  });

  it("a camera change resets to Initial, checks out the old camera and starts the new one", async () => {
    const player = make();
    await vi.advanceTimersByTimeAsync(100);
    const seen: string[] = [];
    player.$status.subscribe((status) => seen.push(status));
    player.setCamera(13);
    expect(player.$state.get()).toMatchObject({ status: "initial", cameraId: 13, start: null });
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(["active", "initial", "started", "active"]);
    expect(world.checkOuts).toEqual([{ cameraId: 12, keepalive: false }]);
    expect(world.starts).toEqual([12, 13]);
    expect(world.closed).toEqual(["webrtc"]);
  });
});

describe("player: errors and reconnects", () => {
  it("reconnects with backoff after a drop, with a new start call", async () => {
    const player = make();
    await vi.advanceTimersByTimeAsync(100);
    world.drop("network");
    expect(player.$state.get()).toMatchObject({ status: "idle", idleReason: "reconnecting", start: null, attempt: 1 });
    expect(player.$error.get()).toMatchObject({ stage: "media", code: "media", retrying: true });
    expect(world.checkOuts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(world.starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(world.starts).toHaveLength(2);
    expect(player.$status.get()).toBe("active");
    expect(player.$error.get()).toBeNull();
    expect(player.$state.get().attempt).toBe(0);
  });

  it("backs off longer on each failed start, then gives up with an error", async () => {
    world.startAnswer = async () => {
      throw new ApiError("network", "Failed to fetch");
    };
    const player = make({ backoff: { maxAttempts: 3, jitter: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    const at = () => world.starts.length;
    expect(at()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(at()).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(at()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(at()).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(at()).toBe(4);
    expect(player.$state.get()).toMatchObject({ status: "idle", idleReason: "error" });
    expect(player.$error.get()).toMatchObject({ stage: "start", code: "network", retrying: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(at()).toBe(4);
    // Retry starts over.
    world.startAnswer = async () => START;
    player.retry();
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$status.get()).toBe("active");
  });

  it("does not retry a 403 and says so for the widgets' permission text", async () => {
    world.startAnswer = async () => {
      throw new ApiError("forbidden", "Forbidden", 403, "/api/vms/stream/12/start");
    };
    const player = make();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(world.starts).toHaveLength(1);
    expect(player.$error.get()).toEqual({
      stage: "start",
      code: "forbidden",
      status: 403,
      message: "Forbidden",
      retrying: false,
    });
    expect(world.checkIns).toHaveLength(0);
  });

  it("shows a live cap of the server (503 with a reason) with its text instead of retrying in a loop", async () => {
    world.startAnswer = async () => {
      throw new ApiError("http", "Too many live streams open", 503, "/api/vms/stream/12/start", {
        reason: "stream_sessions_per_user",
        retryAfterS: 10,
      });
    };
    const player = make();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(world.starts).toHaveLength(1);
    const error = player.$error.get()!;
    expect(error).toMatchObject({ stage: "start", status: 503, reason: "stream_sessions_per_user", retrying: false });
    expect(playerErrorKey(error)).toBe("video:tooManyStreams");
    expect(playerErrorKey({ ...error, reason: "encoder_budget" })).toBe("video:serverBusy");
  });

  it("says 'unsupported' when the start answer offers nothing this browser can play", async () => {
    world.startAnswer = async () => ({ ...START, whepUrl: null, hlsUrl: null });
    const player = make();
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$error.get()).toMatchObject({ stage: "media", code: "unsupported", retrying: false });
    expect(player.$state.get()).toMatchObject({ status: "idle", idleReason: "error", start: null });
  });

  it("keeps check-in failures apart from playback", async () => {
    const api = world.env().api!;
    const checkIn = async (): Promise<Viewer[]> => {
      throw new ApiError("http", "HTTP 500", 500);
    };
    const player = make({ env: { api: { ...api, checkIn } } });
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$status.get()).toBe("active");
    expect(player.$viewers.get()).toMatchObject({ status: "error", error: { code: "http" } });
  });

  it("checks in again while watching, and out on unload with keepalive", async () => {
    make({ checkInIntervalMs: 10_000 });
    await vi.advanceTimersByTimeAsync(100);
    expect(world.checkIns).toEqual([12]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(world.checkIns).toEqual([12, 12, 12]);
    world.unload?.();
    expect(world.checkOuts).toEqual([{ cameraId: 12, keepalive: true }]);
    expect(world.closed).toEqual(["webrtc"]);
  });
});

describe("player: visibility", () => {
  it("does not start before it is seen, pauses after the delay when hidden, resumes when seen", async () => {
    const player = make({ pauseDelayMs: 3000 });
    expect(world.starts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$status.get()).toBe("active");
    world.visibility?.(false);
    await vi.advanceTimersByTimeAsync(2999);
    expect(player.$status.get()).toBe("active");
    await vi.advanceTimersByTimeAsync(1);
    expect(player.$state.get()).toMatchObject({ status: "idle", idleReason: "paused", start: null });
    expect(world.closed).toEqual(["webrtc"]);
    expect(world.checkOuts).toHaveLength(1);
    world.visibility?.(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$status.get()).toBe("active");
    expect(world.starts).toHaveLength(2);
  });

  it("a quick hide and show does not restart the stream", async () => {
    const player = make();
    await vi.advanceTimersByTimeAsync(100);
    world.visibility?.(false);
    await vi.advanceTimersByTimeAsync(1000);
    world.visibility?.(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(player.$status.get()).toBe("active");
    expect(world.starts).toHaveLength(1);
  });

  it("a hidden player stops retrying and starts again when seen", async () => {
    world.startAnswer = async () => {
      throw new ApiError("network", "down");
    };
    const player = make({ pauseDelayMs: 500 });
    await vi.advanceTimersByTimeAsync(0);
    world.visibility?.(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(world.starts).toHaveLength(1);
    expect(player.$state.get().idleReason).toBe("paused");
    world.startAnswer = async () => START;
    world.visibility?.(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$status.get()).toBe("active");
  });

  it("plays off-screen when asked not to pause", async () => {
    const player = make({ pauseWhenHidden: false });
    await vi.advanceTimersByTimeAsync(100);
    expect(world.visibility).toBeUndefined();
    expect(player.$status.get()).toBe("active");
  });
});

describe("player: quality", () => {
  const camString = JSON.stringify({
    v: 1,
    cameraId: 12,
    expiresAt: "2026-11-24T00:00:00.000Z",
    whep: { main: "/live/t1/whep", sub: "/live/t2/whep" },
    hls: { main: "/live/t1/index.m3u8", sub: "/live/t2/index.m3u8" },
  });
  const withSub = async (): Promise<StreamStart> => ({ ...START, camString });

  it("starts the stream that fits the size, and asks the server to warm it", async () => {
    world.startAnswer = withSub;
    const small = make();
    world.size?.({ cssWidth: 240, devicePixelRatio: 1 });
    await vi.advanceTimersByTimeAsync(100);
    expect(world.profiles).toEqual(["sub"]);
    expect(world.connects.map((c) => c.url)).toEqual(["http://api.test/live/t2/whep"]);
    expect(small.$quality.get()).toEqual({ choice: "auto", playing: "sub", hasSub: true });
  });

  it("switches by rendered size with hysteresis, make before break", async () => {
    world.startAnswer = withSub;
    const player = make();
    await vi.advanceTimersByTimeAsync(600);
    expect(player.$quality.get().playing).toBe("main");
    const first = player.video;
    // Inside the band: nothing changes.
    world.size?.({ cssWidth: 440, devicePixelRatio: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(world.connects).toHaveLength(1);
    // Small: the substream connects in a second video while the first keeps playing.
    world.size?.({ cssWidth: 300, devicePixelRatio: 1 });
    await vi.advanceTimersByTimeAsync(520);
    expect(world.connects.map((c) => c.url)).toEqual(["http://api.test/live/t1/whep", "http://api.test/live/t2/whep"]);
    expect(first?.isConnected).toBe(true);
    expect(world.closed).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$quality.get().playing).toBe("sub");
    expect(player.video).not.toBe(first);
    expect(first?.isConnected).toBe(false);
    expect(player.video?.isConnected).toBe(true);
    expect(world.closed).toEqual(["webrtc"]);
    expect(player.$status.get()).toBe("active");
    // A drop of the new transport is handled like any drop.
    world.drop();
    expect(player.$state.get().idleReason).toBe("reconnecting");
  });

  it("follows a manual choice over the size", async () => {
    world.startAnswer = withSub;
    const player = make();
    await vi.advanceTimersByTimeAsync(600);
    player.setQuality("sub");
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$quality.get()).toEqual({ choice: "sub", playing: "sub", hasSub: true });
    world.size?.({ cssWidth: 1600, devicePixelRatio: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(player.$quality.get().playing).toBe("sub");
  });

  it("stays on the main stream when the camera offers no substream", async () => {
    const player = make({ quality: "sub" });
    await vi.advanceTimersByTimeAsync(100);
    expect(player.$quality.get()).toEqual({ choice: "sub", playing: "main", hasSub: false });
  });
});

describe("player: renewal of the stream's URLs", () => {
  /** Start answers whose URLs are numbered and expire 2 minutes after the call. */
  const expiring = (): (() => Promise<StreamStart>) => {
    let n = 0;
    return async () => {
      n += 1;
      const camString = JSON.stringify({
        v: 1,
        cameraId: 12,
        expiresAt: new Date(Date.now() + 120_000).toISOString(),
        whep: { main: `/live/r${n}/whep`, sub: `/live/r${n}s/whep` },
        hls: { main: `/live/r${n}/index.m3u8`, sub: `/live/r${n}s/index.m3u8` },
      });
      return { ...START, camString };
    };
  };

  it("asks for new URLs 45 s before the camString expires and switches onto them make before break", async () => {
    world.startAnswer = expiring();
    const player = make();
    const statuses: string[] = [];
    player.$status.subscribe((status) => statuses.push(status));
    await vi.advanceTimersByTimeAsync(600);
    expect(player.$status.get()).toBe("active");
    const first = player.video;
    await vi.advanceTimersByTimeAsync(73_000);
    expect(world.starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(world.starts).toHaveLength(2);
    expect(world.connects.map((c) => c.url)).toEqual(["http://api.test/live/r1/whep", "http://api.test/live/r2/whep"]);
    await vi.advanceTimersByTimeAsync(100);
    expect(world.closed).toEqual(["webrtc"]);
    expect(player.video).not.toBe(first);
    expect(first?.isConnected).toBe(false);
    // And again before the new URLs expire; the picture never went idle.
    await vi.advanceTimersByTimeAsync(75_000);
    expect(world.starts).toHaveLength(3);
    expect(statuses).not.toContain("idle");
    expect(player.$status.get()).toBe("active");
  });

  it("keeps playing on the old URLs when a renewal fails, and tries again 10 s later", async () => {
    const answers = expiring();
    world.startAnswer = answers;
    const player = make();
    await vi.advanceTimersByTimeAsync(600);
    world.startAnswer = async () => {
      throw new ApiError("network", "offline");
    };
    await vi.advanceTimersByTimeAsync(75_000);
    expect(world.starts).toHaveLength(2);
    expect(player.$status.get()).toBe("active");
    world.startAnswer = answers;
    await vi.advanceTimersByTimeAsync(10_200);
    expect(world.starts).toHaveLength(3);
    expect(world.connects.at(-1)?.url).toBe("http://api.test/live/r2/whep");
    expect(player.$status.get()).toBe("active");
  });
});

describe("player: stop and destroy", () => {
  it("stop checks out and stays Idle until retry; destroy removes the video", async () => {
    const player = make();
    await vi.advanceTimersByTimeAsync(100);
    player.stop();
    expect(player.$state.get()).toMatchObject({ status: "idle", idleReason: "stopped" });
    world.visibility?.(false);
    world.visibility?.(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(world.starts).toHaveLength(1);
    const video = player.video;
    player.destroy();
    expect(video?.isConnected).toBe(false);
    expect(world.checkOuts).toHaveLength(1);
  });

  it("stats are sampled only while listened to", async () => {
    // The sampler is loaded by `import()` on the first listener; loaded here first so that the fake
    // clock below does not run ahead of the module's reading from disk.
    await import("./player-stats");
    const player = make();
    await vi.advanceTimersByTimeAsync(100);
    const samples: unknown[] = [];
    const off = player.$stats.subscribe((stats) => samples.push(stats));
    await vi.advanceTimersByTimeAsync(3000);
    off();
    const count = samples.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(samples.length).toBe(count);
    expect(player.$stats.get()).toMatchObject({ transport: "webrtc", latencyMs: 40 });
  });
});

describe("player: admission queue (a few negotiations at a time)", () => {
  /** Players in a column, `top` px apart; the container reports its place for the queue's order. */
  function placed(top: number, options: Partial<PlayerOptions> = {}): Player {
    const player = make(options);
    const container = document.body.lastElementChild as HTMLElement;
    container.getBoundingClientRect = () => ({ top, left: 0, width: 320, height: 180 }) as DOMRect;
    return player;
  }

  it("makes every start call at once (the server warms each feed), then negotiates one at a time with a limit of 1, on-screen order first, each slot freed at its first frame", async () => {
    world.admission = createAdmission({ limit: 1 });
    const low = placed(400, { cameraId: 3 });
    const high = placed(0, { cameraId: 1 });
    const middle = placed(200, { cameraId: 2 });
    await vi.advanceTimersByTimeAsync(0);
    // Every feed is started before any negotiation waits; the first answered got the free slot.
    expect(world.starts).toEqual([3, 1, 2]);
    expect(world.connects).toHaveLength(1);
    expect(world.admission.load).toEqual({ active: 1, waiting: 2 });
    await vi.advanceTimersByTimeAsync(50);
    expect(low.$status.get()).toBe("active");
    // Then top to bottom.
    expect(world.connects).toHaveLength(2);
    expect(high.$status.get()).toBe("started");
    expect(middle.$status.get()).toBe("started");
    await vi.advanceTimersByTimeAsync(50);
    expect(high.$status.get()).toBe("active");
    expect(middle.$status.get()).toBe("started");
    await vi.advanceTimersByTimeAsync(50);
    expect(middle.$status.get()).toBe("active");
    expect(world.connects).toHaveLength(3);
    expect(world.admission.load).toEqual({ active: 0, waiting: 0 });
  });

  it("a player destroyed while waiting (unmounted) leaves the queue and never negotiates; one destroyed while negotiating frees its slot", async () => {
    world.admission = createAdmission({ limit: 1 });
    const first = placed(0, { cameraId: 1 });
    const waiting = placed(100, { cameraId: 2 });
    const last = placed(200, { cameraId: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(world.admission.load).toEqual({ active: 1, waiting: 2 });
    waiting.destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(world.admission.load).toEqual({ active: 1, waiting: 1 });
    first.destroy(); // before its first frame
    await vi.advanceTimersByTimeAsync(0);
    expect(world.connects).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(last.$status.get()).toBe("active");
    expect(waiting.$status.get()).not.toBe("active");
    expect(world.connects).toHaveLength(2);
    expect(world.admission.load).toEqual({ active: 0, waiting: 0 });
  });

  it("a WebRTC tile frees its slot once connected (DTLS done), before its first frame: the next one negotiates while it waits for its keyframe", async () => {
    world.admission = createAdmission({ limit: 1 });
    world.connectedAfterMs.webrtc = 10;
    const first = placed(0, { cameraId: 1 });
    const second = placed(100, { cameraId: 2 });
    const third = placed(200, { cameraId: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(world.connects.map((c) => c.kind)).toEqual(["webrtc"]);
    expect(world.admission.load).toEqual({ active: 1, waiting: 2 });
    await vi.advanceTimersByTimeAsync(10);
    // The first is connected but has no frame yet: its slot went to the second.
    expect(first.$status.get()).toBe("started");
    expect(world.connects).toHaveLength(2);
    expect(world.admission.load).toEqual({ active: 1, waiting: 1 });
    await vi.advanceTimersByTimeAsync(10);
    expect(world.connects).toHaveLength(3);
    expect(world.admission.load).toEqual({ active: 1, waiting: 0 });
    await vi.advanceTimersByTimeAsync(10);
    // Every slot freed once, though each frame comes after (50 ms): never below zero.
    expect(world.admission.load).toEqual({ active: 0, waiting: 0 });
    await vi.advanceTimersByTimeAsync(50);
    expect([first, second, third].map((p) => p.$status.get())).toEqual(["active", "active", "active"]);
    expect(world.admission.load).toEqual({ active: 0, waiting: 0 });
  });

  it("an HLS tile keeps its slot until its first frame (no connected moment)", async () => {
    world.admission = createAdmission({ limit: 1 });
    world.startAnswer = async () => ({ ...START, whepUrl: null });
    world.connectedAfterMs.webrtc = 10;
    const first = placed(0, { cameraId: 1 });
    placed(100, { cameraId: 2 });
    await vi.advanceTimersByTimeAsync(30);
    expect(world.connects.map((c) => c.kind)).toEqual(["hls"]);
    expect(world.connects[0]?.options.onConnected).toBeDefined();
    expect(world.admission.load).toEqual({ active: 1, waiting: 1 });
    await vi.advanceTimersByTimeAsync(20);
    expect(first.$status.get()).toBe("active");
    expect(world.connects).toHaveLength(2);
  });

  it("a slot freed at the connection is not freed again by a teardown, a failure or a late report", async () => {
    world.admission = createAdmission({ limit: 2 });
    world.connectedAfterMs.webrtc = 10;
    world.behaviour.webrtc = "no-frame";
    world.behaviour.hls = "no-frame";
    const connectedThenGone = placed(0, { cameraId: 1 });
    const connectedThenFailed = placed(100, { cameraId: 2, firstFrameTimeoutMs: 100 });
    const waiting = placed(200, { cameraId: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(world.admission.load).toEqual({ active: 2, waiting: 1 });
    await vi.advanceTimersByTimeAsync(10);
    // Both connected: both slots went (the third took one).
    expect(world.admission.load).toEqual({ active: 1, waiting: 0 });
    connectedThenGone.destroy();
    world.connects[0]?.options.onConnected?.(); // a late, repeated report
    await vi.advanceTimersByTimeAsync(0);
    expect(world.admission.load).toEqual({ active: 1, waiting: 0 });
    // The second misses its first frame (WebRTC, then HLS): it fails without freeing a slot twice.
    await vi.advanceTimersByTimeAsync(250);
    expect(connectedThenFailed.$status.get()).toBe("idle");
    expect(connectedThenFailed.$error.get()).toMatchObject({ stage: "media", retrying: true });
    expect(world.admission.load).toEqual({ active: 0, waiting: 0 });
    waiting.destroy();
    connectedThenFailed.destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(world.admission.load).toEqual({ active: 0, waiting: 0 });
  });

  it("a failed negotiation frees its slot for the next player", async () => {
    world.admission = createAdmission({ limit: 1 });
    let refuse = true;
    world.startAnswer = async () => {
      if (!refuse) return START;
      refuse = false;
      throw new ApiError("forbidden", "HTTP 403", 403, "/start");
    };
    const failing = placed(0, { cameraId: 1 });
    const next = placed(100, { cameraId: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.$error.get()).toMatchObject({ stage: "start", code: "forbidden" });
    await vi.advanceTimersByTimeAsync(50);
    expect(world.starts).toEqual([1, 2]);
    expect(next.$status.get()).toBe("active");
    expect(world.admission.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe("player: the WebRTC offer made while the start call runs", () => {
  it("makes it before the start call and hands it to the WebRTC connect", async () => {
    make();
    await vi.advanceTimersByTimeAsync(100);
    expect(world.offers).toEqual([{ closed: false, startsBefore: 0 }]);
    expect(world.connects[0]?.options.early).toBeDefined();
    expect(world.connects[0]?.options.early).not.toBeNull();
  });

  it("makes none for the 'html5' preference or a camera without WebRTC", async () => {
    make({ videoPreference: "html5" });
    make({ cameraWebrtc: false });
    await vi.advanceTimersByTimeAsync(100);
    expect(world.offers).toEqual([]);
  });

  it("closes it when HLS plays instead (no WHEP URL) and when the player goes before the answer", async () => {
    world.startAnswer = async () => ({ ...START, whepUrl: null });
    make();
    await vi.advanceTimersByTimeAsync(100);
    expect(world.connects.map((c) => [c.kind, c.options.early ?? null])).toEqual([["hls", null]]);
    expect(world.offers.map((o) => o.closed)).toEqual([true]);

    let answer: (start: StreamStart) => void = () => {};
    world.startAnswer = () => new Promise((resolve) => (answer = resolve));
    const leaving = make({ cameraId: 13 });
    await vi.advanceTimersByTimeAsync(0);
    expect(world.offers).toHaveLength(2);
    leaving.destroy();
    expect(world.offers[1]?.closed).toBe(true);
    answer(START);
  });
});
