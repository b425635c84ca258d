import type { PlayerStats, QualityChoice } from "../core/video";
import type { Preset } from "../core/schemas/stream";
import type { CameraPhaseView } from "./camera-phase";

/** Translates `namespace:key` (the caller binds the language). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The commands the controls send. */
export type PadCommand = "up" | "down" | "left" | "right" | "home" | "in" | "out";

export interface CameraViewHandlers {
  retry(): void;
  command(command: PadCommand): void;
  preset(presetId: number): void;
  quality(choice: QualityChoice): void;
}

/** Which controls show (from the §6 rules) and what they offer. */
export interface ControlsView {
  panTilt: boolean;
  home: boolean;
  zoom: boolean;
  presets: Preset[] | null;
  viewOnly: boolean;
}

export interface CameraViewModel {
  cameraId: number | null;
  phase: CameraPhaseView;
  signInUrl: string | null;
  stats: PlayerStats | null;
  showStats: boolean;
  quality: QualityChoice;
  controls: ControlsView | null;
  notice: string | null;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const PAD: { command: PadCommand; key: string; symbol: string; area: string }[] = [
  { command: "up", key: "camera:tiltUp", symbol: "▲", area: "up" },
  { command: "left", key: "camera:panLeft", symbol: "◀", area: "left" },
  { command: "home", key: "camera:home", symbol: "⌂", area: "home" },
  { command: "right", key: "camera:panRight", symbol: "▶", area: "right" },
  { command: "down", key: "camera:tiltDown", symbol: "▼", area: "down" },
];
const ZOOM: { command: PadCommand; key: string; symbol: string }[] = [
  { command: "in", key: "camera:zoomIn", symbol: "+" },
  { command: "out", key: "camera:zoomOut", symbol: "−" },
];

/**
 * The shadow DOM of `<vms-camera>`, built once and updated from a view model (no framework).
 * Parts: frame, video (the engine's), status, message, retry, sign-in, stats, controls, pad,
 * pad-button, zoom-button, presets, notice.
 */
export class CameraView {
  /** The element the player engine fills with its `<video>`. */
  readonly frame = element("div", { part: "frame", class: "frame" });
  readonly #status = element("div", { part: "status", class: "status", role: "status" });
  readonly #message = element("p", { part: "message", class: "message" });
  readonly #spinner = element("span", { class: "spinner", "aria-hidden": "true" });
  readonly #retry = element("button", { part: "retry", type: "button", class: "button" });
  readonly #signIn = element("a", { part: "sign-in", class: "button", target: "_blank", rel: "noopener" });
  readonly #stats = element("dl", { part: "stats", class: "stats" });
  readonly #controls = element("div", { part: "controls", class: "controls", role: "group" });
  readonly #pad = element("div", { part: "pad", class: "pad" });
  readonly #padButtons = new Map<PadCommand, HTMLButtonElement>();
  readonly #presets = element("select", { part: "presets", class: "presets" });
  readonly #presetsLabel = element("label", { class: "visually-hidden" });
  readonly #quality = element("select", { part: "quality", class: "quality" });
  readonly #notice = element("p", { part: "notice", class: "notice", role: "alert" });
  readonly #t: Translate;
  #presetKey = "";

  constructor(root: ShadowRoot, t: Translate, handlers: CameraViewHandlers) {
    this.#t = t;
    this.#retry.addEventListener("click", () => handlers.retry());
    this.#status.append(this.#spinner, this.#message, this.#retry, this.#signIn);
    for (const { command, area, symbol } of PAD) {
      const button = this.#button(symbol, "pad-button", () => handlers.command(command));
      button.style.gridArea = area;
      this.#padButtons.set(command, button);
      this.#pad.append(button);
    }
    const zoom = element("div", { class: "zoom" });
    for (const { command, symbol } of ZOOM) {
      const button = this.#button(symbol, "zoom-button", () => handlers.command(command));
      this.#padButtons.set(command, button);
      zoom.append(button);
    }
    this.#presetsLabel.htmlFor = "presets";
    this.#presets.id = "presets";
    this.#presets.addEventListener("change", () => {
      const id = Number(this.#presets.value);
      this.#presets.value = "";
      if (Number.isInteger(id) && id > 0) handlers.preset(id);
    });
    this.#quality.setAttribute("aria-label", "");
    this.#quality.addEventListener("change", () => handlers.quality(this.#quality.value as QualityChoice));
    this.#controls.append(this.#pad, zoom, this.#presetsLabel, this.#presets);
    root.append(this.frame, this.#status, this.#stats, this.#controls, this.#notice);
    this.#stats.hidden = this.#controls.hidden = this.#notice.hidden = true;
  }

