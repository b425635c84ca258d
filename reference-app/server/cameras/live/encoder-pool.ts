import { fork, type ChildProcess } from "node:child_process";
import { createSocket, type Socket as DgramSocket } from "node:dgram";
import { mkdirSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ffmpegBinary, FFMPEG_MISSING, h264Output, rawInput, runningFfmpeg } from "./ffmpeg";

/** Stream profiles: the main stream, and the substream for mosaics and small players. */
export const PROFILES = {
  main: { width: 640, height: 360, fps: 15, gop: 5, kbps: 900 },
  sub: { width: 320, height: 180, fps: 6, gop: 3, kbps: 160 },
} as const;
export type Profile = keyof typeof PROFILES;

/** An ffmpeg run by the encoder spawner: its input is a unix socket it connects to. */
export interface EncoderProcess {
  /** ffmpeg's input (raw frames) once it connected; null before and after. */
  readonly input: Socket | null;
  /** Settles when ffmpeg connected its input (true: started) or exited first (false). */
  readonly started: Promise<boolean>;
  readonly exited: boolean;
  /** Called once when ffmpeg exits (at once if it has). */
  onExit(listener: (reason: string) => void): void;
  kill(signal: NodeJS.Signals): void;
}

/**
 * One started encoder of a profile, not yet given frames: ffmpeg reading raw frames from a unix
 * socket and sending H.264 as RTP to `rtp` (bound on 127.0.0.1) and as fMP4 HLS into `hlsDir`.
 */
export interface Encoder {
  readonly profile: Profile;
  readonly rtp: DgramSocket;
  readonly hlsDir: string;
  readonly ffmpeg: EncoderProcess;
}

/** fMP4 HLS of 1 s segments (cut at keyframes). */
const HLS_OUTPUT = [
  "f=hls",
  "hls_time=1",
  "hls_list_size=6",
  "hls_flags=delete_segments+independent_segments+program_date_time",
  "hls_segment_type=fmp4",
  "hls_fmp4_init_filename=init.mp4",
  "hls_segment_filename=seg_%05d.m4s",
].join(":");
/**
 * The main stream's first segments (until the list is full) are cut at the first keyframe after
 * 0.5 s (0.67 s), so a new feed's playlist exists a third of a second sooner. Not the substream's:
 * its keyframes are 0.5 s apart, and a 0.5 s segment made a playlist with a target duration of 0.
 */
const HLS_FIRST_SEGMENTS: Record<Profile, string> = { main: ":hls_init_time=0.5", sub: "" };

const SPAWNER = fileURLToPath(new URL("./encoder-spawner.mjs", import.meta.url));
let nextId = 1;

