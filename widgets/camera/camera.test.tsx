// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configure } from "../core/config/config-store";
import { callbackName } from "../core/element/spec";
import { defaultConfig, fileFakeApi } from "../core/testing/fake-api";
import { Camera } from "./camera";
import { cameraSpec, type StreamErrorDetail } from "./camera.spec";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = await fileFakeApi({ settleMs: 0 });
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  defaultConfig();
  configure({ apiBaseUrl: api.url });
});

function render(node: React.ReactNode): HTMLElement {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(node));
  return container;
}

describe("Camera (React)", () => {
  it("has a callback for each event of <vms-camera>'s spec, and the same props", () => {
    expect(Camera.spec).toBe(cameraSpec);
    expect(Object.keys(cameraSpec.events).map(callbackName).sort()).toEqual([
      "onAuthRequired",
      "onNavigate",
      "onStreamError",
      "onStreamStatus",
    ]);
  });

  it("renders <vms-camera> on the server with its props as attributes, registering nothing", () => {
    const html = renderToString(<Camera cameraId={12} controls muted={false} quality="sub" className="wide" />);
    expect(html).toBe('<vms-camera class="wide" camera-id="12" controls="" muted="false" quality="sub"></vms-camera>');
    expect(customElements.get("vms-camera")).toBeUndefined();
  });

  it("defines the element lazily, passes props and calls onX with each event's detail", async () => {
    configure({ token: "partner-token" });
    const errors: StreamErrorDetail[] = [];
    const statuses: string[] = [];
    const navigations: string[] = [];
    let setCamera: (id: number) => void = () => {};
    function Page() {
      const [cameraId, set] = useState(404);
      setCamera = set;
      return (
        <Camera
          cameraId={cameraId}
          stats
          muted={false}
          onStreamError={(detail) => errors.push(detail)}
          onStreamStatus={(detail) => statuses.push(`${detail.cameraId}:${detail.status}`)}
          onNavigate={(detail) => {
            navigations.push(detail.path);
            return false;
          }}
        />
      );
    }
    const container = render(<Page />);
    type CameraTag = HTMLElement & {
      cameraId?: number;
      stats: boolean;
      muted: boolean;
      emit(name: string, detail: unknown): boolean;
    };
    const element = container.querySelector("vms-camera") as CameraTag;
    expect(element).not.toBeNull();
    await vi.waitFor(() => expect(customElements.get("vms-camera")).toBeDefined(), { timeout: 5_000 });
    expect(element).toBeInstanceOf(customElements.get("vms-camera") as CustomElementConstructor);
    expect([element.cameraId, element.stats, element.muted]).toEqual([404, true, false]);
    // The element's own first status reaches the callback.
    await vi.waitFor(() => expect(statuses).toContain("404:initial"));
    act(() => setCamera(7));
    expect(element.cameraId).toBe(7);
    expect(element.getAttribute("camera-id")).toBe("7");
    await vi.waitFor(() => expect(statuses).toContain("7:initial"));
    // Events the element dispatches (as it does for a failed start) reach their callbacks with the
    // detail; a callback answering false cancels a cancelable event.
    const detail: StreamErrorDetail = {
      cameraId: 7,
      stage: "start",
      code: "http",
      status: 404,
      reason: "notFound",
      message: "Camera not found",
      retrying: false,
    };
    element.emit("vms-stream-error", detail);
    expect(errors).toEqual([detail]);
    expect(element.emit("vms-navigate", { path: "/auth/redirect", href: "/auth/redirect", external: false })).toBe(
      false,
    );
    expect(navigations).toEqual(["/auth/redirect"]);
  });
});
