import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import type { RouteName } from "./router";
import { InformationalVideo, useT, type InformationalVideoPage } from "vms-widgets";

/**
 * A page in a chunk of its own, loaded when its route is first shown (code split per route), or
 * before with `preload` (then it renders at once, without suspending: no fallback, no reveal delay).
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    });
  const Lazy = lazy(preload);
  // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
  const Page = () => {
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component);
  };
  return Object.assign(Page, { preload });
}
const AlertsPage = lazyPage(() => import("./pages/alerts-page"), "AlertsPage");
const HistoryPage = lazyPage(() => import("./pages/history-page"), "HistoryPage");
const MapPage = lazyPage(() => import("./pages/map-page"), "MapPage");
const MosaicPage = lazyPage(() => import("./pages/mosaic-page"), "MosaicPage");
const NotFoundPage = lazyPage(() => import("./pages/not-found-page"), "NotFoundPage");
const ProfilePage = lazyPage(() => import("./pages/profile-page"), "ProfilePage");
const RequestedVideosPage = lazyPage(() => import("./pages/requested-videos-page"), "RequestedVideosPage");
const StreamPage = lazyPage(() => import("./pages/stream-page"), "StreamPage");

/** Loads the stream page's chunk ahead (see prefetch.ts). */
export const preloadStreamPage = (): Promise<unknown> => StreamPage.preload();
const UnavailablePage = lazyPage(() => import("./pages/unavailable-page"), "UnavailablePage");

/**
 * What each route renders, and which informational video belongs to it. `header: false`: the
 * page's widget has its own top bar (the mosaic's back button and name); `titled`: the page shows
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
  liveUnitView: { render: () => <UnavailablePage /> },
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