/** The encoder spawner (see encoder-spawner.mjs): one small process that starts the live ffmpegs. */
export function createEncoderSpawner() {
  let child: ChildProcess | null = null;
  const waiting = new Map<
    number,
    { pid: (pid: number) => void; exit: (code: number | null, signal: string | null, stderr: string) => void }
  >();
  const ensure = (): ChildProcess => {
    if (child && child.connected) return child;
    const made = fork(SPAWNER, [], { execArgv: [], stdio: ["ignore", "ignore", "inherit", "ipc"] });
    made.on(
      "message",
      (message: {
        type: string;
        id: number;
        pid?: number;
        code?: number | null;
        signal?: string | null;
        stderr?: string;
      }) => {
        const entry = waiting.get(message.id);
        if (!entry) return;
        if (message.type === "spawned") entry.pid(message.pid ?? 0);
        else if (message.type === "exit") {
          waiting.delete(message.id);
          entry.exit(message.code ?? null, message.signal ?? null, message.stderr ?? "");
        }
      },
    );
    // The spawner gone: its ffmpegs went with it.
    made.once("exit", () => {
      if (child === made) child = null;
      for (const [id, entry] of waiting) {
        waiting.delete(id);
        entry.exit(null, "SIGKILL", "the encoder spawner exited");
      }
    });
    made.on("error", () => {});
    child = made;
    return made;
  };

  return {
    /** Starts ffmpeg with `args`, its input `-i unix:<socket>` connecting back to this process. */
    async spawn(args: string[], cwd: string): Promise<EncoderProcess> {
      const binary = ffmpegBinary();
      if (!binary) throw new Error(FFMPEG_MISSING);
      const id = nextId++;
      const path = join(tmpdir(), `vms-enc-${process.pid}-${id}.sock`);
      rmSync(path, { force: true });
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(path, () => resolve());
      });
      let input: Socket | null = null;
      let exitReason: string | null = null;
      const listeners = new Set<(reason: string) => void>();
      const tracked = { pid: undefined as number | undefined };
      runningFfmpeg.add(tracked);
      const closeServer = () => {
        server.close();
        rmSync(path, { force: true });
      };
      let settle: (ok: boolean) => void = () => {};
      const started = new Promise<boolean>((resolve) => (settle = resolve));
      server.once("connection", (socket) => {
        socket.on("error", () => {}); // EPIPE when ffmpeg exits first
        input = exitReason === null ? socket : (socket.destroy(), null);
        closeServer();
        settle(input !== null);
      });
      const process_: EncoderProcess = {
        get input() {
          return input;
        },
        started,
        get exited() {
          return exitReason !== null;
        },
        onExit(listener) {
          if (exitReason !== null) listener(exitReason);
          else listeners.add(listener);
        },
        kill(signal) {
          if (exitReason === null) ensure().send({ type: "kill", id, signal });
        },
      };
      waiting.set(id, {
        pid: (pid) => (tracked.pid = pid),
        exit: (code, signal, stderr) => {
          exitReason = `ffmpeg exited (${signal ?? code}): ${stderr.trim().split("\n").pop() ?? ""}`;
          runningFfmpeg.delete(tracked);
          input?.destroy();
          input = null;
          closeServer();
          settle(false);
          for (const l of listeners) l(exitReason);
          listeners.clear();
        },
      });
      const full = [
        "-hide_banner",
        "-loglevel",
        "error",
        "-nostdin",
        ...args.map((a) => (a === "pipe:0" ? `unix:${path}` : a)),
      ];
      ensure().send({ type: "spawn", id, binary, args: full, cwd });
      return process_;
    },
    /** Ends the spawner (its ffmpegs with it) and waits for it. */
    async close(): Promise<void> {
      const made = child;
      child = null;
      if (!made || made.exitCode !== null || made.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => made.once("exit", () => resolve()));
      made.disconnect();
      await exited;
    },
  };
}
export type EncoderSpawner = ReturnType<typeof createEncoderSpawner>;

/** Binds the RTP socket, makes the HLS folder and starts ffmpeg (which waits for its first frame). */
export async function startEncoder(
  spawner: EncoderSpawner,
  profile: Profile,
  hlsRoot: string,
  label: string,
): Promise<Encoder> {
  const p = PROFILES[profile];
  const hlsDir = join(
    hlsRoot,
    `${label}-${profile}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  );
  mkdirSync(hlsDir, { recursive: true });
  const rtp = createSocket("udp4");
  rtp.on("error", () => {});
  await new Promise<void>((resolve) => rtp.bind(0, "127.0.0.1", resolve));
  try {
    rtp.setRecvBufferSize(4 * 1024 * 1024);
  } catch {
    // the system's limit applies
  }
  const args = [
    ...rawInput(p.width, p.height, p.fps),
    ...h264Output(p.gop, p.kbps),
    "-map",
    "0:v",
    "-f",
    "tee",
    `[f=rtp:payload_type=96]rtp://127.0.0.1:${rtp.address().port}?pkt_size=1200|[${HLS_OUTPUT}${HLS_FIRST_SEGMENTS[profile]}]index.m3u8`,
  ];
  try {
    return { profile, rtp, hlsDir, ffmpeg: await spawner.spawn(args, hlsDir) };
  } catch (error) {
    rtp.close();
    rmSync(hlsDir, { recursive: true, force: true });
    throw error;
  }
}

