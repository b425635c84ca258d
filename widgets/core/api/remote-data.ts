import { atom, type WritableAtom } from "nanostores";
import { ApiError, toApiError } from "./api-error";

/** Every remote load moves through not asked, loading, success, error. */
export type RemoteData<T> =
  | { status: "notAsked" }
  | { status: "loading"; previous?: T }
  | { status: "success"; data: T }
  | { status: "error"; error: ApiError };

export const notAsked = { status: "notAsked" } as const;

export type RemoteStore<T> = WritableAtom<RemoteData<T>>;

export function remoteAtom<T>(): RemoteStore<T> {
  return atom<RemoteData<T>>(notAsked);
}

export function dataOf<T>(value: RemoteData<T>): T | undefined {
  if (value.status === "success") return value.data;
  if (value.status === "loading") return value.previous;
  return undefined;
}

/**
 * Runs `load` into `store`, latest request wins: an earlier load still in flight is aborted and
 * its result dropped. Resolves with the final state of this load (never rejects).
 */
export function createLoader<T, A extends unknown[]>(
  store: RemoteStore<T>,
  load: (signal: AbortSignal, ...args: A) => Promise<T>,
) {
  let current: AbortController | undefined;
  return async (...args: A): Promise<RemoteData<T>> => {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    store.set({ status: "loading", previous: dataOf(store.get()) });
    try {
      const data = await load(controller.signal, ...args);
      if (current !== controller) return store.get();
      const next = { status: "success", data } as const;
      store.set(next);
      return next;
    } catch (error) {
      const apiError = toApiError(error);
      if (current !== controller || apiError.code === "aborted") return store.get();
      const next = { status: "error", error: apiError } as const;
      store.set(next);
      return next;
    } finally {
      if (current === controller) current = undefined;
    }
  };
}

export { ApiError };
