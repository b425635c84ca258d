import { atom, computed, onMount, task, type ReadableAtom, type WritableAtom } from "nanostores";
import { $config } from "../config/config-store";
import { reportApiError } from "./report-api-error";
import { isTransient, toApiError, type ApiError } from "./api-error";
import { createDebouncer } from "./debounce";
import { dataOf, notAsked, type RemoteData } from "./remote-data";

/** Waits before the automatic retries of a load that failed for a transient reason. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 16_000];

export interface RemoteStoreOptions<T, I> {
  /**
   * What the load depends on (a store; combine several with `computed`). The store loads again when
   * its key changes; `null` means there is nothing to load (the store is `notAsked`). Without it the
   * store loads once per mount. The API's base URL and credentials are always part of the key, so a
   * new user or token reloads everything.
   */
  input?: ReadableAtom<I | null>;
  /** Identity of an input (default: its JSON). Equal keys do not reload. */
  key?: (input: I) => string;
  /** The load: call the API with `callApi(…, { signal })` and return the data. */
  load(input: I, signal: AbortSignal): Promise<T>;
  /**
   * Wait this long after an input change before loading, when `when(previous, next)` says so (e.g.
   * typing): the first change after a quiet period loads at once, a burst loads once at its end.
   */
  debounce?: { wait: number; when?: (previous: I, next: I) => boolean };
  /** Delays of the automatic retries after a transient failure (network, timeout, 5xx); false: none. */
  retry?: readonly number[] | false;
  /**
   * What the store loads, in English for the error report: "unit detail" gives "unit detail could
   * not be loaded: HTTP 500 (api.http)".
   */
  name?: string;
  /** The widget's tag, for the error report. */
  widget?: string;
  /**
   * The store reports a real failure itself, once per failing streak (`report()`, code `api.<code>`);
   * expected states (401, 403, 404, aborted) are not reported. False: a store that turns a failure
   * into a state of its own and reports nothing.
   */
  report?: boolean;
  /**
   * After a failure (once per failing streak, not for each automatic retry): what the user sees
   * (a notification). The failure is already reported; do not log it again.
   */
  onError?(error: ApiError, input: I): void;
  /** After each success. */
  onSuccess?(data: T, input: I): void;
}

/** A store of remote data that loads itself while someone listens. */
export interface RemoteStore<T> extends ReadableAtom<RemoteData<T>> {
  /** Loads again now with the same input (the Retry button); restarts the retry schedule. */
  reload(): Promise<RemoteData<T>>;
  /** Replaces the data of a success (e.g. a further page appended). */
  update(change: (data: T) => T): void;
}

const providerIds = new WeakMap<object, number>();
let nextProviderId = 1;

/** The API and the credentials calls go out with: part of every remote store's key. */
export const $apiIdentity = computed($config, ({ apiBaseUrl, token, getToken }) => {
  let provider = 0;
  if (getToken) {
    provider = providerIds.get(getToken) ?? nextProviderId++;
    providerIds.set(getToken, provider);
  }
  return `${apiBaseUrl}|${token ?? ""}|${provider}`;
});

const always = atom<true>(true);

/** One remote store's loading state: the input loaded, the request in flight and the retries. */
interface Loader<T, I> {
  readonly $store: WritableAtom<RemoteData<T>>;
  readonly options: RemoteStoreOptions<T, I>;
  readonly delays: readonly number[];
  current: { input: I; key: string } | null;
  controller: AbortController | null;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  attempt: number;
  /** Bumped by every load and stop: an answer of an older generation is ignored. */
  generation: number;
}

/** Stops the load in flight, a debounced one and a pending retry. */
function stopLoading<T, I>(loader: Loader<T, I>, debouncer: ReturnType<typeof createDebouncer> | null): void {
  debouncer?.cancel();
  clearTimeout(loader.retryTimer);
  loader.controller?.abort();
  loader.controller = null;
  loader.generation++;
}

/** A failed load: shown (keeping the previous data), reported unless silent, retried if transient. */
function loadFailed<T, I>(loader: Loader<T, I>, error: ApiError, input: I, silent: boolean): RemoteData<T> {
  const { $store, options, delays } = loader;
  const next = { status: "error", error, previous: dataOf($store.get()) } as const;
  $store.set(next);
  if (!silent) {
    if (options.report !== false)
      reportApiError(error, `${options.name ?? "data"} could not be loaded`, { widget: options.widget });
    options.onError?.(error, input);
  }
  if (isTransient(error) && loader.attempt < delays.length) {
    loader.retryTimer = setTimeout(() => void runLoad(loader, true), delays[loader.attempt]);
    loader.attempt++;
  }
  return next;
}

