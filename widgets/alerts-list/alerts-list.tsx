import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Virtuoso, type VirtuosoHandle } from "react-virtuoso";
import { $language } from "../core/i18n/i18n";
import { realtime } from "../core/realtime";
import { presenceRoom } from "../core/schemas/realtime";
import type { Alert } from "../core/schemas/alerts";
import { formatDateTime } from "../core/time/zoned-time";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles } from "../ui/status";
import { useT } from "../ui/use-t";
import { ResolveDialog } from "../resolve-dialog";
import { roomId } from "../core/realtime/presence";
import { AlertItem } from "./alert-item";
import { alertTypeKey } from "../core/alerts/alert-type";
import { alertLinks, otherViewer } from "./alert-item-model";
import { AlertsHeader } from "./alerts-header";
import { FIRST_ITEM_INDEX, nextFirstItemIndex } from "./feed-anchor";
import "./alerts-list.catalogue";
import css from "./alerts-list.css?inline";
import { alertsListSpec } from "./alerts-list.spec";
import { $alertsFeed, $alertsUser, $alertViewers, alertsFeed, desktopNotifications } from "../core/alerts/alerts-store";
import { listKeyAction } from "./keyboard";

/** Props of `AlertsList` (from its spec): `onResolveRequest`, `onNavigate`, `onAuthRequired`, … */
export type AlertsListProps = WidgetProps<typeof alertsListSpec>;

const NO_ALERTS: readonly Alert[] = [];
/** Items rendered beyond the viewport (px): enough for a fling, few enough to mount cheaply. */
const VIEWPORT_MARGIN = { top: 400, bottom: 600 };

/** Stops the embedded dialog's own events at the list (the list is what the host sees). */
const contain = (node: HTMLDivElement | null) => {
  for (const name of ["vms-alert-resolve", "vms-dialog-close"])
    node?.addEventListener(name, (e) => e.stopPropagation());
};

/** The alerts list (document 3 §2.3): header, states, and the virtual list of alerts, newest first. */
function AlertsListView({ emit, navigate }: ViewProps<typeof alertsListSpec>) {
  const t = useT("alertsList");
  const language = useStore($language);
  const state = useStore($alertsFeed);
  const viewers = useStore($alertViewers);
  const user = useStore($alertsUser);
  const titleId = useId();
  const virtuoso = useRef<VirtuosoHandle>(null);
  const listBox = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState(-1);
  const [resolving, setResolving] = useState<Alert | undefined>(undefined);
  const alerts = state.status === "success" ? state.alerts : NO_ALERTS;
  // Alerts arriving above while scrolled down keep the view where it is (Virtuoso's firstItemIndex).
  const [atTop, setAtTop] = useState(true);
  const [anchor, setAnchor] = useState({ alerts, first: FIRST_ITEM_INDEX });
  let first = anchor.first;
  if (anchor.alerts !== alerts) {
    first = nextFirstItemIndex(anchor.alerts, alerts, anchor.first, atTop);
    setAnchor({ alerts, first });
  }
  const onNavigate = useCallback((path: string) => void navigate(path), [navigate]);

  useEffect(
    () =>
      desktopNotifications.watch(
        realtime,
        (alert) => ({
          title: t("notifications.title", { type: t(alertTypeKey(alert.alertType)), unit: alert.liveUnitName }),
          body: t("notifications.body", {
            location: alert.locationName ?? "—",
            time: formatDateTime(Date.parse(alert.alertTimestamp), alert.locationTimezone, language),
          }),
        }),
        (alert) => void navigate(alertLinks(alert).live),
      ),
    [t, language, navigate],
  );

  const requestResolve = useCallback(
    (alert: Alert) => {
      if (emit("vms-resolve-request", { alertId: alert.alertId, liveUnitId: alert.liveUnitId })) setResolving(alert);
    },
    [emit],
  );

  const focusItem = (index: number) => {
    setFocus(index);
    virtuoso.current?.scrollIntoView({
      index,
      done: () => {
        const id = alerts[index]?.alertId;
        const node = listBox.current?.querySelector<HTMLElement>(`[data-alert-id="${id}"]`);
        node?.focus({ preventScroll: true });
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === "Enter" && !target.matches("article")) return; // a link's or button's own Enter
    // The item the key belongs to: the one holding the focus, else the last one focused.
    const article = target.closest("article");
    const at = article ? Number(article.getAttribute("aria-posinset")) - 1 : Math.min(focus, alerts.length - 1);
    const modifiers = event.ctrlKey || event.metaKey || event.altKey;
    const action = listKeyAction(event.key, at, alerts.length, modifiers);
    const current = alerts[at];
    if (action.type === "none") return;
    event.preventDefault();
    if (action.type === "move") focusItem(action.index);
    else if (action.type === "open" && current) navigate(alertLinks(current).live);
    else if (action.type === "resolve" && current) requestResolve(current);
  };

  let body;
  if (state.status === "loading") {
    body = (
      <StatusView status={{ kind: "loading" }} loadingText={t("loading")} errorText="" onRetry={alertsFeed.retry} />
    );
  } else if (state.status === "error" && state.error.code === "auth") {
    body = <StatusView status={{ kind: "auth" }} errorText="" onRetry={alertsFeed.retry} />;
  } else if (state.status === "error") {
    body = (
      <div className="failure" part="status" role="alert">
        <h3>{t("failedHead")}</h3>
        <p>{t("core:genericError")}</p>
        <button type="button" className="retry" part="retry-button" onClick={alertsFeed.retry}>
          {t("core:status.retry")}
        </button>
      </div>
    );
  } else if (alerts.length === 0) {
    body = (
      <div className="empty" part="empty" role="status">
        <h3>{t("emptyHead")}</h3>
        <p>{t("emptyBody")}</p>
      </div>
    );
  } else {
    body = (
      <div className="list" part="list" ref={listBox} onKeyDown={onKeyDown}>
        <p className="visually-hidden">{t("keyboardHelp")}</p>
        <Virtuoso
          ref={virtuoso}
          className="scroller"
          data={alerts}
          role="feed"
          aria-labelledby={titleId}
          aria-busy={state.syncing}
          increaseViewportBy={VIEWPORT_MARGIN}
          firstItemIndex={first}
          atTopStateChange={setAtTop}
          computeItemKey={(_, alert) => alert.alertId}
          itemContent={(virtual, alert) => (
            <AlertItem
              alert={alert}
              index={virtual - first}
              count={alerts.length}
              viewer={otherViewer(viewers.get(roomId(presenceRoom(alert.liveUnitId, alert.alertId))), user.username)}
              userClientId={user.clientId}
              focused={virtual - first === (focus < 0 ? 0 : focus)}
              onFocusItem={setFocus}
              onNavigate={onNavigate}
              onResolve={requestResolve}
            />
          )}
        />
      </div>
    );
  }

  return (
    <section className="alerts" aria-labelledby={titleId}>
      <AlertsHeader titleId={titleId} />
      {body}
      <div ref={contain}>
        <ResolveDialog
          alert={resolving}
          onAlertResolve={({ alertId }) => {
            alertsFeed.apply({ type: "resolved", alertId });
            return false;
          }}
          onDialogClose={() => setResolving(undefined)}
        />
      </div>
    </section>
  );
}

/** The alerts list (`<vms-alerts-list>` as an element). Registers nothing. */
export const AlertsList = defineWidget(alertsListSpec, AlertsListView, { styles: [css, statusStyles] });
