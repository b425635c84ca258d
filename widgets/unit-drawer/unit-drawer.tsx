import { useStore } from "@nanostores/react";
import { useCallback, useId, type ReactNode } from "react";
import { dataOf } from "../core/api/remote-data";
import { historyPath } from "../core/navigation/routes";
import { openDefaultStream } from "../core/navigation/default-stream";
import { $unitSearchRights } from "../core/units/rights-store";
import { $selectedUnit, deselectUnit } from "../core/units/selection";
import { useT } from "../ui/use-t";
import { CabinetView } from "./cabinet-view";
import { $drawerDetail } from "./drawer-store";
import { LiveUnitView } from "./live-unit-view";
import "./unit-drawer.catalogue";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles, viewStatus, type ViewStatus } from "../ui/status";
import { healthToneStyles } from "../ui/styles";
import css from "./unit-drawer.css?inline";
import { unitDrawerSpec } from "./unit-drawer.spec";

/** Props of `UnitDrawer` (from its spec): `onDrawerClose`, `onNavigate`, `className`, `style`. */
export type UnitDrawerProps = WidgetProps<typeof unitDrawerSpec>;

type SelectedUnit = NonNullable<ReturnType<typeof $selectedUnit.get>>;

/** The unit's name and why its detail is missing (failed, not found), with Retry. */
function DrawerFailure({ unit, status, titleId }: { unit: SelectedUnit; status: ViewStatus; titleId: string }) {
  const t = useT("unitDrawer");
  return (
    <>
      <h2 className="title" id={titleId}>
        {unit.name}
      </h2>
      <StatusView
        status={status}
        errorText={t(unit.kind === "archive_cabinet" ? "core:errors.archiveCabinetInfo" : "core:errors.liveUnitInfo")}
        notFoundText={t("core:errors.unitNotFound")}
        onRetry={() => void $drawerDetail.reload()}
      />
      {status.kind === "error" && unit.kind === "live_unit" && !unit.deactivated && (
        <p className="muted">{t("camerasFailed")}</p>
      )}
    </>
  );
}

/** The drawer's shape while the detail loads. */
function DrawerSkeleton() {
  const t = useT("unitDrawer");
  return (
    <div className="skeleton" role="status" aria-label={t("loading")}>
      <span className="bone title-bone" />
      <span className="bone" />
      <span className="bone short" />
      <span className="bone button-bone" />
      <span className="bone grid-bone" />
    </div>
  );
}

/** Side drawer for the selected unit; renders nothing when no unit is selected. */
function UnitDrawerView({ emit, navigate }: ViewProps<typeof unitDrawerSpec>) {
  const t = useT("unitDrawer");
  const unit = useStore($selectedUnit);
  const state = useStore($drawerDetail);
  const multiClient = dataOf(useStore($unitSearchRights))?.is_multi_client ?? false;
  const titleId = useId();
  const unitKey = unit ? `${unit.kind}:${unit.id}` : null;
  // A new ref callback per unit: focus moves into the drawer when it opens and when the unit changes
  // (the button mounts a frame after the drawer, inside its shadow scope).
  const closeButton = useCallback(
    (node: HTMLButtonElement | null) => {
      if (node && unitKey) node.focus({ preventScroll: true });
    },
    [unitKey],
  );

  if (!unit) return null;
  const go = (path: string) => void navigate(path);
  const close = () => {
    deselectUnit({ returnFocus: true });
    emit("vms-drawer-close", null);
  };
  const history = () => go(historyPath(unit.kind, unit.id));
  const data =
    state.status === "success" && state.data.kind === unit.kind && state.data.unitId === unit.id ? state.data : null;

  let body: ReactNode;
  if (data?.kind === "live_unit") {
    body = (
      <LiveUnitView
        detail={data.detail}
        deactivated={unit.deactivated}
        showClientName={multiClient}
        titleId={titleId}
        onStream={() => void openDefaultStream(unit.id, go)}
        onHistory={history}
        onOpen={go}
      />
    );
  } else if (data?.kind === "archive_cabinet") {
    body = <CabinetView detail={data.detail} titleId={titleId} onHistory={history} />;
  } else if (state.status === "error") {
    body = <DrawerFailure unit={unit} status={viewStatus(state)} titleId={titleId} />;
  } else {
    body = <DrawerSkeleton />;
  }

  return (
    <aside
      className="drawer"
      part="drawer"
      aria-label={unit.name}
      aria-busy={state.status === "loading"}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <button
        ref={closeButton}
        type="button"
        className="close"
        part="close-button"
        aria-label={t("close")}
        onClick={close}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      <div className="content">{body}</div>
    </aside>
  );
}

/** The unit drawer (`<vms-unit-drawer>` as an element). Registers nothing. */
export const UnitDrawer = defineWidget(unitDrawerSpec, UnitDrawerView, {
  styles: [css, healthToneStyles, statusStyles],
});
