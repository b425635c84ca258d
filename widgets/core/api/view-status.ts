import { authProblem, type ApiError, type AuthProblem } from "./api-error";
import type { RemoteData } from "./remote-data";

/**
 * What a widget shows for a remote load, the same way in every widget:
 * - `idle`: nothing to load (no selection, an empty query): the widget's own resting state;
 * - `loading`: the first load (never endless: calls time out into `error`);
 * - `content`: data to show (also while loading again or after a failure, with `stale`);
 * - `empty`: loaded, nothing to show;
 * - `error`: a failed load (with Retry; transient failures also retry by themselves);
 * - `auth`: nobody is signed in (a 401, or no token): `vms-auth-required`, and a sign-in link where a
 *   sign-in page exists; `problem` tells no token (`missing`) from a refused or an expired one.
 */
export type ViewStatus =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "content"; stale: boolean }
  | { kind: "empty" }
  | { kind: "error"; error: ApiError; hasData: boolean }
  | { kind: "auth"; problem?: AuthProblem };

export function viewStatus<T>(remote: RemoteData<T>, isEmpty: (data: T) => boolean = () => false): ViewStatus {
  switch (remote.status) {
    case "notAsked":
      return { kind: "idle" };
    case "loading":
      return remote.previous === undefined ? { kind: "loading" } : { kind: "content", stale: true };
    case "error":
      if (remote.error.code === "auth") return { kind: "auth", problem: authProblem(remote.error) ?? "missing" };
      return { kind: "error", error: remote.error, hasData: remote.previous !== undefined };
    case "success":
      return isEmpty(remote.data) ? { kind: "empty" } : { kind: "content", stale: false };
  }
}