  #button(symbol: string, part: string, onClick: () => void): HTMLButtonElement {
    const button = element("button", { type: "button", part, class: "control" }, symbol);
    button.addEventListener("click", onClick);
    return button;
  }

  render(model: CameraViewModel): void {
    const t = this.#t;
    const { phase } = model;
    this.frame.setAttribute("aria-label", t("camera:label", { id: model.cameraId ?? "" }));
    this.frame.setAttribute("role", "img");
    this.#status.hidden = phase.phase === "playing";
    this.#status.dataset.phase = phase.phase;
    this.#message.textContent = phase.messageKey ? t(phase.messageKey) : "";
    this.#spinner.hidden = phase.phase !== "connecting" && phase.phase !== "reconnecting";
    this.#retry.hidden = !phase.retry || phase.phase === "signedOut";
    this.#retry.textContent = t("core:retry");
    this.#signIn.hidden = phase.phase !== "signedOut" || model.signInUrl === null;
    this.#signIn.textContent = t("camera:signIn");
    if (model.signInUrl) this.#signIn.href = model.signInUrl;
    this.#renderStats(model);
    this.#renderControls(model);
    const viewOnly = model.controls?.viewOnly === true && phase.phase === "playing";
    const notice = model.notice ?? (viewOnly ? t("camera:viewOnly") : null);
    this.#notice.hidden = notice === null;
    this.#notice.textContent = notice ?? "";
  }

  #renderStats({ stats, showStats, quality, phase }: CameraViewModel): void {
    const t = this.#t;
    this.#stats.hidden = !showStats || phase.phase !== "playing";
    if (this.#stats.hidden) return;
    const unknown = t("camera:unknown");
    const rows: [string, string | Node][] = [
      ["camera:transport", stats ? (stats.transport === "webrtc" ? "WebRTC" : "HLS") : unknown],
      ["camera:resolution", stats?.width && stats.height ? `${stats.width}×${stats.height}` : unknown],
      ["camera:frameRate", stats?.fps != null ? `${stats.fps} fps` : unknown],
      ["camera:bitRate", stats?.bitrateKbps != null ? `${stats.bitrateKbps} kbit/s` : unknown],
      ["camera:latency", stats?.latencyMs != null ? `${stats.latencyMs} ms` : unknown],
      ["camera:firstFrame", stats?.firstFrameMs != null ? `${stats.firstFrameMs} ms` : unknown],
      ["camera:quality", this.#qualitySelect(quality)],
    ];
    this.#stats.setAttribute("aria-label", t("camera:stats"));
    this.#stats.replaceChildren(
      ...rows.flatMap(([key, value]) => [element("dt", {}, t(key)), element("dd", {}, value)]),
    );
  }

  #qualitySelect(choice: QualityChoice): HTMLSelectElement {
    const t = this.#t;
    const options: [QualityChoice, string][] = [
      ["auto", "camera:qualityAuto"],
      ["main", "camera:qualityMain"],
      ["sub", "camera:qualitySub"],
    ];
    this.#quality.replaceChildren(...options.map(([value, key]) => element("option", { value }, t(key))));
    this.#quality.value = choice;
    this.#quality.setAttribute("aria-label", t("camera:quality"));
    return this.#quality;
  }

  #renderControls({ controls, phase }: CameraViewModel): void {
    const t = this.#t;
    const shown = controls !== null && phase.phase === "playing" && !controls.viewOnly;
    this.#controls.hidden = !shown;
    if (!shown || !controls) return;
    this.#controls.setAttribute("aria-label", t("camera:controls"));
    for (const { command, key } of [...PAD, ...ZOOM]) {
      const button = this.#padButtons.get(command) as HTMLButtonElement;
      button.setAttribute("aria-label", t(key));
      button.title = t(key);
      const zoom = command === "in" || command === "out";
      button.hidden = zoom ? !controls.zoom : command === "home" ? !controls.home : !controls.panTilt;
    }
    this.#pad.hidden = !controls.panTilt && !controls.home;
    const presets = controls.presets ?? [];
    this.#presets.hidden = this.#presetsLabel.hidden = presets.length === 0;
    this.#presetsLabel.textContent = t("camera:presets");
    const key = `${t("camera:choosePreset")}|${presets.map((p) => `${p.id}:${p.name}`).join(",")}`;
    if (key === this.#presetKey) return;
    this.#presetKey = key;
    this.#presets.replaceChildren(
      element("option", { value: "" }, t("camera:choosePreset")),
      ...presets.map((preset) => element("option", { value: String(preset.id) }, preset.name)),
    );
  }
}
