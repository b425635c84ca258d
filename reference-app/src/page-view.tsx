import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import type { RouteName } from "./router";
import { InformationalVideo, useT, type InformationalVideoPage } from "vms-widgets";

/** A page in a chunk of its own, loaded when its route is first shown (code split per route). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
const AlertsPage = lazyPage(() => import("./pages/alerts-page"), "AlertsPage");
const HistoryPage = lazyPage(() => import("./pages/history-page"), "HistoryPage");
const LiveUnitViewPage = lazyPage(() => import("./pages/live-unit-view-page"), "LiveUnitViewPage");
const MapPage = lazyPage(() => import("./pages/map-page"), "MapPage");
const MosaicPage = lazyPage(() => import("./pages/mosaic-page"), "MosaicPage");
const NotFoundPage = lazyPage(() => import("./pages/not-found-page"), "NotFoundPage");
const ProfilePage = lazyPage(() => import("./pages/profile-page"), "ProfilePage");
const RequestedVideosPage = lazyPage(() => import("./pages/requested-videos-page"), "RequestedVideosPage");
const StreamPage = lazyPage(() => import("./pages/stream-page"), "StreamPage");

/**
 * What each route renders, and which informational video belongs to it. `header: false`: the
 * page's widget has its own top bar (the mosaic's and the live-unit view's back button and name); `titled`: the page shows
 * its title itself (the portal's heading stays for assistive technology only).
 */
const PAGES: Record<
  RouteName,
  { render: () => ReactNode; video?: InformationalVideoPage; header?: false; titled?: boolean }
> = {
  home: { render: () => <MapPage />, video: "map" },
  stream: { render: () => <StreamPage />, video: "stream" },
  liveUnitHistory: { render: () => <HistoryPage />, video: "history" },
  cabinetHistory: { render: () => <HistoryPage />, video: "history" },
  requestedVideo: { render: () => <RequestedVideosPage /> },
  liveUnitView: { render: () => <LiveUnitViewPage />, header: false },
  alerts: { render: () => <AlertsPage />, titled: true },
  mosaic: { render: () => <MosaicPage />, header: false },
  profile: { render: () => <ProfilePage /> },
};

/** The page of `route` under its title bar (with the page's informational video help button). */
export function PageView({ route }: { route: RouteName | undefined }) {
  const t = useT("app");
  const page = route ? PAGES[route] : undefined;
  return (
    <>
      {page?.header !== false && (
        <header className={page?.titled ? "app-page-header app-visually-hidden" : "app-page-header"}>
          <h1>{t(`titles.${route ?? "notFound"}`)}</h1>
          {page?.video && <InformationalVideo key={page.video} page={page.video} />}
        </header>
      )}
      <div className="app-page-body">
        <Suspense
          fallback={
            <p className="app-status" role="status">
              {t("core:loading")}
            </p>
          }
        >
          {page ? page.render() : <NotFoundPage />}
        </Suspense>
      </div>
    </>
  );
}
