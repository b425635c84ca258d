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
import { KeyboardHelp } from "./keyboard-help";

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

/** Desktop notifications of new alerts while the list is shown; a click opens the alert's live view. */
function useDesktopNotifications(navigate: (path: string) => unknown): void {
  const t = useT("alertsList");
  const language = useStore($language);
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
}

/** Alerts arriving above while scrolled down keep the view where it is (Virtuoso's firstItemIndex). */
function useFeedAnchor(alerts: readonly Alert[]) {
  const [atTop, setAtTop] = useState(true);
  const [anchor, setAnchor] = useState({ alerts, first: FIRST_ITEM_INDEX });
  let first = anchor.first;
  if (anchor.alerts !== alerts) {
    first = nextFirstItemIndex(anchor.alerts, alerts, anchor.first, atTop);
    setAnchor({ alerts, first });
  }
  return { first, setAtTop };
}

/** What a screen reader hears when the keys move to an alert: its type, unit, time and position. */
function useAnnouncement(alerts: readonly Alert[]) {
  const t = useT("alertsList");
  const language = useStore($language);
  const [announcement, setAnnouncement] = useState("");
  const announce = (index: number) => {
    const alert = alerts[index];
    if (!alert) return;
    const time = formatDateTime(Date.parse(alert.alertTimestamp), alert.locationTimezone, language);
    const type = t(alertTypeKey(alert.alertType));
    const position = { position: index + 1, count: alerts.length };
    setAnnouncement(t("position", { type, unit: alert.liveUnitName, time, ...position }));
  };
  return { announcement, announce };
}

/** The list's keys: j/k and the arrows move between items, Enter opens one, r asks to resolve it, ? lists them. */
function useListKeys(alerts: readonly Alert[], open: (alert: Alert) => void, resolve: (alert: Alert) => void) {
  const virtuoso = useRef<VirtuosoHandle>(null);
  const listBox = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState(-1);
  const [helpOpen, setHelpOpen] = useState(false);
  const { announcement, announce } = useAnnouncement(alerts);
  const focusItem = (index: number) => {
    setFocus(index);
    announce(index);
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
    else if (action.type === "help") setHelpOpen(true);
    else if (action.type === "open" && current) open(current);
    else if (action.type === "resolve" && current) resolve(current);
  };
  const closeHelp = () => setHelpOpen(false);
  return { virtuoso, listBox, focus, setFocus, onKeyDown, helpOpen, closeHelp, announcement };
}

/** What the list shows instead of alerts: loading, signed out, a failure with Retry, or none. */
function FeedStatus({ state }: { state: ReturnType<typeof $alertsFeed.get> }) {
  const t = useT("alertsList");
  if (state.status === "loading")
    return (
      <StatusView status={{ kind: "loading" }} loadingText={t("loading")} errorText="" onRetry={alertsFeed.retry} />
    );
  if (state.status === "error" && state.error.code === "auth")
    return <StatusView status={{ kind: "auth" }} errorText="" onRetry={alertsFeed.retry} />;
  if (state.status === "error")
    return (
      <div className="failure" part="status" role="alert">
        <h3>{t("failedHead")}</h3>
        <p>{t("core:genericError")}</p>
        <button type="button" className="retry" part="retry-button" onClick={alertsFeed.retry}>
          {t("core:status.retry")}
        </button>
      </div>
    );
  return (
    <div className="empty" part="empty" role="status">
      <h3>{t("emptyHead")}</h3>
      <p>{t("emptyBody")}</p>
    </div>
  );
}

interface FeedProps {
  alerts: readonly Alert[];
  syncing: boolean;
  titleId: string;
  anchor: ReturnType<typeof useFeedAnchor>;
  keys: ReturnType<typeof useListKeys>;
  onNavigate(path: string): void;
  requestResolve(alert: Alert): void;
}

/** The virtual list of alerts, newest first, with who else is viewing each. */
function AlertsFeed({ alerts, syncing, titleId, anchor, keys, onNavigate, requestResolve }: FeedProps) {
  const t = useT("alertsList");
  const viewers = useStore($alertViewers);
  const user = useStore($alertsUser);
  const { first, setAtTop } = anchor;
  const { virtuoso, listBox, focus, setFocus, onKeyDown, helpOpen, closeHelp, announcement } = keys;
  return (
    <div className="list" part="list" ref={listBox} onKeyDown={onKeyDown}>
      <p className="visually-hidden">{t("keyboardHelp")}</p>
      <p className="visually-hidden" role="status" aria-live="polite" data-announcer="">
        {announcement}
      </p>
      {helpOpen && <KeyboardHelp onClose={closeHelp} />}
      <Virtuoso
        ref={virtuoso}
        className="scroller"
        data={alerts}
        role="feed"
        aria-labelledby={titleId}
        aria-busy={syncing}
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

/** The alerts list (document 3 §2.3): header, states, and the virtual list of alerts, newest first. */
function AlertsListView({ emit, navigate }: ViewProps<typeof alertsListSpec>) {
  const state = useStore($alertsFeed);
  const titleId = useId();
  const [resolving, setResolving] = useState<Alert | undefined>(undefined);
  const alerts = state.status === "success" ? state.alerts : NO_ALERTS;
  const anchor = useFeedAnchor(alerts);
  const onNavigate = useCallback((path: string) => void navigate(path), [navigate]);
  useDesktopNotifications(navigate);
  const requestResolve = useCallback(
    (alert: Alert) => {
      if (emit("vms-resolve-request", { alertId: alert.alertId, liveUnitId: alert.liveUnitId })) setResolving(alert);
    },
    [emit],
  );
  const keys = useListKeys(alerts, (alert) => navigate(alertLinks(alert).live), requestResolve);

  return (
    <section className="alerts" aria-labelledby={titleId}>
      <AlertsHeader titleId={titleId} />
      {state.status === "success" && alerts.length > 0 ? (
        <AlertsFeed
          alerts={alerts}
          syncing={state.syncing}
          titleId={titleId}
          anchor={anchor}
          keys={keys}
          onNavigate={onNavigate}
          requestResolve={requestResolve}
        />
      ) : (
        <FeedStatus state={state} />
      )}
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
