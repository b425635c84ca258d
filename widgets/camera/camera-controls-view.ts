import { addSheet } from "../ui/shadow/sheets";
import "./camera-controls.catalogue";
import css from "./camera-controls.css?inline";
import type { CameraViewHandlers, ControlsRenderer, ControlsView, PadCommand, Translate } from "./camera-view";

// The pad, zoom buttons and presets of `<vms-camera controls>`: built in the `controls` part when
// the controls' module (camera-data.ts, loaded by `import()`) arrives (issue 8: the tag's size),
// with their rules (camera-controls.css), added to the tag's sheets then.

const LABELS: Record<PadCommand, string> = {
  up: "camera:tiltUp",
  down: "camera:tiltDown",
  left: "camera:panLeft",
  right: "camera:panRight",
  home: "camera:home",
  in: "camera:zoomIn",
  out: "camera:zoomOut",
};
const PAD: [PadCommand, string][] = [
  ["up", "▲"],
  ["left", "◀"],
  ["home", "⌂"],
  ["right", "▶"],
  ["down", "▼"],
];
const ZOOM: [PadCommand, string][] = [
  ["in", "+"],
  ["out", "−"],
];

// Its own `el` (as camera-dom.ts's): importing that one would make the autoloader's `<vms-camera>`
// chunk export it, and a chunk that exports more than its tag is no longer the tag's own chunk.
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: Node[]) {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

function commandButton([command, symbol]: [PadCommand, string]): HTMLButtonElement {
  const button = el("button", `control ${command}`);
  button.type = "button";
  button.dataset.command = command;
  button.textContent = symbol;
  return button;
}

/** The controls inside the `controls` part: DOM calls only, updated from the controls' view. */
export class CameraControlsView implements ControlsRenderer {
  readonly #pad: HTMLElement;
  readonly #buttons: HTMLButtonElement[];
  readonly #presets: HTMLSelectElement;
  readonly #presetsLabel: HTMLLabelElement;
  #presetKey = "";

  constructor(container: HTMLElement, handlers: Pick<CameraViewHandlers, "command" | "preset">) {
    const padButtons = PAD.map(commandButton);
    for (const button of padButtons) button.setAttribute("part", "pad-button");
    const zoomButtons = ZOOM.map(commandButton);
    for (const button of zoomButtons) button.setAttribute("part", "zoom-button");
    this.#buttons = [...padButtons, ...zoomButtons];
    this.#pad = el("div", "pad", ...padButtons);
    this.#pad.setAttribute("part", "pad");
    this.#presetsLabel = el("label", "visually-hidden");
    this.#presetsLabel.htmlFor = "presets";
    this.#presets = el("select", "presets");
    this.#presets.id = "presets";
    this.#presets.setAttribute("part", "presets");
    container.append(this.#pad, el("div", "zoom", ...zoomButtons), this.#presetsLabel, this.#presets);
    const root = container.getRootNode();
    if (root instanceof ShadowRoot) addSheet(root, css);

    for (const button of this.#buttons)
      button.addEventListener("click", () => handlers.command(button.dataset.command as PadCommand));
    this.#presets.addEventListener("change", () => {
      const id = Number(this.#presets.value);
      this.#presets.value = "";
      if (Number.isInteger(id) && id > 0) handlers.preset(id);
    });
  }

  render(controls: ControlsView, t: Translate): void {
    for (const button of this.#buttons) {
      const command = button.dataset.command as PadCommand;
      button.setAttribute("aria-label", t(LABELS[command]));
      button.title = t(LABELS[command]);
      const zoom = command === "in" || command === "out";
      button.hidden = zoom ? !controls.zoom : command === "home" ? !controls.home : !controls.panTilt;
    }
    this.#pad.hidden = !controls.panTilt && !controls.home;
    this.#presets.hidden = this.#presetsLabel.hidden = controls.presets.length === 0;
    this.#presetsLabel.textContent = t("camera:presets");
    const key = `${t("camera:choosePreset")}|${controls.presets.map((p) => `${p.id}:${p.name}`).join(",")}`;
    if (key === this.#presetKey) return;
    this.#presetKey = key;
    const placeholder = document.createElement("option");
    placeholder.value = "";
    placeholder.textContent = t("camera:choosePreset");
    this.#presets.replaceChildren(
      placeholder,
      ...controls.presets.map((preset) => {
        const option = document.createElement("option");
        option.value = String(preset.id);
        option.textContent = preset.name;
        return option;
      }),
    );
  }

  /** Marks a pad button as just sent (a short press animation, no waiting for the network). */
  flash(command: PadCommand): void {
    const button = this.#buttons.find((b) => b.dataset.command === command);
    if (!button) return;
    button.dataset.sent = "";
    setTimeout(() => delete button.dataset.sent, 150);
  }
}
