import { createRoot } from "react-dom/client";
import "../../widgets/core/i18n/core-catalogue";
import { configure } from "../../widgets/core/config/config-store";
import { i18n } from "../../widgets/core/i18n/i18n";
import { ensureSession } from "../../widgets/core/session/session-store";
import "../../widgets/portal-shell/portal-nav.css";
import "../../widgets/ui/informational-video/informational-video.css";
import "../../widgets/ui/notifications/notification-stack.css";
import "../../widgets/ui/session-expired/session-expired.css";
import "./app.catalogue";
import "./app.css";
import { App } from "./app";
import { appNavigate, startRouteGuards } from "./router";

/** Resolves once i18next has initialised and the language's strings are there. */
function translationsReady(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.on("initialized", () => resolve()));
}

async function start(): Promise<void> {
  configure({ navigate: appNavigate });
  void ensureSession();
  startRouteGuards();
  await translationsReady();
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  createRoot(container).render(<App />);
}

void start();
