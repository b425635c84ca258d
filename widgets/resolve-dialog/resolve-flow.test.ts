import { describe, expect, it } from "vitest";
import { ApiError } from "../core/api/api-error";
import type { ResolvePayload } from "../core/schemas/alerts";
import { createResolveFlow } from "./resolve-flow";

function flow(answer: () => Promise<unknown>) {
  const sent: ResolvePayload[] = [];
  const events: string[] = [];
  const f = createResolveFlow({
    alertId: 9001,
    resolve: (payload) => {
      sent.push(payload);
      return answer();
    },
    onResolved: () => events.push("resolved"),
    onFailed: (e) => events.push(`failed ${e.message}`),
  });
  return { f, sent, events };
}

describe("resolve flow", () => {
  it("shows no error before the first submit, then the rule's errors, kept up to date", async () => {
    const { f, sent } = flow(() => Promise.resolve());
    f.toggle("other");
    expect(f.$state.get().errors).toEqual({});
    expect(await f.submit()).toBe(false);
    expect(f.$state.get().errors).toEqual({ note: "noteRequired" });
    f.toggle("other");
    expect(f.$state.get().errors).toEqual({ tags: "tagRequired" });
    f.toggle("animal");
    expect(f.$state.get().errors).toEqual({});
    expect(sent).toEqual([]);
  });

  it("sends the payload, is busy meanwhile, ignores a second submit, and finishes", async () => {
    let finish: () => void = () => undefined;
    const { f, sent, events } = flow(() => new Promise<void>((resolve) => (finish = resolve)));
    f.toggle("theft");
    f.toggle("other");
    f.setNote("  Wind moved a sign ");
    const first = f.submit();
    expect(f.$state.get().busy).toBe(true);
    f.toggle("animal"); // ignored while busy
    expect(await f.submit()).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(sent).toEqual([{ alertId: 9001, tags: ["theft", "other"], note: "  Wind moved a sign " }]);
    expect(f.$state.get()).toMatchObject({ busy: false, done: true, tags: ["theft", "other"] });
    expect(events).toEqual(["resolved"]);
  });

  it("keeps the dialog open with the server's message on failure, and can try again", async () => {
    let fail = true;
    const { f, events } = flow(() =>
      fail ? Promise.reject(new ApiError("http", "Internal server error", 500)) : Promise.resolve(),
    );
    f.toggle("accident");
    expect(await f.submit()).toBe(false);
    expect(f.$state.get()).toMatchObject({ busy: false, done: false, failure: "Internal server error" });
    fail = false;
    expect(await f.submit()).toBe(true);
    expect(f.$state.get().failure).toBeUndefined();
    expect(events).toEqual(["failed Internal server error", "resolved"]);
  });
});
