import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import type { RouteName } from "./router";
import { InformationalVideo, preloadInformationalVideo, useT, type InformationalVideoPage } from "vms-widgets";

/** The chunk of each page: loaded when its route is first shown (code split per route), or before. */
const loadAlerts = () => import("./pages/alerts-page");
const loadHistory = () => import("./pages/history-page");
const loadLiveUnitView = () => import("./pages/live-unit-view-page");
const loadMap = () => import("./pages/map-page");
const loadMosaic = () => import("./pages/mosaic-page");
const loadFavorites = () => import("./pages/favorites-page");
const loadNotFound = () => import("./pages/not-found-page");
const loadProfile = () => import("./pages/profile-page");
const loadRequestedVideos = () => import("./pages/requested-videos-page");
const loadStream = () => import("./pages/stream-page");

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
const AlertsPage = lazyPage(loadAlerts, "AlertsPage");
const HistoryPage = lazyPage(loadHistory, "HistoryPage");
const LiveUnitViewPage = lazyPage(loadLiveUnitView, "LiveUnitViewPage");
const MapPage = lazyPage(loadMap, "MapPage");
const MosaicPage = lazyPage(loadMosaic, "MosaicPage");
const FavoritesPage = lazyPage(loadFavorites, "FavoritesPage");
const NotFoundPage = lazyPage(loadNotFound, "NotFoundPage");
const ProfilePage = lazyPage(loadProfile, "ProfilePage");
const RequestedVideosPage = lazyPage(loadRequestedVideos, "RequestedVideosPage");
const StreamPage = lazyPage(loadStream, "StreamPage");

const PRELOADS: Record<RouteName, { preload: () => Promise<unknown> }> = {
  home: MapPage,
  stream: StreamPage,
  liveUnitHistory: HistoryPage,
  cabinetHistory: HistoryPage,
  requestedVideo: RequestedVideosPage,
  liveUnitView: LiveUnitViewPage,
  alerts: AlertsPage,
  mosaic: MosaicPage,
  favorites: FavoritesPage,
  favoritesMosaic: MosaicPage,
  profile: ProfilePage,
};

/**
 * Starts loading the chunk of the page at `route` now, while the session calls are under way, so
 * the page does not wait for them and then for its code; once loaded it renders without suspending.
 * A failure here is the lazy page's to show when it renders.
 */
export function preloadPage(route: RouteName | undefined): void {
  void (route ? PRELOADS[route] : NotFoundPage).preload().catch(() => {});
  // The page's informational video too: on a first visit its modal opens as soon as it is known.
  const video = route ? PAGES[route].video : undefined;
  if (video) preloadInformationalVideo(video);
}

/** Loads the stream page's chunk ahead (see prefetch.ts). */
export const preloadStreamPage = (): Promise<unknown> => StreamPage.preload();

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
  favorites: { render: () => <FavoritesPage />, titled: true },
  favoritesMosaic: { render: () => <MosaicPage />, header: false },
  profile: { render: () => <ProfilePage /> },
};

/** The portal's loading state (the session, a page's code). */
export function LoadingStatus() {
  const t = useT("core");
  return (
    <p className="app-status" role="status">
      {t("loading")}
    </p>
  );
}

/**
 * The page of `route` under its title bar (with the page's informational video help button).
 * `loading`: the session is not there yet; the title bar (the same `<h1>` stays when the page comes,
 * so the title is the first paint) and a loading state for the page. The page's informational video
 * loads beside the session calls (its first-visit modal does not wait for them, nor for the page).
 */
export function PageView({ route, loading = false }: { route: RouteName | undefined; loading?: boolean }) {
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
        {loading ? (
          <LoadingStatus />
        ) : (
          <Suspense fallback={<LoadingStatus />}>{page ? page.render() : <NotFoundPage />}</Suspense>
        )}
      </div>
    </>
  );
}
