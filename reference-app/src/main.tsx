import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import "./app.catalogue";
import "./app.css";
import { App } from "./app";
import { preloadPage } from "./page-view";
import { $router, ALERT_ROUTES, appNavigate, startRouteGuards } from "./router";
import { startPrefetch, startStreamRouteAhead } from "./prefetch";
import { configure, ensureSession, languageFromCookie } from "vms-widgets";
import { followUserLanguage } from "./user-language";

// The portal translates like the widgets (`useT`, the catalogues imported with their modules: the
// strings are there before the first render, as the spec's "renders only after translations have
// loaded" asks), so it carries no i18next; `configure({ language })` switches the language.
function start(): void {
  // The portal has a sign-in page: the widgets' sign-in links go there. The user's language comes
  // from the cookie the server sets at sign-in (and on each change), before the first render.
  configure({
    navigate: appNavigate,
    signInUrl: "/auth/redirect",
    language: languageFromCookie(document.cookie) ?? "en",
  });
  followUserLanguage();
  void ensureSession();
  startRouteGuards();
  // The page's chunk loads beside the session calls (not after them); flag-guarded pages wait.
  const route = $router.get()?.route;
  if (!route || !ALERT_ROUTES.includes(route)) preloadPage(route);
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  const root = createRoot(container);
  // The first render is a transition: React renders it in slices of about 5 ms, so the start is not
  // one long task that input waits behind (measured with Lighthouse, mobile: total blocking time
  // 240-400 ms before, 140-275 ms after). The widgets' own contents still render before the first
  // paint (in the same commit), so nothing moves when they appear.
  startTransition(() => root.render(<App />));
  startPrefetch();
  startStreamRouteAhead();
}

/**
 * Starts in a task of its own after the one that evaluated the modules (scheduler.yield where the
 * browser has it, else a 0 ms timer): the session calls, the page's chunk and the first render are
 * not added to the bundle's evaluation, one long task on a slow phone (Lighthouse mobile, 4× CPU).
 * Network-wise nothing waits longer: the calls start as soon as this short task runs.
 */
const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
if (typeof scheduler?.yield === "function") void scheduler.yield().then(start);
else setTimeout(start, 0);
