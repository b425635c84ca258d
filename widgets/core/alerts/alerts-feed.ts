import { atom, onMount, type ReadableAtom } from "nanostores";
import { toApiError, type ApiError } from "../api/api-error";
import type { Alert } from "../schemas/alerts";
import type { RealtimeClient } from "../realtime";
import { applyAlertEvent, mergeRefetch, type AlertEvent, type AlertList } from "./alerts-reducer";

/**
 * The alert list of the page: the alerts call plus the /security_alerts events, reconciled so that
 * nothing is lost and nothing appears twice.
 * - `loading`: the first answer has not come (no list yet);
 * - `success`: `alerts` is the list, newest first (`syncing` while a reconciling refetch runs);
 * - `error`: the first load failed (the failure view); it retries by itself and on `retry()`.
 */
export type AlertsFeedState =
  | { status: "loading" }
  | { status: "success"; alerts: AlertList; syncing: boolean }
  | { status: "error"; error: ApiError };

export interface AlertsFeedOptions {
  client: RealtimeClient;
  /** GET /api/alerts: the user's unresolved alerts. */
  fetchAlerts(signal: AbortSignal): Promise<readonly Alert[]>;
  /** A refetch failed while a list was shown (the list stays; it retries). */
  onRefetchError?(error: ApiError): void;
  /** Waits before retrying a failed load; default 2 s, 5 s, 10 s, then 30 s. */
  retryDelaysMs?: readonly number[];
  /**
   * How store updates are published: `"sync"` (each event at once) or a number of milliseconds to
   * gather a burst of events into one update (the list renders once per batch, not per event).
   */
  publish?: "sync" | number;
  /** Called with each event's handling time in ms (benchmarks). */
  onEventHandled?(ms: number): void;
}

export interface AlertsFeed {
  $state: ReadableAtom<AlertsFeedState>;
  /** Loads again now (the failure view's Retry). */
  retry(): void;
  /** Refetches and merges (what a non-recovered reconnection does). */
  reconcile(): void;
  /** Applies an event as if it came from the socket (a local resolve, tests). */
  apply(event: AlertEvent): void;
}

export const ALERTS_RETRY_DELAYS_MS = [2000, 5000, 10_000, 30_000] as const;

/** Publishing the list: now, or (a `publish` interval) at most once per interval. */
function publisher(mode: AlertsFeedOptions["publish"], publish: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const now = () => {
    cancel();
    publish();
  };
  const soon = () => {
    if (mode === undefined || mode === "sync") return now();
    timer ??= setTimeout(now, mode);
  };
  return { now, soon, cancel };
}

/** The socket's alert events as feed events, and a reload after a reconnection the server did not recover. */
function followSocket(client: AlertsFeedOptions["client"], apply: (event: AlertEvent) => void, reload: () => void) {
  return [
    client.on("alert raised", (alert) => apply({ type: "raised", alert })),
    client.on("media available", ({ alertId, media }) => apply({ type: "media", alertId, media })),
    client.on("resolve initiated", ({ alertId }) => apply({ type: "resolved", alertId })),
    client.onConnect("/security_alerts", ({ recovered }) => {
      if (!recovered) reload();
    }),
  ];
}

/** The wait before the next load after `failures` failures in a row, or null when it is not retried. */
function retryDelay(error: ApiError, failures: number, delays: readonly number[]): number | null {
  if (error.code === "auth" || error.code === "forbidden") return null;
  return delays[Math.min(failures, delays.length - 1)] ?? 30_000;
}

export function createAlertsFeed(options: AlertsFeedOptions): AlertsFeed {
  const $state = atom<AlertsFeedState>({ status: "loading" });
  let list: AlertList | undefined;
  /** Events received since the request in flight left; null when none is in flight. */
  let pending: AlertEvent[] | null = null;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let mounted = false;
  const delays = options.retryDelaysMs ?? ALERTS_RETRY_DELAYS_MS;

  const published = publisher(options.publish, () => {
    if (list) $state.set({ status: "success", alerts: list, syncing: pending !== null });
  });
  const publishNow = published.now;

  const load = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    pending = [];
    if (!list) $state.set({ status: "loading" });
    else publishNow();
    options.fetchAlerts(current.signal).then(
      (answer) => {
        if (controller !== current) return;
        controller = undefined;
        list = mergeRefetch(answer, pending ?? []);
        pending = null;
        failures = 0;
        publishNow();
      },
      (reason: unknown) => {
        if (controller !== current) return;
        controller = undefined;
        pending = null;
        const error = toApiError(reason);
        if (error.code === "aborted") return;
        if (list) {
          publishNow();
          options.onRefetchError?.(error);
        } else $state.set({ status: "error", error });
        const delay = retryDelay(error, failures, delays);
        if (delay !== null && mounted) retryTimer = setTimeout(load, delay);
        failures += 1;
      },
    );
  };

  const apply = (event: AlertEvent) => {
    const start = performance.now();
    pending?.push(event);
    if (list) {
      const next = applyAlertEvent(list, event);
      if (next !== list) {
        list = next;
        published.soon();
      }
    }
    options.onEventHandled?.(performance.now() - start);
  };

  onMount($state, () => {
    mounted = true;
    const stops = followSocket(options.client, apply, load);
    if (!controller) load();
    return () => {
      mounted = false;
      for (const stop of stops) stop();
      controller?.abort();
      controller = undefined;
      pending = null;
      clearTimeout(retryTimer);
      published.cancel();
      // Unmounted, the list can go stale (no events): the next mount starts from a fresh load.
      list = undefined;
      failures = 0;
      $state.set({ status: "loading" });
    };
  });

  return { $state, retry: load, reconcile: load, apply };
}
