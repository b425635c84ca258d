// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Viewer } from "../core/schemas/realtime";
import "./alert-view.catalogue";
import { ViewHeader } from "./view-header";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const operator: Viewer = { name: "Olivia Operator", username: "operator", joined: ago(125), viewOnlyAccess: false };
const multi: Viewer = { name: "Mia Multi", username: "multi", joined: ago(30), viewOnlyAccess: true };

describe("ViewHeader", () => {
  let container: HTMLElement;
  let root: Root;
  let backs: number;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    backs = 0;
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  const render = (viewers: Viewer[] | undefined) =>
    act(() =>
      root.render(
        <ViewHeader title="Crescent Yard, Tower 0005" viewers={viewers} username="multi" onBack={() => backs++} />,
      ),
    );
  const q = (selector: string) => container.querySelector<HTMLElement>(selector);

  it("the title and back; no viewers button with one viewer", () => {
    render([operator]);
    expect(q("[part=title]")!.textContent).toBe("Crescent Yard, Tower 0005");
    expect(q("[part=viewers-button]")).toBeNull();
    act(() => q("[part=back-button]")!.click());
    expect(backs).toBe(1);
    expect(q("[part=back-button]")!.getAttribute("aria-label")).toBe("Back to alerts");
  });

  it("with two viewers: the button opens the popup with name, running time, username and access; Escape closes it", () => {
    render([operator, multi]);
    const open = q("[part=viewers-button]")!;
    expect(open.textContent).toBe("Viewers (2)");
    expect(open.getAttribute("aria-expanded")).toBe("false");
    act(() => open.click());
    const rows = [...container.querySelectorAll("[part=viewers-popup] li")];
    expect(rows.map((row) => row.querySelector(".viewer-name")!.textContent)).toEqual([
      "Olivia Operator ",
      "Mia Multi (you)",
    ]);
    expect(rows.map((row) => row.querySelector(".viewer-username")!.textContent)).toEqual(["operator", "multi"]);
    expect(rows.map((row) => row.querySelector(".access")!.textContent)).toEqual(["camera control", "view only"]);
    expect(rows[0]!.querySelector(".viewer-time")!.textContent).toMatch(/^2:0[5-6]$/);
    act(() => {
      q("[part=viewers-popup]")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(q("[part=viewers-popup]")).toBeNull();
    expect(open.getAttribute("aria-expanded")).toBe("false");
  });
});
