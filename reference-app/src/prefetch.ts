import { startStreamAhead } from "vms-widgets";
import { preloadStreamPage } from "./page-view";
import { $router } from "./router";

/** A link to a stream page (`/camera/{id}/stream`), absolute or not. */
const STREAM_LINK = /\/camera\/\d+\/stream(?:[?#]|$)/;

let streamPage: Promise<unknown> | null = null;

/**
 * Loads the stream page's chunk and the player's chunk once (the most visited page: opening it
 * then waits for no code). Failures are forgotten so a later call tries again.
 */
export function prefetchStreamPage(): Promise<unknown> {
  // The player's loader comes through the stream page's chunk: the shell's own bundle carries none
  // of the player (its spec, schemas and strings), which the first page does not need.
  streamPage ??= Promise.all([
    preloadStreamPage(),
    import("./pages/stream-page").then((page) => page.preloadStreamPlayer()),
  ]).catch((error: unknown) => {
    streamPage = null;
    console.warn("[portal] could not prefetch the stream page", error);
  });
  return streamPage;
}

/** Whether the event passed over a link to a stream page (also inside a widget's shadow root). */
function overStreamLink(event: Event): boolean {
  return event
    .composedPath()
    .some((target) => target instanceof HTMLAnchorElement && STREAM_LINK.test(target.getAttribute("href") ?? ""));
}

/** After the page's `load`, the idle prefetch waits this long: the first page's own work comes first. */
const IDLE_PREFETCH_DELAY_MS = 2000;

/** The stream page's and the player's files the build lists on the entry script (`data-prefetch`). */
function prefetchedFiles(): string[] {
  const listed = document.querySelector("script[data-prefetch]")?.getAttribute("data-prefetch") ?? "";
  return listed.split(" ").filter((file) => file.startsWith("/assets/"));
}

/**
 * Has the browser fetch `files` (`<link rel="prefetch">`: into its cache when it can, not run), or
 * fetch and compile them now, all at once (`modulepreload`: the page's chunk does not wait for the
 * entry's before the player's chunks are asked for).
 */
function fetchAhead(files: string[], rel: "prefetch" | "modulepreload" = "prefetch"): void {
  for (const file of files) {
    const link = document.createElement("link");
    link.rel = rel;
    link.href = file;
    document.head.append(link);
  }
}

let modulesPreloaded = false;

/**
 * Loads and runs the stream page's code when a stream link is hovered or focused (a touch fires
 * `pointerover` before its click). Before that, once the first page is done (`IDLE_PREFETCH_DELAY_MS`
 * after its `load`, when the browser is idle), it has the browser fetch the files without running
 * them: importing them then built the player's schemas and specs in a ~190 ms task at 4× CPU
 * slowdown, for a page the user may never open. Answers the clean-up.
 */
export function startPrefetch(): () => void {
  const onIntent = (event: Event) => {
    if (overStreamLink(event)) void prefetchStreamPage();
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;
  const whenIdle = () => {
    // Safari has no requestIdleCallback: the timer alone there.
    if ("requestIdleCallback" in globalThis)
      idleHandle = requestIdleCallback(() => fetchAhead(prefetchedFiles()), { timeout: 3000 });
    else fetchAhead(prefetchedFiles());
  };
  const afterLoad = () => void (timer = setTimeout(whenIdle, IDLE_PREFETCH_DELAY_MS));
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
  return () => {
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("focusin", onIntent);
    removeEventListener("load", afterLoad);
    clearTimeout(timer);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
  };
}

/**
 * On each navigation to a stream page (after the first page), before the router's render: the
 * page's and the player's code start loading (side by side), and the camera's start call goes out
 * at once (`startStreamAhead`), rather than each waiting for the code before it (issue 21: the
 * route's chunks, then the start call, then the media, one after the other). Answers the clean-up.
 */
export function startStreamRouteAhead(): () => void {
  let previous = $router.get();
  return $router.listen((page) => {
    const from = previous;
    previous = page;
    if (page?.route !== "stream") return;
    if (from?.route === "stream" && from.params.cameraId === page.params.cameraId) return;
    if (!modulesPreloaded) fetchAhead(prefetchedFiles(), "modulepreload");
    modulesPreloaded = true;
    void prefetchStreamPage();
    startStreamAhead(Number(page.params.cameraId));
  });
}
