import { describe, expect, it } from "vitest";
import { createMenuState } from "./action-menus";

describe("action menus (document 3 §2.1)", () => {
  it("opens one at a time", () => {
    const menus = createMenuState();
    expect(menus.$open.get()).toBeNull();
    menus.toggle("presets");
    expect(menus.$open.get()).toBe("presets");
    menus.toggle("lights");
    expect(menus.$open.get()).toBe("lights");
  });

  it("clicking the open one closes it", () => {
    const menus = createMenuState();
    menus.toggle("snapshot");
    menus.toggle("snapshot");
    expect(menus.$open.get()).toBeNull();
    menus.toggle("snapshot");
    expect(menus.$open.get()).toBe("snapshot");
  });

  it("changing camera closes it; the same camera again does not", () => {
    const menus = createMenuState();
    menus.cameraChanged(12);
    menus.toggle("speaker");
    menus.cameraChanged(12);
    expect(menus.$open.get()).toBe("speaker");
    menus.cameraChanged(13);
    expect(menus.$open.get()).toBeNull();
  });

  it("close() closes whatever is open", () => {
    const menus = createMenuState();
    menus.toggle("quickDownload");
    menus.close();
    expect(menus.$open.get()).toBeNull();
  });
});
