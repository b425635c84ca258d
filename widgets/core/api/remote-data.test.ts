import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createLoader, dataOf, remoteAtom } from "./remote-data";

const later = <T>(value: T, ms: number, signal?: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(value), ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("aborted", "AbortError"));
    });
  });

describe("createLoader", () => {
  it("moves from not asked to loading to success", async () => {
    const store = remoteAtom<number>();
    expect(store.get().status).toBe("notAsked");
    const load = createLoader(store, (signal) => later(7, 5, signal));
    const pending = load();
    expect(store.get().status).toBe("loading");
    await pending;
    expect(store.get()).toEqual({ status: "success", data: 7 });
  });

  it("keeps the previous data while loading again", async () => {
    const store = remoteAtom<number>();
    const load = createLoader(store, (signal, n: number) => later(n, 5, signal));
    await load(1);
    const pending = load(2);
    expect(dataOf(store.get())).toBe(1);
    await pending;
    expect(dataOf(store.get())).toBe(2);
  });

  it("lets the latest request win", async () => {
    const store = remoteAtom<string>();
    const load = createLoader(store, (signal, value: string, ms: number) => later(value, ms, signal));
    const first = load("slow", 30);
    const second = load("fast", 1);
    await Promise.all([first, second]);
    expect(store.get()).toEqual({ status: "success", data: "fast" });
  });

  it("stores an ApiError on failure", async () => {
    const store = remoteAtom<number>();
    const load = createLoader(store, async () => {
      throw new ApiError("http", "nope", 500);
    });
    await load();
    const state = store.get();
    expect(state.status === "error" && [state.error.code, state.error.status]).toEqual(["http", 500]);
  });
});
