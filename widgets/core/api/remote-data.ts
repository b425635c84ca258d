import { atom, type WritableAtom } from "nanostores";
import type { ApiError } from "./api-error";

/**
 * Every remote load moves through not asked, loading, success, error. `previous` keeps the last
 * data while loading again or after a failure, so a widget stays usable.
 */
export type RemoteData<T> =
  | { status: "notAsked" }
  | { status: "loading"; previous?: T }
  | { status: "success"; data: T }
  | { status: "error"; error: ApiError; previous?: T };

export const notAsked = { status: "notAsked" } as const;

export type RemoteAtom<T> = WritableAtom<RemoteData<T>>;

/** A writable remote-data atom, for values set by an action (the token call); loads use `remoteStore`. */
export function remoteAtom<T>(): RemoteAtom<T> {
  return atom<RemoteData<T>>(notAsked);
}

/** The data of a success, or the previous data while loading again or after a failure. */
export function dataOf<T>(value: RemoteData<T>): T | undefined {
  if (value.status === "success") return value.data;
  if (value.status === "loading" || value.status === "error") return value.previous;
  return undefined;
}