/** Ends an encoder: ffmpeg (SIGKILL after 2 s), then its RTP socket (once), then its HLS folder. */
export async function stopEncoder(encoder: Encoder): Promise<void> {
  const { ffmpeg } = encoder;
  if (!ffmpeg.exited) {
    const exited = new Promise<void>((resolve) => ffmpeg.onExit(() => resolve()));
    ffmpeg.input?.end();
    ffmpeg.kill("SIGTERM");
    const killer = setTimeout(() => ffmpeg.kill("SIGKILL"), 2000);
    await exited;
    clearTimeout(killer);
  }
  encoder.rtp.removeAllListeners("message");
  await new Promise<void>((resolve) => {
    try {
      encoder.rtp.close(() => resolve());
    } catch {
      resolve(); // already closed
    }
  });
  rmSync(encoder.hlsDir, { recursive: true, force: true });
}

/** Spare encoders kept started per profile (`spares`), and how long they stay after the last feed start. */
export interface EncoderPoolOptions {
  spares?: Partial<Record<Profile, number>>;
  idleMs?: number;
}

/**
 * Why: starting ffmpeg costs 0.6 s on a quiet 2-core machine and 1.3–1.9 s under load, almost all
 * of it waiting (loading libraries, opening the input; about 70 ms of CPU), while an ffmpeg already
 * started sends its first RTP packet 30–150 ms after its first frame (measured here, issue 21).
 * That wait was on the path of every cold start: a stream page's first frame and every tile of a
 * mosaic. So a few encoders per profile are started ahead, idle on stdin (no CPU, about 45 MB
 * resident, mostly shared libraries), and a new feed takes one; the pool refills behind it.
 * Spares exist only once live video is used, and go when no feed started for `idleMs`.
 */
export function createEncoderPool(hlsRoot: string, options: EncoderPoolOptions = {}) {
  const spares = { main: options.spares?.main ?? 2, sub: options.spares?.sub ?? 6 };
  const idleMs = options.idleMs ?? 120_000;
  const ready: Record<Profile, Encoder[]> = { main: [], sub: [] };
  const starting: Record<Profile, number> = { main: 0, sub: 0 };
  const pending = new Set<Promise<unknown>>();
  const spawner = createEncoderSpawner();
  let lastDemand = 0;
  let closed = false;

  const discard = (encoder: Encoder) => void stopEncoder(encoder).catch(() => {});

  const refill = (profile: Profile) => {
    if (closed || Date.now() - lastDemand > idleMs) return;
    while (ready[profile].length + starting[profile] < spares[profile]) {
      starting[profile]++;
      const started = startEncoder(spawner, profile, hlsRoot, "spare")
        .then(async (encoder) => {
          // Ready once ffmpeg has started (its input connected): what a new feed skips.
          await encoder.ffmpeg.started;
          if (closed || encoder.ffmpeg.exited) return stopEncoder(encoder);
          ready[profile].push(encoder);
          // A spare that dies (killed, crashed) leaves the pool.
          encoder.ffmpeg.onExit(() => {
            const i = ready[profile].indexOf(encoder);
            if (i >= 0) {
              ready[profile].splice(i, 1);
              discard(encoder);
            }
          });
        })
        .catch(() => {})
        .finally(() => {
          starting[profile]--;
          pending.delete(started);
        });
      pending.add(started);
    }
  };

  const sweep = setInterval(() => {
    if (Date.now() - lastDemand <= idleMs) return;
    for (const profile of ["main", "sub"] as const) for (const e of ready[profile].splice(0)) discard(e);
  }, 5_000);
  sweep.unref();

  return {
    /** A started encoder of `profile`: a spare when one is ready, else a new one. Refills the pool. */
    async take(profile: Profile, label: string): Promise<Encoder> {
      lastDemand = Date.now();
      let encoder: Encoder | undefined;
      while ((encoder = ready[profile].shift()) && encoder.ffmpeg.exited) discard(encoder);
      // Refilled after this feed's own start, so the spares' ffmpeg start does not slow it.
      setImmediate(() => refill(profile));
      return encoder ?? startEncoder(spawner, profile, hlsRoot, label);
    },
    /** Spares ready now (tests). */
    spares(profile: Profile): number {
      return ready[profile].length;
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(sweep);
      // Spares still starting are stopped as they come (`closed`).
      await Promise.all(pending);
      await Promise.all([...ready.main.splice(0), ...ready.sub.splice(0)].map((e) => stopEncoder(e)));
      await spawner.close();
    },
  };
}
export type EncoderPool = ReturnType<typeof createEncoderPool>;
