import { createRouter, redirectPage } from "@nanostores/router";
import { computed } from "nanostores";
import { $featureFlags, dataOf } from "vms-widgets";

/** Every route of the portal (document 1 §2), plus the profile page of the My Account menu. */
export const $router = createRouter(
  {
    home: "/",
    stream: "/camera/:cameraId/stream",
    liveUnitHistory: "/live-unit/:liveUnitId/history",
    cabinetHistory: "/archive-cabinet/:cabinetId/history",
    requestedVideo: "/live-unit/:liveUnitId/requested-video",
    liveUnitView: "/live-unit/:liveUnitId/view",
    alerts: "/alerts",
    mosaic: "/mosaic/:mosaicId",
    favorites: "/favorites",
    favoritesMosaic: "/favorites/:listId/mosaic",
    profile: "/profile",
  },
  { links: false },
);

export type RouteName = NonNullable<ReturnType<typeof $router.get>>["route"];

/** Routes shown only with the `security_alerts` flag; without it the user goes to `/`. */
export const ALERT_ROUTES: readonly RouteName[] = ["alerts", "liveUnitView"];
export const ALERTS_FLAG = "security_alerts";

/** The page to render: undefined while a flag-guarded route waits for its flags or redirects. */
export const $page = computed([$router, $featureFlags], (page, flags) => {
  if (!page || !ALERT_ROUTES.includes(page.route)) return page;
  const names = dataOf(flags);
  return names?.includes(ALERTS_FLAG) ? page : undefined;
});

/** Redirects flag-guarded routes to `/` once the flags are known and the flag is missing. */
export function startRouteGuards(): () => void {
  const check = () => {
    const page = $router.get();
    const flags = $featureFlags.get();
    if (page && ALERT_ROUTES.includes(page.route) && flags.status === "success" && !flags.data.includes(ALERTS_FLAG)) {
      redirectPage($router, "home");
    }
  };
  const offRouter = $router.subscribe(check);
  const offFlags = $featureFlags.subscribe(check);
  return () => {
    offRouter();
    offFlags();
  };
}

/** Whether `pathname` is a route of this app (else it is a server page such as /auth/redirect). */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.replace(/\/$/, "") || "/";
  return $router.routes.some(([, pattern]) => pattern.test(path));
}

/** The `navigate` hook of the configuration: app routes go through the router, others load. */
export function appNavigate(target: string): void {
  const url = new URL(target, globalThis.location.href);
  if (url.origin === globalThis.location.origin && isAppRoute(url.pathname)) {
    $router.open(`${url.pathname}${url.search}${url.hash}`);
  } else {
    globalThis.location.assign(url.href);
  }
}
