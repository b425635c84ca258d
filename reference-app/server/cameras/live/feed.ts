import { MediaStreamTrack } from "werift";
import type { CameraDirectory, CameraInfo } from "../camera-directory";
import type { CameraStates } from "../camera-state";
import { FrameRenderer } from "../scene/render-frame";
import { PROFILES, stopEncoder, type Encoder, type Profile } from "./encoder-pool";
import { createRenderBudget, type RenderBudget } from "./render-budget";

export { PROFILES, type Profile };
export const isProfile = (value: string): value is Profile => value === "main" || value === "sub";

/**
 * Frames per second a feed draws while nobody watches it (no WebRTC session, no HLS fetch lately),
 * after its first `WARM_FULL_RATE_S` of frames at full rate. A start call warms a feed before its viewer
 * connects; a 36-tile mosaic warms 36 at once, and drawing and writing their frames at full rate
 * took the server's event loop (2.5 ms a frame: 54 % of a core for 36 substreams, measured with
 * a CPU profile of the mosaic-36 bench) while the tiles' start calls and WHEP offers waited
 * behind it (issue 21). A viewer joining brings the full rate back at the next tick (≤ one frame
 * period); its first keyframe still comes within one GOP of frames.
 */
export const IDLE_FPS = 1;
/** A new feed's first second of frames is drawn at full rate whoever watches (its first keyframes, HLS's first segment). */
export const WARM_FULL_RATE_S = 1;

/** Where a feed gets its started encoder (the feed manager's pool). */
export type TakeEncoder = (profile: Profile, label: string) => Promise<Encoder>;

/**
 * One live feed of a camera in one profile: frames drawn by the renderer at the profile's rate,
 * one ffmpeg encoding H.264 to RTP (read here and written to one shared WebRTC track) and to
 * fMP4 HLS segments of 1 s in its own folder.
 */
export class LiveFeed {
  readonly track = new MediaStreamTrack({ kind: "video" });
  /** The HLS folder (known once `start` resolved). */
  hlsDir = "";
  /**
   * Frames drawn and handed to ffmpeg, frames dropped (ffmpeg behind), frames not drawn while
   * unwatched because the server's budget for them was spent (render-budget.ts), RTP packets received.
   */
  readonly stats = { frames: 0, dropped: 0, deferred: 0, packets: 0, startedAt: Date.now(), firstPacketAt: 0 };
  private encoder: Encoder | null = null;
  private taking: Promise<Encoder> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopping: Promise<void> | null = null;
  private renderer!: FrameRenderer;
  /** The camera as read when the feed started (the directory's cached record is preferred per frame). */
  private camera!: CameraInfo;
  private exitListeners = new Set<(reason: string) => void>();
  /** WebRTC sessions on the feed, and until when an HLS player counts as watching (set by the manager). */
  viewers = 0;
  hlsUntil = 0;
  private lastDrawn = 0;

  constructor(
    readonly cameraId: number,
    readonly profile: Profile,
    private readonly directory: CameraDirectory,
    private readonly states: CameraStates,
    private readonly takeEncoder: TakeEncoder,
    /** Bounds the time unwatched frames take, shared by the server's feeds (unbounded by default). */
    private readonly budget: RenderBudget = createRenderBudget({ share: 1 }),
  ) {}

  /** Called when ffmpeg ends on its own (a crash): the manager drops the feed. */
  onExit(listener: (reason: string) => void): void {
    this.exitListeners.add(listener);
  }

  get running(): boolean {
    return this.encoder !== null && this.stopping === null;
  }

  /** A WebRTC session, or an HLS fetch lately. */
  private watched(now: number): boolean {
    return this.viewers > 0 || now < this.hlsUntil;
  }

  /** Watched or new: frames at the profile's rate, else at `IDLE_FPS`. */
  private fullRate(now: number): boolean {
    return this.watched(now) || this.stats.frames < PROFILES[this.profile].fps * WARM_FULL_RATE_S;
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

  /** Takes a started encoder (a spare when the pool has one), then draws frames into it. */
  async start(): Promise<void> {
    const p = PROFILES[this.profile];
    const camera = await this.directory.camera(this.cameraId);
    if (!camera) throw new Error(`no camera ${this.cameraId}`);
    // Stopped meanwhile: an encoder taken now would outlive the feed (stop() found none to end).
    if (this.stopping) throw new Error(`feed ${this.cameraId}:${this.profile} stopped before it started`);
    this.camera = camera;
    // Frames of one view after another: the still part is kept between them (render-frame.ts).
    this.renderer = new FrameRenderer(camera.scene, p.width, p.height, "picture", { reuseStill: true });
    this.taking = this.takeEncoder(this.profile, String(this.cameraId));
    const encoder = await this.taking;
    if (this.stopping) return; // stop() ends it
    this.encoder = encoder;
    this.hlsDir = encoder.hlsDir;
    encoder.rtp.on("message", (packet) => {
      if (this.stats.packets++ === 0) this.stats.firstPacketAt = Date.now();
      this.track.writeRtp(packet);
    });
    // A crash (or a spare that died since the pool looked) ends the feed; the manager drops it.
    encoder.ffmpeg.onExit((reason) => {
      if (this.stopping) return;
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
      // Before ffmpeg connected its input, or while it is behind, the frame is skipped.
      const input = this.encoder?.ffmpeg.input;
      const wall = Date.now();
      const idle = !this.fullRate(wall) && wall - this.lastDrawn < 1000 / IDLE_FPS;
      const watched = this.watched(wall);
      const drawFrom = performance.now();
      if (idle) {
        // nobody watches: no frame this tick
      } else if (input && !watched && !this.budget.mayDraw(drawFrom)) {
        // nobody watches, and the server's time for such frames is spent: offers and watched feeds first
        this.stats.deferred++;
      } else if (input && input.writableLength < frameBytes * 2) {
        this.lastDrawn = wall;
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
          input.write(pixels);
          this.stats.frames++;
          if (!watched) this.budget.spend(performance.now() - drawFrom, performance.now());
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
      const encoder = this.encoder ?? (await this.taking?.catch(() => null));
      if (encoder) await stopEncoder(encoder);
      this.track.stop();
    })();
    return this.stopping;
  }
}
