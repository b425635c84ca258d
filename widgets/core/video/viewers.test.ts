import { describe, expect, it } from "vitest";
import type { Viewer } from "../schemas/realtime";
import { controllingViewer, isViewOnly } from "./viewers";

const viewer = (username: string, joined: string): Viewer => ({
  name: username,
  username,
  joined,
  viewOnlyAccess: false,
});
const viewers = [viewer("operator", "2026-11-23T07:00:00Z"), viewer("multi", "2026-11-23T07:01:00Z")];

describe("isViewOnly (document 3 §6)", () => {
  it("gives control to the first viewer to join", () => {
    expect(isViewOnly(viewers, "operator")).toBe(false);
    expect(controllingViewer(viewers)?.username).toBe("operator");
  });

  it("makes everyone else view-only, and an unknown user too", () => {
    expect(isViewOnly(viewers, "multi")).toBe(true);
    expect(isViewOnly(viewers, "someone")).toBe(true);
    expect(isViewOnly(viewers, null)).toBe(true);
  });

  it("is not view-only before check-in has answered", () => {
    expect(isViewOnly(null, "multi")).toBe(false);
    expect(isViewOnly([], "multi")).toBe(false);
    expect(controllingViewer([])).toBeNull();
  });
});
