import { $apiIdentity } from "../core/api/remote-store";
import { dataOf } from "../core/api/remote-data";
import { toApiError } from "../core/api/api-error";
import { specElement, type SpecElementClass } from "../core/element/spec-element";
import { $language, t } from "../core/i18n/i18n";
import { requestNavigation } from "../core/navigation/navigation";
import { $userInfo } from "../core/session/session-store";
import { userVideoPreference } from "../core/session/user-video-preference";
import { hasSignInPage, signInUrl } from "../core/session/sign-in-url";
import { createPlayer, type Player, type QualityChoice } from "../core/video";
import "../core/video/video.catalogue";
import { adoptSheets } from "../ui/shadow/sheets";
import "./camera.catalogue";
import css from "./camera.css?inline";
import { CAMERA_THEME_CSS } from "./camera-theme.generated";
import type * as ControlsApi from "./camera-data";
import { cameraPhase, type CameraPhaseView } from "../core/video/camera-phase";
import { streamErrorDetail, streamStatusDetail } from "../core/video/stream-details";
import { cameraSpec } from "./camera.spec";
import { CameraView, type ControlsView, type PadCommand } from "./camera-view";
import { report } from "../core/report/report";
import { isExpectedApiError } from "../core/api/report-api-error";

/** The controls' module (loaded by `import()` only with `controls`) and the data it loaded. */
interface Loaded {
  api: typeof ControlsApi;
  data: ControlsApi.CameraControlsData;
}

/** How long a refused command's notice shows. */
const NOTICE_MS = 8000;

/**
 * `<vms-camera>`: one live camera, framework-free. The player engine (`core/video`) plays the
 * picture; this class renders its state, sends the controls' commands and tells the host through
 * `vms-stream-status`, `vms-stream-error` and `vms-auth-required`.
 */
