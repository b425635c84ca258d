import { atom, computed, onMount } from "nanostores";
import { ApiError, toApiError } from "../api/api-error";
import { notAsked, type RemoteData } from "../api/remote-data";
import type { Viewer } from "../schemas/realtime";
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from "./backoff";
import { initialState, transition, type PlayerEvent, type PlayerState } from "./player-machine";
import { defaultEnv } from "./player-env";
import type {
  Player,
  PlayerEnv,
  PlayerError,
  PlayerOptions,
  PlayerQuality,
  PlayerStats,
  RenderedSize,
} from "./player-types";
import { chooseQuality, DEFAULT_QUALITY_THRESHOLDS, type QualityChoice, type StreamQuality } from "./quality";
import { sourceFor, sourcesOf, type StreamSources } from "./stream-api";
import { parseCamString, type StreamStart } from "../schemas/stream";
import { admitsItself, type EarlyStart, type Transport } from "./transport";
import { HTML5_PREFERENCE, transportOrder, type TransportKind } from "./transport-choice";
import { createVideo, failure, firstFrame, MediaFailure } from "./player-media";
import { report } from "../report/report";
import { reportApiError } from "../api/report-api-error";

const SIZE_SETTLE_MS = 500;
/**
 * A stream's URLs are renewed this long before the camString's `expiresAt` (the server bounds it by
 * the session that granted them, e.g. a partner token's 15 minutes), make before break.
 */
const RENEW_BEFORE_MS = 45_000;
/** Never renew sooner than this after a start or a failed renewal. */
const RENEW_MIN_DELAY_MS = 10_000;

/** A running stream: what one start call produced. Torn down as a whole. */
interface Session {
  readonly abort: AbortController;
  readonly cameraId: number;
  sources: StreamSources | null;
  transport: Transport | null;
  quality: StreamQuality | null;
  checkedIn: boolean;
  /**
   * Frees this session's admission slot: when the transport's media path is up (WebRTC connected:
   * only the first keyframe is left, no more negotiation), else at the first frame, a failure or
   * the teardown. Idempotent.
   */
  release?: () => void;
  /** No slot taken yet: the WHEP bundle takes one for its tiles; anything else asks for one first. */
  unadmitted?: boolean;
  /** The WebRTC offer made while the start call runs; handed to the first WebRTC connect. */
  early?: EarlyStart | null;
  checkInTimer?: ReturnType<typeof setTimeout>;
  switching?: AbortController;
  /** The camString checked in with (the latest start's). */
  camString?: string;
  renewTimer?: ReturnType<typeof setTimeout>;
}

/**
 * Creates a player for one camera. See docs/guides/player-engine.md.
 *
 * @example
 * const player = createPlayer({ container: div, cameraId: 12, videoPreference: user.videoPreference });
 * player.$status.subscribe((status) => …);   // "initial" | "started" | "active" | "idle"
 * player.destroy();
 */
export function createPlayer(options: PlayerOptions): Player {
  return new StreamPlayer(options);
}

