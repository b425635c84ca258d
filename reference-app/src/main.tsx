import { createRoot } from "react-dom/client";
import "./app.catalogue";
import "./app.css";
import { App } from "./app";
import { preloadPage } from "./page-view";
import { $router, ALERT_ROUTES, appNavigate, startRouteGuards } from "./router";
import { startPrefetch } from "./prefetch";
import { configure, ensureSession, i18n } from "vms-widgets";

/** Resolves once i18next has initialised and the language's strings are there. */
function translationsReady(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.on("initialized", () => resolve()));
}

async function start(): Promise<void> {
  configure({ navigate: appNavigate });
  void ensureSession();
  startRouteGuards();
  // The page's chunk loads beside the session calls (not after them); flag-guarded pages wait.
  const route = $router.get()?.route;
  if (!route || !ALERT_ROUTES.includes(route)) preloadPage(route);
  await translationsReady();
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  createRoot(container).render(<App />);
  startPrefetch();
}

void start();
