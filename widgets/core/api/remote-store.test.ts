import { allTasks, atom, cleanStores } from "nanostores";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configure } from "../config/config-store";
import { defaultConfig } from "../testing/fake-api";
import { ApiError } from "./api-error";
import { remoteStore, settled, type RemoteStore } from "./remote-store";

/** Resolves `value` after `ms`, or rejects as aborted when the signal fires. */
const later = <T>(value: T, ms: number, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(value), ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("aborted", "AbortError"));
    });
  });

const stores: RemoteStore<unknown>[] = [];
function track<T>(store: RemoteStore<T>): RemoteStore<T> {
  stores.push(store as RemoteStore<unknown>);
  return store;
}

afterEach(() => {
  cleanStores(...stores);
  stores.length = 0;
  defaultConfig();
  vi.useRealTimers();
});

describe("remoteStore", () => {
  it("starts nothing until someone listens, then moves from loading to success", async () => {
    const load = vi.fn((_: true, signal: AbortSignal) => later(7, 5, signal));
    const $store = track(remoteStore({ load }));
    expect($store.value?.status).toBe("notAsked");
    expect(load).not.toHaveBeenCalled();
    const off = $store.listen(() => undefined);
    expect($store.get().status).toBe("loading");
    await allTasks();
    expect($store.get()).toEqual({ status: "success", data: 7 });
    off();
  });

  it("reloads when its input changes, keeps the previous data meanwhile, and the latest input wins", async () => {
    const $input = atom<number | null>(1);
    const $store = track(
      remoteStore({ input: $input, load: (n: number, signal) => later(n * 10, 30 - n * 5, signal) }),
    );
    $store.listen(() => undefined);
    await allTasks();
    $input.set(2);
    expect($store.get()).toEqual({ status: "loading", previous: 10 });
    $input.set(3);
    await allTasks();
    expect($store.get()).toEqual({ status: "success", data: 30 });
  });

  it("is notAsked while its input is null", async () => {
    const $input = atom<number | null>(null);
    const load = vi.fn((n: number, signal: AbortSignal) => later(n, 1, signal));
    const $store = track(remoteStore({ input: $input, load }));
    $store.listen(() => undefined);
    expect($store.get().status).toBe("notAsked");
    $input.set(4);
    await allTasks();
    $input.set(null);
    expect($store.get().status).toBe("notAsked");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not reload for an equal key, and reloads when the API's credentials change", async () => {
    const $input = atom({ id: 1 });
    const load = vi.fn((input: { id: number }, signal: AbortSignal) => later(input.id, 1, signal));
    const $store = track(remoteStore({ input: $input, load }));
    $store.listen(() => undefined);
    await allTasks();
    $input.set({ id: 1 });
    configure({ token: "another-user" });
    await allTasks();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("debounces the changes `when` picks (the first at once), not the others", async () => {
    const $input = atom("a");
    const seen: string[] = [];
    const $store = track(
      remoteStore({
        input: $input,
        debounce: { wait: 40, when: (previous, next) => next.startsWith(previous) },
        load: async (text: string) => {
          seen.push(text);
          return text;
        },
      }),
    );
    $store.listen(() => undefined);
    await allTasks();
    $input.set("ab");
    $input.set("abc");
    $input.set("abcd");
    expect(seen).toEqual(["a", "ab"]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await allTasks();
    expect(seen).toEqual(["a", "ab", "abcd"]);
    $input.set("x");
    expect(seen.at(-1)).toBe("x");
  });

  it("retries a transient failure with backoff, keeping the error shown, and tells onError once", async () => {
    let calls = 0;
    const onError = vi.fn();
    const $store = track(
      remoteStore({
        retry: [10, 20],
        onError,
        load: async () => {
          calls += 1;
          if (calls < 3) throw new ApiError("http", "boom", 503);
          return "fine";
        },
      }),
    );
    const states: string[] = [];
    $store.subscribe((state) => states.push(state.status));
    await vi.waitFor(() => expect($store.get()).toEqual({ status: "success", data: "fine" }), { timeout: 1000 });
    expect(calls).toBe(3);
    expect(onError).toHaveBeenCalledTimes(1);
    // No "loading" between the failures: the error stays shown while it retries.
    expect(states).toEqual(["loading", "error", "error", "success"]);
  });

  it("does not retry a refusal or bad data by itself; reload() tries again", async () => {
    let calls = 0;
    const $store = track(
      remoteStore({
        retry: [5],
        load: async () => {
          calls += 1;
          throw new ApiError(calls === 1 ? "auth" : "schema", "no");
        },
      }),
    );
    $store.listen(() => undefined);
    await allTasks();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(1);
    const state = $store.get();
    expect(state.status === "error" && state.error.code).toBe("auth");
    await $store.reload();
    expect(calls).toBe(2);
  });

  it("forgets everything when the last listener leaves (cleanStores), aborting the load in flight", async () => {
    let aborted = false;
    const $store = track(
      remoteStore({
        load: (_: true, signal) => {
          signal.addEventListener("abort", () => (aborted = true));
          return later(1, 1000, signal);
        },
      }),
    );
    $store.listen(() => undefined);
    cleanStores($store);
    expect(aborted).toBe(true);
    expect($store.value?.status).toBe("notAsked");
  });

  it("update() changes the data of a success; settled() waits for the outcome", async () => {
    const $store = track(remoteStore({ load: (_: true, signal) => later([1], 5, signal) }));
    const outcome = await settled($store);
    expect(outcome).toEqual({ status: "success", data: [1] });
    $store.listen(() => undefined);
    $store.update((list) => [...list, 2]);
    expect($store.get()).toEqual({ status: "success", data: [1, 2] });
  });
});
