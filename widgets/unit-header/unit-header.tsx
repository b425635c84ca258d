import { useStore } from "@nanostores/react";
import { atom, type ReadableAtom } from "nanostores";
import { dataOf, notAsked, type RemoteData } from "../core/api/remote-data";
import { navigationDetail } from "../core/navigation/navigation";
import { historyPath, streamPath } from "../core/navigation/routes";
import { openDefaultStream } from "../core/navigation/default-stream";
import { $recentlyVisited } from "../core/units/recently-visited";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles, viewStatus } from "../ui/status";
import { healthToneStyles } from "../ui/styles";
import { useT } from "../ui/use-t";
import { CameraRow } from "./camera-row";
import { camerasTabTarget, headerTitle } from "./header-rules";
import { headerInfoStore, type HeaderUnit } from "./header-store";
import css from "./unit-header.css?inline";
import { unitHeaderSpec } from "./unit-header.spec";
import "./unit-header.catalogue";

/** Props of `UnitHeader` (from its spec): `liveUnitId`, `archiveCabinetId`, `page`, `cameraId`, `onNavigate`. */
export type UnitHeaderProps = WidgetProps<typeof unitHeaderSpec>;

const idle: ReadableAtom<RemoteData<never>> = atom(notAsked);

/** A link that asks the host to navigate (never navigates itself); a new-tab click opens the portal's page. */
function NavLink(props: { path: string; navigate: (path: string) => boolean; current: boolean; label: string }) {
  return (
    <a
      part="tab"
      className="tab"
      href={navigationDetail(props.path).href}
      aria-current={props.current ? "page" : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        props.navigate(props.path);
      }}
    >
      {props.label}
    </a>
  );
}

function UnitHeaderView({ liveUnitId, archiveCabinetId, page, cameraId, navigate }: ViewProps<typeof unitHeaderSpec>) {
  const t = useT("unitHeader");
  const unit: HeaderUnit | null = liveUnitId
    ? { kind: "live_unit", id: liveUnitId }
    : archiveCabinetId
      ? { kind: "archive_cabinet", id: archiveCabinetId }
      : null;
  const remote = useStore(unit ? headerInfoStore(unit) : idle);
  const recent = useStore($recentlyVisited);
  const info = dataOf(remote);
  const status = viewStatus(remote);
  const title = info ? headerTitle(info, page) : null;
  const reload = () => void (unit && headerInfoStore(unit).reload());

  const camerasTarget = liveUnitId ? camerasTabTarget(liveUnitId, recent) : null;
  const historyTarget = unit ? historyPath(unit.kind, unit.id) : null;

  return (
    <header part="header" className="header">
      <div className="top">
        <button type="button" part="back-button" className="back" aria-label={t("back")} onClick={() => navigate("/")}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" fill="currentColor" />
          </svg>
        </button>
        {title ? (
          <h2 part="title" className="title">
            <span className="heading">{title.heading}</span>
            {title.clientName && <span className="client">{title.clientName}</span>}
            <span className="unit">
              {title.unitName}
              {title.serial && <span className="serial"> · {t("serial", { serial: title.serial })}</span>}
            </span>
          </h2>
        ) : status.kind === "loading" ? (
          <span className="title-skeleton" aria-busy="true" aria-label={t("label")} />
        ) : null}
      </div>
      {(status.kind === "error" || status.kind === "auth") && (
        <StatusView
          status={status}
          errorText={t(
            unit?.kind === "archive_cabinet" ? "core:errors.archiveCabinetInfo" : "core:errors.liveUnitInfo",
          )}
          notFoundText={t("core:errors.unitNotFound")}
          onRetry={reload}
        />
      )}
      {unit && (
        <nav part="tabs" className="tabs" aria-label={t("tabs")}>
          {camerasTarget?.kind === "camera" && (
            <NavLink
              path={streamPath(camerasTarget.cameraId)}
              navigate={navigate}
              current={page === "stream"}
              label={t("cameras")}
            />
          )}
          {camerasTarget?.kind === "default" && liveUnitId && (
            <button
              type="button"
              part="tab"
              className="tab"
              aria-current={page === "stream" ? "page" : undefined}
              onClick={() => void openDefaultStream(liveUnitId, navigate)}
            >
              {t("cameras")}
            </button>
          )}
          {historyTarget && (
            <NavLink path={historyTarget} navigate={navigate} current={page !== "stream"} label={t("history")} />
          )}
        </nav>
      )}
      {cameraId && <CameraRow cameraId={cameraId} />}
    </header>
  );
}

/** The header of a unit's pages. Registers nothing. */
export const UnitHeader = defineWidget(unitHeaderSpec, UnitHeaderView, {
  styles: [css, healthToneStyles, statusStyles],
});
