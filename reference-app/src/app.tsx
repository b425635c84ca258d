import { useStore } from "@nanostores/react";
import { PageView } from "./page-view";
import { $page, $router } from "./router";
import { $sessionStatus, NotificationStack, PortalNav, SessionExpiredDialog, useT } from "vms-widgets";

function Shell() {
  const t = useT("app");
  const location = useStore($router);
  const page = useStore($page);
  const waiting = location !== undefined && page === undefined;
  return (
    <div className="app-shell">
      <a className="app-skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <PortalNav activePath={location?.path} />
      <main id="main" className="app-main" tabIndex={-1}>
        {waiting ? null : <PageView route={page?.route} />}
      </main>
    </div>
  );
}

/** The portal: a loading state until the session is there, the generic error text on failure. */
export function App() {
  const status = useStore($sessionStatus);
  const t = useT("core");
  return (
    <>
      {status === "ready" && <Shell />}
      {status === "loading" && (
        <p className="app-status" role="status">
          {t("loading")}
        </p>
      )}
      {status === "error" && (
        <p className="app-status" role="alert">
          {t("genericError")}
        </p>
      )}
      <NotificationStack />
      <SessionExpiredDialog />
    </>
  );
}
