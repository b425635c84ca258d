import type { ReactNode } from "react";
import { AlertsPage } from "./pages/alerts-page";
import { MapPage } from "./pages/map-page";
import { NotFoundPage } from "./pages/not-found-page";
import { ProfilePage } from "./pages/profile-page";
import { UnavailablePage } from "./pages/unavailable-page";
import type { RouteName } from "./router";
import { InformationalVideo, useT, type InformationalVideoPage } from "vms-widgets";

/** What each route renders, its informational video, and `titled`: the page shows its title itself (the portal's heading stays for assistive technology only). */
const PAGES: Record<RouteName, { render: () => ReactNode; video?: InformationalVideoPage; titled?: boolean }> = {
  home: { render: () => <MapPage />, video: "map" },
  stream: { render: () => <UnavailablePage />, video: "stream" },
  liveUnitHistory: { render: () => <UnavailablePage />, video: "history" },
  cabinetHistory: { render: () => <UnavailablePage />, video: "history" },
  requestedVideo: { render: () => <UnavailablePage /> },
  liveUnitView: { render: () => <UnavailablePage /> },
  alerts: { render: () => <AlertsPage />, titled: true },
  mosaic: { render: () => <UnavailablePage /> },
  profile: { render: () => <ProfilePage /> },
};

/** The page of `route` under its title bar (with the page's informational video help button). */
export function PageView({ route }: { route: RouteName | undefined }) {
  const t = useT("app");
  const page = route ? PAGES[route] : undefined;
  return (
    <>
      <header className={page?.titled ? "app-page-header app-visually-hidden" : "app-page-header"}>
        <h1>{t(`titles.${route ?? "notFound"}`)}</h1>
        {page?.video && <InformationalVideo key={page.video} page={page.video} />}
      </header>
      <div className="app-page-body">{page ? page.render() : <NotFoundPage />}</div>
    </>
  );
}
