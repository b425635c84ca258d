// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { CameraControlsView } from "./camera-controls-view";
import { renderStats } from "./camera-stats-view";
import { CAMERA_STATS_THEME_CSS } from "./camera-stats-theme.generated";
import { sheetOf } from "../ui/shadow/sheets";
import type { CameraPhaseView } from "../core/video/camera-phase";
import { CameraView, type CameraViewModel, type ControlsView } from "./camera-view";

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const phaseView = (partial: Pick<CameraPhaseView, "phase" | "messageKey" | "retry"> & Partial<CameraPhaseView>) => ({
  auth: null,
  signIn: false,
  ...partial,
});
const playing: CameraPhaseView = phaseView({ phase: "playing", messageKey: null, retry: false });
const controls: ControlsView = {
  panTilt: true,
  home: false,
  zoom: true,
  presets: [{ id: 4, name: "Gate", isHome: false }],
  viewOnly: false,
};
const model = (partial: Partial<CameraViewModel>): CameraViewModel => ({
  cameraId: 12,
  phase: playing,
  stats: null,
  showStats: false,
  quality: "auto",
  controls: null,
  notice: null,
  ...partial,
});

function setup() {
  const host = document.createElement("div");
  const root = host.attachShadow({ mode: "open" });
  const handlers = { retry: vi.fn(), signIn: vi.fn(), command: vi.fn(), preset: vi.fn(), quality: vi.fn() };
  const view = new CameraView(root, t, handlers);
  const $ = <E extends Element>(selector: string) => root.querySelector<E>(selector) as E;
  return { view, handlers, $, root };
}

