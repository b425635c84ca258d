import type { PadCommand } from "./camera-view";

/** An element with a class (and children); parts are set where each is made, so the spec test sees them. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: Node[]) {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

function commandButton(command: PadCommand, symbol: string): HTMLButtonElement {
  const button = el("button", `control ${command}`);
  button.type = "button";
  button.dataset.command = command;
  button.textContent = symbol;
  return button;
}

/**
 * Builds the shadow tree of `<vms-camera>` with DOM calls only (no HTML parsing: fine under a strict
 * CSP and Trusted Types) and answers its elements. Parts are set where each element is made.
 */
export function buildCameraDom(root: ShadowRoot) {
  const frame = el("div", "frame");
  frame.setAttribute("part", "frame");
  frame.setAttribute("role", "img");
  const spinner = el("span", "spinner");
  spinner.setAttribute("aria-hidden", "true");
  const message = el("p", "message");
  message.setAttribute("part", "message");
  const retry = el("button", "button");
  retry.type = "button";
  retry.setAttribute("part", "retry-button");
  const signIn = el("a", "button");
  signIn.href = "#";
  signIn.setAttribute("part", "sign-in-link");
  const status = el("div", "status", spinner, message, retry, signIn);
  status.setAttribute("part", "status");
  status.setAttribute("role", "status");
  const stats = el("dl", "stats");
  stats.setAttribute("part", "stats");
  const padButtons = (
    [
      ["up", "▲"],
      ["left", "◀"],
      ["home", "⌂"],
      ["right", "▶"],
      ["down", "▼"],
    ] as const
  ).map(([command, symbol]) => {
    const button = commandButton(command, symbol);
    button.setAttribute("part", "pad-button");
    return button;
  });
  const pad = el("div", "pad", ...padButtons);
  pad.setAttribute("part", "pad");
  const zoomButtons = (
    [
      ["in", "+"],
      ["out", "−"],
    ] as const
  ).map(([command, symbol]) => {
    const button = commandButton(command, symbol);
    button.setAttribute("part", "zoom-button");
    return button;
  });
  const presetsLabel = el("label", "visually-hidden");
  presetsLabel.htmlFor = "presets";
  const presets = el("select", "presets");
  presets.id = "presets";
  presets.setAttribute("part", "presets");
  const controls = el("div", "controls", pad, el("div", "zoom", ...zoomButtons), presetsLabel, presets);
  controls.setAttribute("part", "controls");
  controls.setAttribute("role", "group");
  const notice = el("p", "notice");
  notice.setAttribute("part", "notice");
  notice.setAttribute("role", "alert");
  const quality = el("select", "quality");
  quality.setAttribute("part", "quality");
  root.append(frame, status, stats, controls, notice);
  return {
    frame,
    status,
    message,
    spinner,
    retry,
    signIn,
    stats,
    controls,
    pad,
    presets,
    presetsLabel,
    quality,
    notice,
  };
}
