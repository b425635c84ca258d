// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

const MARKER = Symbol.for("vms-widgets.loaded");
const scope = globalThis as typeof globalThis & { [MARKER]?: string };

describe("the duplicate-copy warning", () => {
  afterEach(() => {
    delete scope[MARKER];
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("comes from whichever copy loads second: the CDN bundle after the ESM package", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await import("../index"); // the ESM package's entry (any entry loads the configuration store)
    expect(warn).not.toHaveBeenCalled();
    vi.resetModules(); // a second, independent copy of every module, as a second bundle would be
    await import("./config/config-store");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/a second copy of the library \(.+\) loaded beside .+ \(test\)/);
  });

  it("and the ESM package after the CDN bundle", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    scope[MARKER] = "0.1.0 (cdn)"; // what the CDN bundle left on the page
    await import("../index");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("beside 0.1.0 (cdn)");
  });

  it("stays quiet when one copy is loaded through several entries", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await import("../index");
    await import("./config/config-store");
    await import("../core/session/session-store");
    expect(warn).not.toHaveBeenCalled();
  });
});
