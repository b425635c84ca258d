/** An element with a class (and children); parts are set where each is made, so the spec test sees them. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: Node[]) {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

/**
 * Builds the shadow tree of `<vms-camera>` with DOM calls only (no HTML parsing: fine under a strict
 * CSP and Trusted Types) and answers its elements. Parts are set where each element is made;
 * the controls' contents come with their lazily loaded module.
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
  // The stats panel goes below the picture, never over the camera's burned-in text (issue 21).
  const stats = el("dl", "stats");
  stats.setAttribute("part", "stats");
  stats.hidden = true;
  // The pad, zoom buttons and presets come with the controls' module (camera-controls-view.ts).
  const controls = el("div", "controls");
  controls.setAttribute("part", "controls");
  controls.setAttribute("role", "group");
  const notice = el("p", "notice");
  notice.setAttribute("part", "notice");
  notice.setAttribute("role", "alert");
  const quality = el("select", "quality");
  quality.setAttribute("part", "quality");
  // The picture and what shows over it (state, controls, notice); the stats panel after it.
  const stage = el("div", "stage", frame, status, controls, notice);
  root.append(stage, stats);
  return {
    frame,
    status,
    message,
    spinner,
    retry,
    signIn,
    stats,
    controls,
    quality,
    notice,
  };
}
