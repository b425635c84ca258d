import { useStore } from "@nanostores/react";
import { atom, type ReadableAtom } from "nanostores";
import { lazy, Suspense, useEffect } from "react";
import { notAsked, type RemoteData } from "../core/api/remote-data";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles, viewStatus } from "../ui/status";
import { useT } from "../ui/use-t";
import type { ApiError } from "../core/api/api-error";
import { historyStore, inlineFailure, loadFailure, type HistoryUnit } from "./history-store";
import stripCss from "./day-strip.css?inline";
import css from "./history-timeline.css?inline";
import { historyTimelineSpec } from "./history-timeline.spec";
import "./history-timeline.catalogue";

/** Props of `HistoryTimeline` (from its spec): `liveUnitId` | `archiveCabinetId`, `onVideoRequest`, `onNavigate`. */
export type HistoryTimelineProps = WidgetProps<typeof historyTimelineSpec>;

const idle: ReadableAtom<RemoteData<never>> = atom(notAsked);

/** The page itself (and dayjs with it) loads on demand, while the history metadata loads. */
const loadContent = () => import("./history-content");
const HistoryContent = lazy(async () => ({ default: (await loadContent()).HistoryContent }));

function Skeleton() {
  return (
    <div className="skeleton-page" aria-hidden="true">
      <div part="skeleton" className="bone bar" />
      <div part="skeleton" className="bone line" />
      {[0, 1, 2].map((i) => (
        <div key={i} part="skeleton" className="bone block" />
      ))}
    </div>
  );
}

function HistoryTimelineView({
  liveUnitId,
  archiveCabinetId,
  at,
  emit,
  navigate,
}: ViewProps<typeof historyTimelineSpec>) {
  const t = useT("historyTimeline");
  const unit: HistoryUnit | null = liveUnitId
    ? { kind: "live_unit", id: liveUnitId }
    : archiveCabinetId
      ? { kind: "archive_cabinet", id: archiveCabinetId }
      : null;
  const store = unit ? historyStore(unit) : null;
  useEffect(() => {
    if (store) void loadContent();
  }, [store]);
  const remote = useStore(store ?? idle);
  const errorText = (error: ApiError, of: HistoryUnit) => {
    const inline = inlineFailure(error);
    if (inline === "forbidden") return t("noAccess");
    if (inline === "notFound") {
      const failure = loadFailure(error, of);
      return t(failure.key, { message: failure.message });
    }
    return t("pageFailed");
  };
  const status = viewStatus(remote, (data) => data.entries.length === 0);
  const data = remote.status === "success" ? remote.data : remote.status === "loading" ? remote.previous : undefined;

  return (
    <section
      className="history"
      aria-label={t("label", { name: data?.name ?? "" })}
      aria-busy={status.kind === "loading"}
    >
      {status.kind === "loading" && <Skeleton />}
      {status.kind !== "loading" && (
        <StatusView
          status={status}
          errorText={status.kind === "error" && unit ? errorText(status.error, unit) : t("pageFailed")}
          emptyText={t("empty")}
          onRetry={() => void store?.reload()}
        />
      )}
      {data && status.kind === "content" && (
        <Suspense fallback={<Skeleton />}>
          <HistoryContent
            key={`${data.unit.kind}:${data.unit.id}`}
            data={data}
            navigate={navigate}
            at={at === undefined ? undefined : Date.parse(at)}
            onRequested={(detail) => emit("vms-video-request", detail)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The history of a unit. Registers nothing. */
export const HistoryTimeline = defineWidget(historyTimelineSpec, HistoryTimelineView, {
  styles: [css, stripCss, statusStyles],
});
