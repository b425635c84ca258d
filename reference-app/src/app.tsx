import { useStore } from "@nanostores/react";
import { useDeferredValue } from "react";
import { LoadingStatus, PageView } from "./page-view";
import { $page, $router } from "./router";
import { $sessionStatus, NotificationStack, PortalNav, SessionExpiredDialog, useT } from "vms-widgets";

/**
 * The portal's frame (skip link, navigation, main). Until the session is `ready` it is painted
 * already, without content: the page's title and a loading state (the navigation shows its own), so
 * the first paint is the page's frame and not a bare "Loading..." that the title replaces later.
 */
function Shell({ ready }: { ready: boolean }) {
  const t = useT("app");
  // The page's content (the map, the search, the drawer: many widgets) renders as a transition once
  // the session is there, in slices of about 5 ms, not in the one task of the store's update (a long
  // task on a slow phone: Lighthouse mobile).
  const contentReady = useDeferredValue(ready);
  const location = useStore($router);
  const page = useStore($page);
  // A flag-guarded route waits for the flags (it may redirect to `/`): no title of its own yet.
  const waiting = location !== undefined && page === undefined;
  return (
    <div className="app-shell">
      {/* In a landmark (the banner): axe cannot tell a skip link when the page's links are in shadow roots. */}
      <header className="app-skip">
        <a className="app-skip-link" href="#main">
          {t("skipToContent")}
        </a>
      </header>
      <PortalNav activePath={location?.path} />
      <main id="main" className="app-main" tabIndex={-1}>
        {waiting ? !ready && <LoadingStatus /> : <PageView route={page?.route} loading={!contentReady} />}
      </main>
    </div>
  );
}

/** The portal: its frame at once (content once the session is there), the generic error text on failure. */
export function App() {
  const status = useStore($sessionStatus);
  const t = useT("core");
  return (
    <>
      {status === "error" ? (
        <p className="app-status" role="alert">
          {t("genericError")}
        </p>
      ) : (
        <Shell ready={status === "ready"} />
      )}
      <NotificationStack />
      <SessionExpiredDialog />
    </>
  );
}
