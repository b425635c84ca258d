import { createSocket, type Socket } from "node:dgram";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { MediaStreamTrack } from "werift";
import type { CameraDirectory, CameraInfo } from "../camera-directory";
import type { CameraStates } from "../camera-state";
import { FrameRenderer } from "../scene/render-frame";
import { h264Output, rawInput, spawnFfmpeg } from "./ffmpeg";

/** Stream profiles: the main stream, and the substream for mosaics and small players. */
export const PROFILES = {
  main: { width: 640, height: 360, fps: 15, gop: 5, kbps: 900 },
  sub: { width: 320, height: 180, fps: 6, gop: 3, kbps: 160 },
} as const;
export type Profile = keyof typeof PROFILES;
export const isProfile = (value: string): value is Profile => value === "main" || value === "sub";

/**
 * One live feed of a camera in one profile: frames drawn by the renderer at the profile's rate,
 * one ffmpeg encoding H.264 to RTP (read here and written to one shared WebRTC track) and to
 * fMP4 HLS segments of 1 s in its own folder.
 */
export class LiveFeed {
  readonly track = new MediaStreamTrack({ kind: "video" });
  readonly hlsDir: string;
  /** Frames drawn and handed to ffmpeg, frames dropped (ffmpeg behind), RTP packets received. */
  readonly stats = { frames: 0, dropped: 0, packets: 0, startedAt: Date.now(), firstPacketAt: 0 };
  private socket: Socket | null = null;
  private ffmpeg: ReturnType<typeof spawnFfmpeg> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopping: Promise<void> | null = null;
  private renderer!: FrameRenderer;
  /** The camera as read when the feed started (the directory's cached record is preferred per frame). */
  private camera!: CameraInfo;
  private exitListeners = new Set<(reason: string) => void>();

  constructor(
    readonly cameraId: number,
    readonly profile: Profile,
    private readonly directory: CameraDirectory,
    private readonly states: CameraStates,
    hlsRoot: string,
  ) {
    this.hlsDir = join(
      hlsRoot,
      `${cameraId}-${profile}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    );
  }

  /** Called when ffmpeg ends on its own (a crash): the manager drops the feed. */
  onExit(listener: (reason: string) => void): void {
    this.exitListeners.add(listener);
  }

  get running(): boolean {
    return this.ffmpeg !== null && this.stopping === null;
  }

  private refreshing = false;
  /** Reads the camera again after the directory forgot it (its presets or patrol changed). */
  private async refreshCamera(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    try {
      this.camera = (await this.directory.camera(this.cameraId)) ?? this.camera;
    } catch {
      // keep the last record
    } finally {
      this.refreshing = false;
    }
  }

  async start(): Promise<void> {
    const p = PROFILES[this.profile];
    const camera = await this.directory.camera(this.cameraId);
    if (!camera) throw new Error(`no camera ${this.cameraId}`);
    this.camera = camera;
    this.renderer = new FrameRenderer(camera.scene, p.width, p.height);
    mkdirSync(this.hlsDir, { recursive: true });
    const socket = createSocket("udp4");
    this.socket = socket;
    socket.on("message", (packet) => {
      if (this.stats.packets++ === 0) this.stats.firstPacketAt = Date.now();
      this.track.writeRtp(packet);
    });
    socket.on("error", () => {});
    await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
    try {
      socket.setRecvBufferSize(4 * 1024 * 1024);
    } catch {
      // the system's limit applies
    }
    const port = socket.address().port;
    const hls = [
      "f=hls",
      "hls_time=1",
      "hls_list_size=6",
      "hls_flags=delete_segments+independent_segments+program_date_time",
      "hls_segment_type=fmp4",
      "hls_fmp4_init_filename=init.mp4",
      "hls_segment_filename=seg_%05d.m4s",
    ].join(":");
    const args = [
      ...rawInput(p.width, p.height, p.fps),
      ...h264Output(p.gop, p.kbps),
      "-map",
      "0:v",
      "-f",
      "tee",
      `[f=rtp:payload_type=96]rtp://127.0.0.1:${port}?pkt_size=1200|[${hls}]index.m3u8`,
    ];
    this.ffmpeg = spawnFfmpeg(args, this.hlsDir);
    this.ffmpeg.child.once("exit", (code, signal) => {
      if (this.stopping) return;
      const reason = `ffmpeg exited (${signal ?? code}): ${this.ffmpeg?.stderr().trim().split("\n").pop() ?? ""}`;
      void this.stop().then(() => {
        for (const l of this.exitListeners) l(reason);
      });
    });
    this.schedule(p.fps);
  }

  private schedule(fps: number): void {
    const period = 1000 / fps;
    let next = performance.now();
    const frameBytes = this.renderer.width * this.renderer.height * 4;
    const tick = () => {
      if (!this.running) return;
      const ffmpeg = this.ffmpeg;
      if (ffmpeg && ffmpeg.child.stdin.writableLength < frameBytes * 2) {
        // No query per frame: the cached record (fresh after a preset or patrol change), else the last one.
        const cached = this.directory.cached(this.cameraId);
        if (cached) this.camera = cached;
        else void this.refreshCamera();
        const camera = this.camera;
        {
          const t = Date.now();
          const pixels = this.renderer.rgba({
            timeMs: t,
            timeZone: camera.timeZone,
            cameraName: camera.name,
            state: this.states.frameState(camera, t),
          });
          ffmpeg.child.stdin.write(pixels);
          this.stats.frames++;
        }
      } else {
        this.stats.dropped++;
      }
      next += period;
      const now = performance.now();
      if (now - next > period * 3) next = now; // fell far behind: do not burst
      this.timer = setTimeout(tick, Math.max(0, next - now));
    };
    tick();
  }

  /** Stops rendering, ends ffmpeg (SIGKILL after 2 s), closes the socket once, removes the HLS folder. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      const ffmpeg = this.ffmpeg;
      if (ffmpeg && ffmpeg.child.exitCode === null && ffmpeg.child.signalCode === null) {
        const exited = new Promise<void>((resolve) => ffmpeg.child.once("exit", () => resolve()));
        ffmpeg.child.stdin.end();
        ffmpeg.child.kill("SIGTERM");
        const killer = setTimeout(() => ffmpeg.child.kill("SIGKILL"), 2000);
        await exited;
        clearTimeout(killer);
      }
      const socket = this.socket;
      this.socket = null;
      if (socket) {
        socket.removeAllListeners("message");
        await new Promise<void>((resolve) => socket.close(() => resolve()));
      }
      this.track.stop();
      rmSync(this.hlsDir, { recursive: true, force: true });
    })();
    return this.stopping;
  }
}