class StreamPlayer implements Player {
  readonly #options: PlayerOptions;
  readonly #env: PlayerEnv;
  readonly #backoff: BackoffOptions;
  readonly #container: HTMLElement;
  readonly #state = atom<PlayerState>(initialState(null));
  readonly #error = atom<PlayerError | null>(null);
  readonly #viewers = atom<RemoteData<Viewer[]>>(notAsked);
  readonly #transportKind = atom<TransportKind | null>(null);
  readonly #quality = atom<PlayerQuality>({ choice: "auto", playing: null, hasSub: false });
  readonly #muted = atom(true);
  readonly #stats = atom<PlayerStats | null>(null);
  readonly $status = computed(this.#state, (state) => state.status);
  readonly $state = this.#state;
  readonly $error = this.#error;
  readonly $viewers = this.#viewers;
  readonly $transport = this.#transportKind;
  readonly $quality = this.#quality;
  readonly $muted = this.#muted;
  readonly $stats = this.#stats;

  #preference: string | null | PromiseLike<string | null | undefined>;
  #video: HTMLVideoElement | null = null;
  #session: Session | null = null;
  #failed = new Set<TransportKind>();
  #visible: boolean | null = null;
  #stopped = false;
  #destroyed = false;
  #size: RenderedSize | null = null;
  #retryTimer?: ReturnType<typeof setTimeout>;
  #pauseTimer?: ReturnType<typeof setTimeout>;
  #sizeTimer?: ReturnType<typeof setTimeout>;
  #firstFrameMs: number | null = null;
  readonly #cleanups: (() => void)[] = [];
  readonly #dropped = new WeakSet<Transport>();

  constructor(options: PlayerOptions) {
    this.#options = options;
    this.#env = { ...defaultEnv(), ...options.env };
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    this.#container = options.container;
    this.#preference = options.videoPreference ?? null;
    this.#muted.set(options.muted ?? true);
    this.#quality.set({ choice: options.quality ?? "auto", playing: null, hasSub: false });
    if (globalThis.getComputedStyle?.(this.#container).position === "static")
      this.#container.style.position = "relative";
    this.#state.set(initialState(options.cameraId ?? null));

    if (options.pauseWhenHidden ?? true)
      this.#cleanups.push(this.#env.observeVisibility(this.#container, (visible) => this.#onVisibility(visible)));
    else queueMicrotask(() => this.#onVisibility(true));
    this.#cleanups.push(
      this.#env.observeSize(this.#container, (size) => this.#onSize(size)),
      this.#env.onUnload(() => this.#teardown({ keepalive: true })),
      onMount(this.#stats, () => this.#sampleStats()),
    );
  }

  get video(): HTMLVideoElement | null {
    return this.#video;
  }

  setCamera(cameraId: number | null): void {
    if (this.#destroyed || cameraId === this.#state.get().cameraId) return;
    this.#reset(cameraId);
    this.#begin();
  }

  setQuality(choice: QualityChoice): void {
    if (this.#destroyed) return;
    this.#quality.set({ ...this.#quality.get(), choice });
    this.#applyQuality();
  }

  setMuted(muted: boolean): void {
    this.#muted.set(muted);
    if (this.#video) this.#video.muted = muted;
  }

  setVideoPreference(preference: string | null): void {
    this.#preference = preference;
  }

  retry(): void {
    if (this.#destroyed) return;
    this.#stopped = false;
    this.#reset(this.#state.get().cameraId);
    this.#begin();
  }

  stop(): void {
    if (this.#destroyed) return;
    this.#stopped = true;
    this.#teardown();
    this.#dispatch({ type: "stop" });
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.stop();
    this.#destroyed = true;
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
    clearTimeout(this.#pauseTimer);
    clearTimeout(this.#sizeTimer);
    this.#video?.remove();
    this.#video = null;
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  #dispatch(event: PlayerEvent): void {
    this.#state.set(transition(this.#state.get(), event));
  }

  /** Back to Initial for `cameraId` with nothing running and no error. */
  #reset(cameraId: number | null): void {
    this.#teardown();
    this.#failed.clear();
    this.#error.set(null);
    this.#firstFrameMs = null;
    this.#stats.set(null);
    this.#dispatch({ type: "camera", cameraId });
  }

  #thresholds() {
    return this.#options.qualityThresholds ?? DEFAULT_QUALITY_THRESHOLDS;
  }

  #canPlay(): boolean {
    return !this.#destroyed && !this.#stopped && this.#visible === true && this.#state.get().cameraId !== null;
  }

  /** Starts a session: the start call, check-in, then the transports in order. */
  #begin(): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    const cameraId = this.#state.get().cameraId;
    if (!this.#canPlay() || cameraId === null || this.#session) return;
    const session: Session = {
      abort: new AbortController(),
      cameraId,
      sources: null,
      transport: null,
      quality: null,
      checkedIn: false,
    };
    this.#session = session;
    void this.#run(session);
  }

  async #run(session: Session): Promise<void> {
    const t0 = this.#env.now();
    let stage: PlayerError["stage"] = "start";
    try {
      // The stream to connect first, so the server warms it: by size until the answer says more.
      const profile = chooseQuality(this.#quality.get().choice, null, this.#size, true, this.#thresholds());
      // The WebRTC offer is made while the start call runs (it needs no URL); unused, it is closed.
      if (this.#mayUseWebrtc()) session.early = this.#env.prepare("webrtc");
      // The start call goes out at once, outside the admission queue: it is cheap for the server
      // (it starts the camera's encoder, from a pool of spares), so every tile of a mosaic has its
      // feed running and sending keyframes while it waits for its turn to negotiate (issue 21:
      // admitted first, 36 tiles started their encoders four at a time, one after the other).
      const [start, preference] = await Promise.all([
        this.#env.api.start(session.cameraId, profile, session.abort.signal),
        this.#preference,
      ]);
      if (this.#session !== session) return;
      session.sources = sourcesOf(start);
      this.#quality.set({ ...this.#quality.get(), hasSub: session.sources.sub !== null });
      this.#dispatch({ type: "started", start });
      stage = "media";
      // A few media negotiations at a time on the page (see admission.ts): tiles start steadily.
      // A WHEP bundle takes one slot for all its tiles (whep-bundle.ts).
      session.unadmitted = admitsItself(session.early);
      session.release = session.unadmitted
        ? () => {}
        : await this.#env.admission.request(() => this.#admissionRank(), session.abort.signal);
      if (this.#session !== session) return session.release();
      await this.#play(session, preference ?? null);
      this.#dropEarly(session);
      if (this.#session !== session) return;
      session.release();
      this.#firstFrameMs = Math.round(this.#env.now() - t0);
      this.#error.set(null);
      this.#publishStats(null);
      this.#dispatch({ type: "frame" });
      // Checked in once watching: kept off the path to the first frame (the server answers the
      // WHEP offer first).
      session.camString = start.camString;
      if (this.#options.checkIn ?? true) this.#checkIn(session);
      this.#scheduleRenewal(session, start);
    } catch (error) {
      this.#fail(session, error, stage);
    }
  }

  /** Connects the first transport that shows a frame (WebRTC falls back to HLS at once). */
  async #play(session: Session, preference: string | null): Promise<void> {
    const sources = session.sources as StreamSources;
    const quality = chooseQuality(
      this.#quality.get().choice,
      null,
      this.#size,
      sources.sub !== null,
      this.#thresholds(),
    );
    const source = sourceFor(sources, quality);
    const order = (failed: ReadonlySet<TransportKind>) =>
      transportOrder({
        videoPreference: preference,
        cameraWebrtc: this.#options.cameraWebrtc,
        browserWebrtc: this.#env.browserWebrtc,
        whepUrl: source.whepUrl,
        hlsUrl: source.hlsUrl,
        failed,
      });
    // Every transport failed before: try them all again.
    if (order(this.#failed).length === 0) this.#failed.clear();
    for (;;) {
      const kind = order(this.#failed)[0];
      if (kind === undefined) throw new MediaFailure("unsupported", "No transport can play this stream here");
      const url = (kind === "webrtc" ? source.whepUrl : source.hlsUrl) as string;
      const video = this.#video ?? this.#mountVideo(createVideo(this.#muted.get()));
      const prepared = kind === "webrtc" ? (session.early ?? null) : null;
      if (prepared)
        session.early = null; // the transport owns it now
      else if (session.unadmitted) {
        // Not the bundle after all (HLS, or WebRTC again): a slot of its own.
        session.unadmitted = false;
        session.release = await this.#env.admission.request(() => this.#admissionRank(), session.abort.signal);
        if (this.#session !== session) throw new DOMException("aborted", "AbortError");
      }
      try {
        // The slot goes once the connection is up (WebRTC after DTLS), not at the first frame: the
        // next tile negotiates while this one waits for its keyframe (issue 21).
        const connected = () => {
          if (this.#session === session) session.release?.();
        };
        session.transport = await this.#connect(session, kind, url, video, session.abort.signal, prepared, connected);
        if (this.#dropped.has(session.transport)) throw new MediaFailure("media", `${kind} dropped at once`);
        session.quality = quality;
        this.#transportKind.set(kind);
        this.#quality.set({ ...this.#quality.get(), playing: quality });
        return;
      } catch (error) {
        if (this.#session !== session || session.abort.signal.aborted) throw error;
        // Failed before its first frame: not tried again for this camera until every one has failed.
        this.#failed.add(kind);
        report({
          level: "warn",
          code: "video.playback",
          message: `${kind} did not play camera ${session.cameraId}`,
          error,
          context: { cameraId: session.cameraId, transport: kind },
        });
        if (order(this.#failed).length === 0) throw error;
      }
    }
  }

  /** One transport into `video`, resolved at its first frame; a drop after that tears the session down. */
  async #connect(
    session: Session,
    kind: TransportKind,
    url: string,
    video: HTMLVideoElement,
    signal: AbortSignal,
    prepared: EarlyStart | null = null,
    onConnected?: () => void,
  ): Promise<Transport> {
    let playing = false;
    let transport: Transport | null = null;
    const early = failure();
    const onDrop = (reason: string) => {
      if (this.#session !== session) return;
      if (!playing) early.fail(new MediaFailure("media", reason));
      else if (session.transport === transport) this.#fail(session, new MediaFailure("media", reason), "media");
      // Dropped between its first frame and its adoption: the adopter checks this.
      else if (transport) this.#dropped.add(transport);
    };
    const connecting = this.#env.connect(kind, { url, video, signal, onDrop, early: prepared, onConnected });
    try {
      transport = await Promise.race([connecting, early.promise]);
      void video.play().catch(() => this.#autoplayBlocked(video));
      await firstFrame(this.#env, video, signal, this.#options.firstFrameTimeoutMs ?? 10_000, early.promise);
      playing = true;
      return transport;
    } catch (error) {
      transport?.close();
      void connecting.then((late) => late !== transport && late.close()).catch(() => {});
      throw error;
    }
  }

  /** WebRTC may play: the browser and the camera allow it, and the preference (when known) is not HTML5. */
  #mayUseWebrtc(): boolean {
    const preference = this.#preference;
    const html5 = typeof preference === "string" && preference === HTML5_PREFERENCE;
    return this.#env.browserWebrtc && this.#options.cameraWebrtc !== false && !html5;
  }

  /** Closes an early offer nobody used (HLS played, or the session ended first). */
  #dropEarly(session: Session): void {
    session.early?.close();
    session.early = null;
  }

  /** Autoplay with sound was refused: play muted (the user can unmute). */
  #autoplayBlocked(video: HTMLVideoElement): void {
    if (video.muted) return;
    this.setMuted(true);
    void video.play().catch(() => {});
  }

  /** A session failed: Idle, then a retry with backoff, or an error when none is left or allowed. */
  #fail(session: Session, error: unknown, stage: PlayerError["stage"]): void {
    if (this.#session !== session) return;
    const problem = describe(error, stage);
    if (problem.code === "aborted") return;
    this.#teardown();
    const delay = problem.retryable
      ? backoffDelay(this.#state.get().attempt + 1, this.#backoff, this.#env.random)
      : null;
    this.#error.set({ ...problem.error, retrying: delay !== null });
    if (delay === null) {
      this.#dispatch({ type: "fail" });
      return;
    }
    this.#dispatch({ type: "drop" });
    this.#retryTimer = setTimeout(() => this.#begin(), delay);
  }

  /** Ends the session: transports closed, WHEP session deleted, checked out. State is the caller's. */
  #teardown({ keepalive = false } = {}): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    const session = this.#session;
    if (!session) return;
    this.#session = null;
    session.release?.();
    this.#dropEarly(session);
    session.abort.abort();
    session.switching?.abort();
    clearTimeout(session.checkInTimer);
    clearTimeout(session.renewTimer);
    session.transport?.close();
    this.#transportKind.set(null);
    this.#quality.set({ ...this.#quality.get(), playing: null });
    this.#viewers.set(notAsked);
    if (session.checkedIn)
      this.#env.api
        .checkOut(session.cameraId, { keepalive })
        .catch((error: unknown) => reportApiError(error, "stream check-out failed", { level: "warn" }));
  }

  // ---- check-in ------------------------------------------------------------------------------

  #checkIn(session: Session): void {
    const run = async () => {
      if (this.#session !== session) return;
      const previous = this.#viewers.get();
      this.#viewers.set({ status: "loading", previous: previous.status === "success" ? previous.data : undefined });
      session.checkedIn = true;
      try {
        const viewers = await this.#env.api.checkIn(session.cameraId, session.camString ?? "", session.abort.signal);
        if (this.#session === session) this.#viewers.set({ status: "success", data: viewers });
      } catch (error) {
        const apiError = toApiError(error);
        if (this.#session === session && apiError.code !== "aborted")
          this.#viewers.set({ status: "error", error: apiError });
      }
      if (this.#session === session)
        session.checkInTimer = setTimeout(() => void run(), this.#options.checkInIntervalMs ?? 30_000);
    };
    void run();
  }

  // ---- renewal -------------------------------------------------------------------------------

  /** Renews the stream's URLs before the camString expires (none when it names no expiry). */
  #scheduleRenewal(session: Session, start: StreamStart): void {
    const expires = Date.parse(parseCamString(start.camString)?.expiresAt ?? "");
    if (!Number.isFinite(expires)) return;
    clearTimeout(session.renewTimer);
    const delay = Math.max(RENEW_MIN_DELAY_MS, expires - RENEW_BEFORE_MS - Date.now());
    session.renewTimer = setTimeout(() => void this.#renew(session), delay);
  }

  /**
   * A new start call (with the credentials held now), then the playing quality switched onto its
   * URLs make before break: the picture never stops. A failure keeps the old URLs and tries again.
   */
  async #renew(session: Session): Promise<void> {
    if (this.#session !== session || !session.quality) return;
    try {
      const start = await this.#env.api.start(session.cameraId, session.quality, session.abort.signal);
      if (this.#session !== session) return;
      session.sources = sourcesOf(start);
      session.camString = start.camString;
      await this.#switchQuality(session, session.quality);
      this.#scheduleRenewal(session, start);
    } catch (error) {
      if (this.#session !== session || toApiError(error).code === "aborted") return;
      reportApiError(error, "could not renew the stream's URLs", { level: "warn" });
      session.renewTimer = setTimeout(() => void this.#renew(session), RENEW_MIN_DELAY_MS);
    }
  }

  // ---- visibility and size -------------------------------------------------------------------

  #onVisibility(visible: boolean): void {
    this.#visible = visible;
    clearTimeout(this.#pauseTimer);
    if (visible) {
      if (this.#state.get().idleReason === "paused" || this.#state.get().status === "initial") this.#begin();
      return;
    }
    this.#pauseTimer = setTimeout(() => {
      if (this.#visible || (!this.#session && this.#retryTimer === undefined)) return;
      this.#teardown();
      this.#dispatch({ type: "pause" });
    }, this.#options.pauseDelayMs ?? 3000);
  }

  /** Its place in the admission queue: on screen first, then reading order (top, then left). */
  #admissionRank(): number {
    if (!this.#visible) return Number.MAX_SAFE_INTEGER;
    const box = this.#container.getBoundingClientRect();
    return Math.max(0, Math.round(box.top)) * 100_000 + Math.max(0, Math.round(box.left));
  }

  #onSize(size: RenderedSize): void {
    this.#size = size;
    clearTimeout(this.#sizeTimer);
    this.#sizeTimer = setTimeout(() => this.#applyQuality(), SIZE_SETTLE_MS);
  }

  /** Switches the playing stream when the choice or the size asks for another one. */
  #applyQuality(): void {
    const session = this.#session;
    if (!session?.sources || !session.transport || this.#state.get().status !== "active") return;
    const wanted = chooseQuality(
      this.#quality.get().choice,
      session.quality,
      this.#size,
      session.sources.sub !== null,
      this.#thresholds(),
    );
    if (wanted !== session.quality) void this.#switchQuality(session, wanted);
  }

  /** Make before break: the other stream plays in a second `<video>` under the first, then replaces it. */
  async #switchQuality(session: Session, quality: StreamQuality): Promise<void> {
    session.switching?.abort();
    const switching = new AbortController();
    session.switching = switching;
    const kind = session.transport?.kind ?? "webrtc";
    const source = sourceFor(session.sources as StreamSources, quality);
    const url = kind === "webrtc" ? source.whepUrl : source.hlsUrl;
    if (!url) return;
    const video = createVideo(this.#muted.get());
    video.style.position = "absolute";
    video.style.inset = "0";
    video.style.zIndex = "-1";
    this.#container.append(video);
    try {
      const transport = await this.#connect(session, kind, url, video, switching.signal);
      if (this.#session !== session || switching.signal.aborted) {
        transport.close();
        video.remove();
        return;
      }
      if (this.#dropped.has(transport)) throw new MediaFailure("media", "the new stream dropped at once");
      const old = session.transport;
      session.transport = transport;
      session.quality = quality;
      video.style.position = video.style.inset = video.style.zIndex = "";
      this.#video?.remove();
      this.#video = video;
      old?.close();
      this.#quality.set({ ...this.#quality.get(), playing: quality });
      this.#publishStats(null);
    } catch (error) {
      video.remove();
      if (!switching.signal.aborted)
        report({ level: "warn", code: "video.quality", message: `could not switch to the ${quality} stream`, error });
    }
  }

  #mountVideo(video: HTMLVideoElement): HTMLVideoElement {
    this.#container.append(video);
    this.#video = video;
    return video;
  }

  // ---- stats ---------------------------------------------------------------------------------

  #publishStats(rate: { fps: number | null; bitrateKbps: number | null; latencyMs: number | null } | null): void {
    const session = this.#session;
    const kind = this.#transportKind.get();
    if (!session?.quality || !kind) return;
    const video = this.#video;
    const previous = this.#stats.get();
    this.#stats.set({
      transport: kind,
      quality: session.quality,
      width: video?.videoWidth || null,
      height: video?.videoHeight || null,
      fps: rate ? rate.fps : (previous?.fps ?? null),
      bitrateKbps: rate ? rate.bitrateKbps : (previous?.bitrateKbps ?? null),
      latencyMs: rate ? rate.latencyMs : (previous?.latencyMs ?? null),
      firstFrameMs: this.#firstFrameMs,
    });
  }

  /**
   * Samples the transport once a second while the stats store is listened to: the sampler
   * (player-stats.ts) is loaded then, by `import()`.
   */
  #sampleStats(): () => void {
    let stop: (() => void) | undefined;
    let listened = true;
    void import("./player-stats").then(({ startSampling }) => {
      if (!listened) return;
      stop = startSampling({
        transport: () => (this.#state.get().status === "active" ? (this.#session?.transport ?? null) : null),
        now: () => this.#env.now(),
        publish: (rate) => this.#publishStats(rate),
      });
    });
    return () => {
      listened = false;
      stop?.();
    };
  }
}

/** Reasons of the server's live caps: too many streams for the user, the server's encoders all busy. */
const LIVE_CAP_REASONS = new Set(["stream_sessions_per_user", "encoder_budget"]);

/** What went wrong, for `$error`, and whether trying again may help. */
function describe(
  error: unknown,
  stage: PlayerError["stage"],
): { code: PlayerError["code"]; retryable: boolean; error: Omit<PlayerError, "retrying"> } {
  if (error instanceof MediaFailure) {
    const code = error.code;
    return { code, retryable: code === "media", error: { stage, code, message: error.message } };
  }
  const apiError = error instanceof ApiError ? error : toApiError(error);
  const code = apiError.code;
  // The start call: not allowed, not signed in, no such camera, or an answer we cannot read, and
  // trying again will not help. The media: anything but a refusal may pass (a restarting feed).
  // A live cap of the server (issue 18) is shown with its reason, not retried in a loop.
  const capped = apiError.reason !== undefined && LIVE_CAP_REASONS.has(apiError.reason);
  const retryable =
    !capped &&
    (stage === "media"
      ? code !== "forbidden" && code !== "auth"
      : code === "network" || (code === "http" && (apiError.status ?? 500) >= 500));
  const described: Omit<PlayerError, "retrying"> = { stage, code, message: apiError.message };
  if (apiError.status !== undefined) described.status = apiError.status;
  if (apiError.reason !== undefined) described.reason = apiError.reason;
  return { code, retryable, error: described };
}
