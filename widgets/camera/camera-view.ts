import type { Preset } from "../core/schemas/stream";
import type { PlayerStats, QualityChoice } from "../core/video";
import type { CameraPhaseView } from "../core/video/camera-phase";
import { buildCameraDom } from "./camera-dom";

/** Translates `namespace:key` in the current language. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The commands the controls send. */
export type PadCommand = "up" | "down" | "left" | "right" | "home" | "in" | "out";

export interface CameraViewHandlers {
  retry(): void;
  signIn(): void;
  command(command: PadCommand): void;
  preset(presetId: number): void;
  quality(choice: QualityChoice): void;
}

/** Which controls show (from the §6 rules) and what they offer. */
export interface ControlsView {
  panTilt: boolean;
  home: boolean;
  zoom: boolean;
  presets: Preset[];
  viewOnly: boolean;
}

/** The pad, zoom buttons and presets, from the controls' lazily loaded module (camera-controls-view.ts). */
export interface ControlsRenderer {
  render(controls: ControlsView, t: Translate): void;
  flash(command: PadCommand): void;
}

/** Builds the controls' contents in the `controls` part. */
export type ControlsRendererClass = new (container: HTMLElement, handlers: CameraViewHandlers) => ControlsRenderer;

/** Fills the stats panel (below the picture), from the stats' lazily loaded module (camera-stats-view.ts). */
export type StatsRenderer = (
  parts: { stats: HTMLElement; quality: HTMLSelectElement },
  model: CameraViewModel,
  t: Translate,
) => void;

export interface CameraViewModel {
  cameraId: number | null;
  phase: CameraPhaseView;
  stats: PlayerStats | null;
  showStats: boolean;
  quality: QualityChoice;
  controls: ControlsView | null;
  /** A passing message (a refused command), or null. */
  notice: string | null;
}

/**
 * The shadow DOM of `<vms-camera>`: built once and updated from a view model, no framework.
 */
export class CameraView {
  /** The element the player engine fills with its `<video>`. */
  readonly frame: HTMLDivElement;
  readonly #t: Translate;
  readonly #status: HTMLElement;
  readonly #message: HTMLElement;
  readonly #spinner: HTMLElement;
  readonly #retry: HTMLButtonElement;
  readonly #signIn: HTMLAnchorElement;
  readonly #stats: HTMLElement;
  readonly #controls: HTMLElement;
  readonly #quality: HTMLSelectElement;
  readonly #notice: HTMLElement;
  readonly #handlers: CameraViewHandlers;
  #controlsView: ControlsRenderer | null = null;
  #statsRenderer: StatsRenderer | null = null;

  constructor(root: ShadowRoot, t: Translate, handlers: CameraViewHandlers) {
    this.#t = t;
    this.#handlers = handlers;
    const parts = buildCameraDom(root);
    this.frame = parts.frame;
    this.#status = parts.status;
    this.#message = parts.message;
    this.#spinner = parts.spinner;
    this.#retry = parts.retry;
    this.#signIn = parts.signIn;
    this.#stats = parts.stats;
    this.#controls = parts.controls;
    this.#notice = parts.notice;
    this.#quality = parts.quality;

    this.#retry.addEventListener("click", () => handlers.retry());
    this.#signIn.addEventListener("click", (event) => {
      event.preventDefault();
      handlers.signIn();
    });
    this.#quality.addEventListener("change", () => handlers.quality(this.#quality.value as QualityChoice));
  }

  render(model: CameraViewModel): void {
    const t = this.#t;
    const { phase } = model;
    this.frame.setAttribute("aria-label", t("camera:label", { id: model.cameraId ?? "" }));
    this.#status.hidden = phase.phase === "playing";
    this.#status.dataset.phase = phase.phase;
    this.#message.textContent = phase.messageKey ? t(phase.messageKey) : "";
    this.#spinner.hidden = phase.phase !== "connecting" && phase.phase !== "reconnecting";
    this.#retry.hidden = !phase.retry;
    this.#retry.textContent = t("core:retry");
    this.#signIn.hidden = !phase.signIn;
    this.#signIn.textContent = t("camera:signIn");
    this.#renderStats(model);
    this.#renderControls(model);
    const viewOnly = model.controls?.viewOnly === true && phase.phase === "playing";
    const notice = model.notice ?? (viewOnly ? t("camera:viewOnly") : null);
    this.#notice.hidden = notice === null;
    this.#notice.textContent = notice ?? "";
  }

  /** Builds the controls' contents once their module has loaded (they show from the next render). */
  attachControls(Renderer: ControlsRendererClass): void {
    this.#controlsView ??= new Renderer(this.#controls, this.#handlers);
  }

  /** Fills the stats panel once its module has loaded (it shows from the next render). */
  attachStats(renderer: StatsRenderer): void {
    this.#statsRenderer = renderer;
  }

  /** Marks a pad button as just sent (a short press animation, no waiting for the network). */
  flash(command: PadCommand): void {
    this.#controlsView?.flash(command);
  }

  #renderStats(model: CameraViewModel): void {
    const renderer = this.#statsRenderer;
    this.#stats.hidden = !renderer || !model.showStats || model.phase.phase !== "playing";
    if (!this.#stats.hidden) renderer?.({ stats: this.#stats, quality: this.#quality }, model, this.#t);
  }

  #renderControls({ controls, phase }: CameraViewModel): void {
    const view = this.#controlsView;
    const shown = view !== null && controls !== null && phase.phase === "playing" && !controls.viewOnly;
    this.#controls.hidden = !shown;
    if (!shown || !view || !controls) return;
    this.#controls.setAttribute("aria-label", this.#t("camera:controls"));
    view.render(controls, this.#t);
  }
}