/** One load of the current input; `silent` (an automatic retry) keeps the error shown meanwhile. */
function runLoad<T, I>(loader: Loader<T, I>, silent: boolean): Promise<RemoteData<T>> {
  const { $store, options } = loader;
  clearTimeout(loader.retryTimer);
  loader.controller?.abort();
  const target = loader.current;
  if (!target) return Promise.resolve($store.get());
  const mine = ++loader.generation;
  const own = new AbortController();
  loader.controller = own;
  if (!silent) $store.set({ status: "loading", previous: dataOf($store.get()) });
  return task(async (): Promise<RemoteData<T>> => {
    try {
      const data = await options.load(target.input, own.signal);
      if (mine !== loader.generation) return $store.get();
      loader.attempt = 0;
      const next = { status: "success", data } as const;
      $store.set(next);
      options.onSuccess?.(data, target.input);
      return next;
    } catch (thrown) {
      const error = toApiError(thrown);
      if (mine !== loader.generation || error.code === "aborted") return $store.get();
      return loadFailed(loader, error, target.input, silent);
    } finally {
      if (loader.controller === own) loader.controller = null;
    }
  });
}

/**
 * The one remote-data store factory: lazy (loads when the first listener comes, via `onMount`, and
 * forgets when the last leaves), reloads when its input changes, latest request wins (the previous
 * one is aborted), optional debounce, automatic retry with backoff after transient failures, and
 * every load wrapped in nanostores' `task()` (tests: `await allTasks()`; `cleanStores()` resets it).
 */
export function remoteStore<T, I = true>(options: RemoteStoreOptions<T, I>): RemoteStore<T> {
  const $store = atom<RemoteData<T>>(notAsked);
  const input = (options.input ?? always) as ReadableAtom<I | null>;
  const delays = options.retry === false ? [] : (options.retry ?? RETRY_DELAYS_MS);
  const debouncer = options.debounce ? createDebouncer(options.debounce.wait) : null;
  const loader: Loader<T, I> = {
    $store,
    options,
    delays,
    current: null,
    controller: null,
    retryTimer: undefined,
    attempt: 0,
    generation: 0,
  };
  const stop = () => stopLoading(loader, debouncer);
  const run = (silent: boolean) => runLoad(loader, silent);

  const follow = () => {
    const value = input.get();
    if (value === null || value === undefined) {
      if (loader.current === null) return;
      loader.current = null;
      stop();
      loader.attempt = 0;
      $store.set(notAsked);
      return;
    }
    const key = `${$apiIdentity.get()}|${options.key ? options.key(value) : JSON.stringify(value)}`;
    if (loader.current?.key === key) return;
    const previous = loader.current;
    loader.current = { input: value, key };
    loader.attempt = 0;
    const debounced = debouncer && previous && (options.debounce?.when?.(previous.input, value) ?? true);
    if (debounced) debouncer.call(() => void run(false));
    else {
      debouncer?.cancel();
      void run(false);
    }
  };

  onMount($store, () => {
    const offInput = input.listen(follow);
    const offIdentity = $apiIdentity.listen(follow);
    follow();
    return () => {
      offInput();
      offIdentity();
      stop();
      loader.current = null;
      loader.attempt = 0;
      $store.set(notAsked);
    };
  });

  return Object.assign($store, {
    reload(): Promise<RemoteData<T>> {
      debouncer?.cancel();
      loader.attempt = 0;
      return run(false);
    },
    update(change: (data: T) => T): void {
      const state = $store.get();
      if (state.status === "success") $store.set({ status: "success", data: change(state.data) });
    },
  }) as RemoteStore<T>;
}

/** Resolves with the store's next settled state (success or error), listening until then. */
export function settled<T>(store: ReadableAtom<RemoteData<T>>): Promise<RemoteData<T>> {
  return new Promise((resolve) => {
    let done = false;
    const off = store.subscribe((state) => {
      if (done || (state.status !== "success" && state.status !== "error")) return;
      done = true;
      resolve(state);
      // `off` does not exist yet during the first, synchronous call: leave a moment later.
      queueMicrotask(() => off());
    });
  });
}
