import { useStore } from "@nanostores/react";
import { HistoryTimeline, UnitHeader } from "vms-widgets";
import { $router } from "../router";
import { NotFoundPage } from "./not-found-page";

/** A route's id parameter as a positive integer, else undefined. */
function idParam(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/** `?at=` (an alert's moment, ISO 8601) when it is one, else undefined (the last hour). */
function momentParam(value: string | undefined): string | undefined {
  return value && value.length <= 40 && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** The history page of a live unit or an archive cabinet (document 2 §2): the unit header, then the timeline. */
export function HistoryPage() {
  const page = useStore($router);
  const params = (page?.params ?? {}) as Record<string, string | undefined>;
  const liveUnitId = page?.route === "liveUnitHistory" ? idParam(params.liveUnitId) : undefined;
  const archiveCabinetId = page?.route === "cabinetHistory" ? idParam(params.cabinetId) : undefined;
  const at = momentParam(page?.search.at);
  if (!liveUnitId && !archiveCabinetId) return <NotFoundPage />;
  return (
    <div className="app-history">
      <UnitHeader liveUnitId={liveUnitId} archiveCabinetId={archiveCabinetId} page="history" />
      <HistoryTimeline liveUnitId={liveUnitId} archiveCabinetId={archiveCabinetId} at={at} />
    </div>
  );
}