class CameraElement extends specElement(cameraSpec) {
  readonly #shadow = adoptSheets(this.attachShadow({ mode: "open" }), [CAMERA_THEME_CSS, css]);
  readonly #view = new CameraView(this.#shadow, (key, values) => t(key, values), {
    retry: () => this.#player?.retry(),
    signIn: () => this.#navigate(signInUrl(globalThis.location?.href)),
    command: (command) => this.#command(command),
    preset: (presetId) => this.#preset(presetId),
    quality: (choice) => this.#player?.setQuality(choice),
  });
  #player: Player | null = null;
  #subscriptions: (() => void)[] = [];
  /** With `controls`: the lazily loaded module of the controls and, once loaded, their data. */
  #controls: { cameraId: number; loaded: Loaded | null; abort: AbortController } | null = null;
  #notice: { text: string; timer: ReturnType<typeof setTimeout> } | null = null;
  #teardown: ReturnType<typeof setTimeout> | undefined;
  #statsOff: (() => void) | null = null;
  #statsLoading = false;
  #lastStatus = "";
  #lastError = "";
  #signedOut = "";

  override connectedCallback(): void {
    clearTimeout(this.#teardown);
    if (!this.#player) this.#start();
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Moved in the page (disconnected and connected again in one task): keep playing.
    this.#teardown = setTimeout(() => this.#stop());
  }

  protected override propsChanged(): void {
    const props = this.#props();
    const player = this.#player;
    if (!player) return;
    player.setQuality(props.quality);
    player.setMuted(props.muted);
    if (props.videoPreference !== undefined) player.setVideoPreference(props.videoPreference);
    if (props.cameraId !== player.$state.get().cameraId) player.setCamera(props.cameraId ?? null);
    this.#watchStats();
    this.#loadControls();
    this.#render();
  }

  #props() {
    return this.widgetProps as {
      cameraId?: number;
      controls: boolean;
      muted: boolean;
      stats: boolean;
      quality: QualityChoice;
      videoPreference?: string;
    };
  }

  #start(): void {
    const props = this.#props();
    const player = createPlayer({
      container: this.#view.frame,
      cameraId: props.cameraId ?? null,
      videoPreference: props.videoPreference ?? userVideoPreference(),
      quality: props.quality,
      muted: props.muted,
    });
    this.#player = player;
    const render = () => this.#render();
    let identity = $apiIdentity.get();
    this.#subscriptions = [
      player.$state.listen(() => {
        this.#loadControls();
        render();
      }),
      player.$error.listen(render),
      player.$viewers.listen(render),
      player.$quality.listen(render),
      $userInfo.listen(render),
      $language.listen(render),
      // A token given (or changed) after the tag started: start over with it.
      $apiIdentity.listen((next) => {
        if (next === identity) return;
        identity = next;
        this.#controls = null;
        player.retry();
        this.#loadControls();
      }),
    ];
    this.#watchStats();
    this.#loadControls();
    this.#render();
  }

  /** Asks the host to go to `target` (`vms-navigate`); never navigates the page itself. */
  #navigate(target: string): void {
    requestNavigation((name, detail) => this.emit(name, detail), target);
  }

  #stop(): void {
    this.#statsOff?.();
    this.#statsOff = null;
    for (const off of this.#subscriptions.splice(0)) off();
    this.#player?.destroy();
    this.#player = null;
    this.#controls?.abort.abort();
    this.#controls = null;
  }

  /**
   * With `stats`, loads the stats panel's module (once) and listens to the player's stats (the engine
   * samples them only while someone does).
   */
  #watchStats(): void {
    const wanted = this.#props().stats && this.#player !== null;
    if (wanted && !this.#statsLoading) {
      this.#statsLoading = true;
      import("./camera-stats-view").then(
        ({ renderStats }) => {
          this.#view.attachStats(renderStats);
          this.#render();
        },
        (error: unknown) => {
          this.#statsLoading = false; // tried again with the next change
          report({
            level: "warn",
            code: "camera.stats",
            message: "<vms-camera> stats unavailable",
            error,
          });
        },
      );
    }
    if (wanted && !this.#statsOff) this.#statsOff = this.#player?.$stats.listen(() => this.#render()) ?? null;
    if (!wanted && this.#statsOff) {
      this.#statsOff();
      this.#statsOff = null;
    }
  }

  /** With `controls`, loads what they need once the stream has started (not before: no wasted calls). */
  #loadControls(): void {
    const { controls, cameraId } = this.#props();
    if (!controls || cameraId === undefined) {
      this.#controls?.abort.abort();
      this.#controls = null;
      return;
    }
    if (this.#controls?.cameraId === cameraId) return;
    const status = this.#player?.$state.get().status;
    if (status !== "started" && status !== "active") return;
    this.#controls?.abort.abort();
    const entry = { cameraId, loaded: null as Loaded | null, abort: new AbortController() };
    this.#controls = entry;
    import("./camera-data")
      .then(async (api) => ({ api, data: await api.loadControlsData(cameraId, entry.abort.signal) }))
      .then(
        (loaded) => {
          if (this.#controls !== entry) return;
          entry.loaded = loaded;
          this.#render();
        },
        (error: unknown) => {
          // No controls then; the picture's own errors are the stream's.
          if (!isExpectedApiError(toApiError(error)))
            report({
              level: "warn",
              code: "camera.controls",
              message: "<vms-camera> controls unavailable",
              error,
            });
        },
      );
  }

  #controlsView(): ControlsView | null {
    const player = this.#player;
    const loaded = this.#controls?.loaded;
    if (!player || !loaded || !this.#props().controls) return null;
    this.#view.attachControls(loaded.api.CameraControlsView);
    return loaded.api.controlsView(loaded.data, player, dataOf($userInfo.get())?.username);
  }

  #command(command: PadCommand): void {
    const cameraId = this.#props().cameraId;
    const api = this.#controls?.loaded?.api;
    if (cameraId === undefined || !api) return;
    this.#view.flash(command);
    const body =
      command === "in" || command === "out"
        ? ({ controlMode: "zoom", controlValue: command } as const)
        : ({ controlMode: "panTilt", controlValue: command } as const);
    api.sendPtz(cameraId, body).then(
      (result) => result.code !== 0 && this.#showNotice(String(result.code)),
      (error: unknown) => this.#showNotice(toApiError(error).message),
    );
  }

  #preset(presetId: number): void {
    const cameraId = this.#props().cameraId;
    const api = this.#controls?.loaded?.api;
    if (cameraId === undefined || !api) return;
    api.goToPreset(cameraId, presetId).then(
      (result) => result.code !== 0 && this.#showNotice(String(result.code)),
      (error: unknown) => this.#showNotice(toApiError(error).message),
    );
  }

  #showNotice(message: string): void {
    if (this.#notice) clearTimeout(this.#notice.timer);
    const text = t("camera:commandFailed", { message });
    this.#notice = {
      text,
      timer: setTimeout(() => {
        this.#notice = null;
        this.#render();
      }, NOTICE_MS),
    };
    this.#render();
  }

  #render(): void {
    const player = this.#player;
    if (!player) return;
    const props = this.#props();
    const state = player.$state.get();
    const error = player.$error.get();
    const signInPage = hasSignInPage();
    const phase = cameraPhase(state, error, signInPage);
    this.#view.render({
      cameraId: state.cameraId,
      phase,
      stats: props.stats ? player.$stats.get() : null,
      showStats: props.stats,
      quality: player.$quality.get().choice,
      controls: this.#controlsView(),
      notice: this.#notice?.text ?? null,
    });
    this.#announce(phase, signInPage);
  }

  /** The events: status changes, errors (once each), and `vms-auth-required` when signed out. */
  #announce(phase: CameraPhaseView, signInPage: boolean): void {
    const player = this.#player;
    if (!player) return;
    const status = streamStatusDetail(player);
    const statusKey = `${status.cameraId}|${status.status}|${status.idleReason}`;
    if (statusKey !== this.#lastStatus) {
      this.#lastStatus = statusKey;
      this.emit("vms-stream-status", status);
    }
    const detail = streamErrorDetail(player, (key) => t(key), signInPage);
    const errorKey = detail ? JSON.stringify(detail) : "";
    if (errorKey !== this.#lastError) {
      this.#lastError = errorKey;
      if (detail) this.emit("vms-stream-error", detail);
    }
    const signedOut = phase.phase === "signedOut" && phase.auth ? phase.auth : "";
    if (signedOut !== this.#signedOut) {
      this.#signedOut = signedOut;
      if (phase.auth)
        this.emit("vms-auth-required", {
          signInUrl: signInPage ? signInUrl(globalThis.location?.href) : null,
          reason: phase.auth,
        });
    }
  }
}

/** The `<vms-camera>` class: typed properties and events from its spec. */
export const VmsCameraElement = CameraElement as unknown as SpecElementClass<typeof cameraSpec>;
export type VmsCameraElement = InstanceType<typeof VmsCameraElement>;
