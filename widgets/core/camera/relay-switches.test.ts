import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RelayState } from "../schemas/stream";
import { createHeater, createLights, type SendRelay } from "./relay-switches";
import type { StreamMessage } from "./camera-message";
import { relay } from "./camera-fixtures";

/** A relay command the test answers by hand. */
function controlledSend() {
  const calls: { relayName: string; state: RelayState; resolve(): void; reject(error: Error): void }[] = [];
  const send: SendRelay = (relayName, state) =>
    new Promise<void>((resolve, reject) => calls.push({ relayName, state, resolve, reject }));
  return { send, calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe("lights (document 3 §4)", () => {
  let messages: StreamMessage[];
  beforeEach(() => {
    vi.useFakeTimers();
    messages = [];
  });
  afterEach(() => vi.useRealTimers());

  const report = (message: StreamMessage) => messages.push(message);

  it("lists only light relays (names with 'light' or 'strobe'), each at its default", () => {
    const { send } = controlledSend();
    const lights = createLights(
      [relay("irlight"), relay("heater"), relay("Strobe", { stateDefault: "on" }), relay("siren")],
      send,
      report,
    );
    expect(lights.$lights.get().map((l) => [l.relayName, l.state])).toEqual([
      ["irlight", "off"],
      ["Strobe", "on"],
    ]);
  });

  it("is busy while the command runs, sets the state on success, reverts to the default after 60000 ms", async () => {
    const { send, calls } = controlledSend();
    const lights = createLights([relay("irlight")], send, report);
    const done = lights.toggle("irlight");
    expect(lights.$lights.get()[0]).toMatchObject({ busy: true, state: "off" });
    expect(calls[0]).toMatchObject({ relayName: "irlight", state: "on" });
    calls[0]!.resolve();
    await done;
    expect(lights.$lights.get()[0]).toMatchObject({ busy: false, state: "on" });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(lights.$lights.get()[0]!.state).toBe("on");
    await vi.advanceTimersByTimeAsync(1);
    expect(lights.$lights.get()[0]!.state).toBe("off");
    expect(messages).toEqual([]);
  });

  it("reverts after the relay's own delay", async () => {
    const { send, calls } = controlledSend();
    const lights = createLights([relay("camera_light", { delay: 5000 })], send, report);
    const done = lights.toggle("camera_light");
    calls[0]!.resolve();
    await done;
    await vi.advanceTimersByTimeAsync(4999);
    expect(lights.$lights.get()[0]!.state).toBe("on");
    await vi.advanceTimersByTimeAsync(1);
    expect(lights.$lights.get()[0]!.state).toBe("off");
  });

  it("does not revert when the new state is the default", async () => {
    const { send, calls } = controlledSend();
    const lights = createLights([relay("strobe", { stateDefault: "on" })], send, report);
    let done = lights.toggle("strobe"); // on → off (not the default): reverts
    calls[0]!.resolve();
    await done;
    done = lights.toggle("strobe"); // off → on (the default): the pending revert is cancelled, none set
    calls[1]!.resolve();
    await done;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(lights.$lights.get()[0]!.state).toBe("on");
    expect(calls).toHaveLength(2);
  });

  it("on failure returns to the default with 'Failed to toggle light: {message}'", async () => {
    const { send, calls } = controlledSend();
    const lights = createLights([relay("irlight")], send, report);
    const done = lights.toggle("irlight");
    calls[0]!.reject(new Error("relay offline"));
    await done;
    expect(lights.$lights.get()[0]).toMatchObject({ busy: false, state: "off" });
    expect(messages).toEqual([
      { severity: "error", key: "cameraCommands:errors.toggleLight", values: { message: "relay offline" } },
    ]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(lights.$lights.get()[0]!.state).toBe("off");
  });

  it("a failure while on (after a success) goes back to the default, not the previous state", async () => {
    const { send, calls } = controlledSend();
    const lights = createLights([relay("irlight")], send, report);
    let done = lights.toggle("irlight");
    calls[0]!.resolve();
    await done;
    done = lights.toggle("irlight"); // on → off fails
    calls[1]!.reject(new Error("timeout"));
    await done;
    expect(lights.$lights.get()[0]!.state).toBe("off");
  });

  it("ignores a toggle while busy, and stops reverting once destroyed", async () => {
    const { send, calls } = controlledSend();
    const lights = createLights([relay("irlight")], send, report);
    const done = lights.toggle("irlight");
    void lights.toggle("irlight");
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await done;
    lights.destroy();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lights.$lights.get()[0]!.state).toBe("on");
    await flush();
  });
});

describe("heater (document 3 §4)", () => {
  it("toggles only after the command succeeds", async () => {
    const { send, calls } = controlledSend();
    const heater = createHeater([relay("irlight"), relay("heater", { uiLabel: "Heater" })], send, () => {});
    expect(heater.$heater.get()).toMatchObject({ relayName: "heater", state: "off", busy: false });
    const done = heater.toggle();
    expect(heater.$heater.get()).toMatchObject({ state: "off", busy: true });
    calls[0]!.resolve();
    await done;
    expect(heater.$heater.get()).toMatchObject({ state: "on", busy: false });
  });

  it("keeps its state on failure and shows the error text", async () => {
    const messages: StreamMessage[] = [];
    const { send, calls } = controlledSend();
    const heater = createHeater([relay("heater")], send, (m) => messages.push(m));
    const done = heater.toggle();
    calls[0]!.reject(new Error("You may not switch"));
    await done;
    expect(heater.$heater.get()).toMatchObject({ state: "off", busy: false });
    expect(messages).toEqual([
      { severity: "error", key: "cameraCommands:errors.relay", values: { message: "You may not switch" } },
    ]);
  });

  it("is null without a heater relay", () => {
    expect(createHeater([relay("irlight")], controlledSend().send, () => {}).$heater.get()).toBeNull();
  });
});