describe("CameraView", () => {
  it("shows the status box with Retry for an error, and hides it while playing", () => {
    const { view, handlers, $ } = setup();
    view.render(
      model({ phase: phaseView({ phase: "error", messageKey: "core:errors.streamForbidden", retry: true }) }),
    );
    expect($<HTMLElement>("[part=status]").hidden).toBe(false);
    expect($("[part=message]").textContent).toBe("core:errors.streamForbidden");
    $<HTMLButtonElement>("[part=retry-button]").click();
    expect(handlers.retry).toHaveBeenCalledOnce();
    view.render(model({}));
    expect($<HTMLElement>("[part=status]").hidden).toBe(true);
  });

  it("offers the sign-in link, not Retry, when signed out", () => {
    const { view, handlers, $ } = setup();
    view.render(
      model({
        phase: phaseView({
          phase: "signedOut",
          messageKey: "camera:signedOut",
          retry: false,
          auth: "missing",
          signIn: true,
        }),
      }),
    );
    expect($<HTMLElement>("[part=retry-button]").hidden).toBe(true);
    $<HTMLAnchorElement>("[part=sign-in-link]").click();
    expect(handlers.signIn).toHaveBeenCalledOnce();
  });

  it("shows a plain message, no link and no Retry, where there is no sign-in page or nothing to retry", () => {
    const { view, $ } = setup();
    for (const phase of [
      phaseView({ phase: "signedOut", messageKey: "camera:notSignedIn", retry: false, auth: "missing" }),
      phaseView({ phase: "signedOut", messageKey: "camera:tokenExpired", retry: false, auth: "expired" }),
      phaseView({ phase: "notFound", messageKey: "core:errors.cameraNotFound", retry: false }),
    ]) {
      view.render(model({ phase }));
      expect($("[part=message]").textContent).toBe(phase.messageKey);
      expect($<HTMLElement>("[part=sign-in-link]").hidden).toBe(true);
      expect($<HTMLElement>("[part=retry-button]").hidden).toBe(true);
    }
  });

  it("shows no controls until their module has loaded (then builds them once)", () => {
    const { view, $, root } = setup();
    view.render(model({ controls }));
    expect($<HTMLElement>("[part=controls]").hidden).toBe(true);
    expect(root.querySelectorAll("[data-command]")).toHaveLength(0);
    const sheets = root.adoptedStyleSheets.length;
    view.attachControls(CameraControlsView);
    view.attachControls(CameraControlsView);
    // Their rules (camera-controls.css) come with them, added once.
    expect(root.adoptedStyleSheets).toHaveLength(sheets + 1);
    view.render(model({ controls }));
    expect($<HTMLElement>("[part=controls]").hidden).toBe(false);
    expect(root.querySelectorAll("[data-command]")).toHaveLength(7);
    expect(root.querySelectorAll("[part=presets]")).toHaveLength(1);
  });

  it("shows only the controls the rules allow, labelled, and sends their commands", () => {
    const { view, handlers, $, root } = setup();
    view.attachControls(CameraControlsView);
    view.render(model({ controls }));
    const visible = [...root.querySelectorAll<HTMLButtonElement>("[data-command]")].filter((b) => !b.hidden);
    expect(visible.map((b) => b.dataset.command)).toEqual(["up", "left", "right", "down", "in", "out"]);
    expect(visible.every((b) => (b.getAttribute("aria-label") ?? "").startsWith("camera:"))).toBe(true);
    visible[1]?.click();
    expect(handlers.command).toHaveBeenCalledWith("left");
    const presets = $<HTMLSelectElement>("[part=presets]");
    expect([...presets.options].map((o) => o.textContent)).toEqual(["camera:choosePreset", "Gate"]);
    presets.value = "4";
    presets.dispatchEvent(new Event("change"));
    expect(handlers.preset).toHaveBeenCalledWith(4);
    expect(presets.value).toBe("");
  });

  it("hides the controls until playing, and from view-only viewers with a notice", () => {
    const { view, $ } = setup();
    view.attachControls(CameraControlsView);
    view.render(
      model({ controls, phase: phaseView({ phase: "connecting", messageKey: "video:connecting", retry: false }) }),
    );
    expect($<HTMLElement>("[part=controls]").hidden).toBe(true);
    view.render(model({ controls: { ...controls, viewOnly: true } }));
    expect($<HTMLElement>("[part=controls]").hidden).toBe(true);
    expect($("[part=notice]").textContent).toBe("camera:viewOnly");
  });

  it("fills the stats panel below the picture from the engine's figures once its module has loaded", () => {
    const { view, $, root } = setup();
    const stats = {
      transport: "hls" as const,
      quality: "sub" as const,
      width: 320,
      height: 180,
      fps: 6,
      bitrateKbps: 160,
      latencyMs: null,
      firstFrameMs: 812,
    };
    view.render(model({ stats, showStats: true, quality: "sub" }));
    expect($<HTMLElement>("[part=stats]").hidden).toBe(true);
    expect(root.adoptedStyleSheets).not.toContain(sheetOf(CAMERA_STATS_THEME_CSS));
    view.attachStats(renderStats);
    view.render(model({ stats, showStats: true, quality: "sub" }));
    const sheets = root.adoptedStyleSheets.length;
    view.render(model({ stats, showStats: true, quality: "sub" }));
    expect($<HTMLElement>("[part=stats]").hidden).toBe(false);
    // Its rules come with it, added once: the tokens of its theme (the page's colours), the shared
    // panel's rules (ui/styles/stats-panel.css) and the camera's additions.
    expect(root.adoptedStyleSheets).toContain(sheetOf(CAMERA_STATS_THEME_CSS));
    expect(root.adoptedStyleSheets).toHaveLength(sheets);
    // Outside the picture's box (the stage with the video, the state and the controls): after it.
    expect($("[part=stats]").parentNode).toBe(root);
    expect($(".stage").contains($("[part=frame]"))).toBe(true);
    expect($(".stage").nextElementSibling).toBe($("[part=stats]"));
    // The stream page's rows (ui/video/stats-figures.tsx): <div data-stat><dt><dd></div>.
    const rows = [...root.querySelectorAll<HTMLElement>("[part=stats] > div")];
    expect(rows.map((row) => row.dataset.stat)).toEqual([
      "transport",
      "resolution",
      "frameRate",
      "bitRate",
      "latency",
      "firstFrame",
      "quality",
    ]);
    const text = $("[part=stats]").textContent ?? "";
    expect(text).toContain("HLS");
    expect(text).toContain("320×180");
    expect(text).toContain("6 fps");
    expect(text).toContain("160 kbit/s");
    expect(text).toContain("812 ms");
    expect($<HTMLSelectElement>("[part=quality]").value).toBe("sub");
  });

  it("keeps the quality choice where it is while the figures change (a chooser keeps its focus)", () => {
    const { view, $, root } = setup();
    const stats = (fps: number) => ({
      transport: "webrtc" as const,
      quality: "main" as const,
      width: 640,
      height: 360,
      fps,
      bitrateKbps: 900,
      latencyMs: 40,
      firstFrameMs: 700,
    });
    document.body.append(root.host);
    view.attachStats(renderStats);
    view.render(model({ stats: stats(15), showStats: true }));
    const select = $<HTMLSelectElement>("[part=quality]");
    const cell = select.parentElement;
    select.focus();
    expect(root.activeElement).toBe(select);
    view.render(model({ stats: stats(14), showStats: true }));
    expect($("[part=stats] [data-stat=frameRate] dd").textContent).toBe("14 fps");
    expect(select.parentElement).toBe(cell);
    expect(root.activeElement).toBe(select);
    root.host.remove();
  });
});
