import type { LiveUnitDetail } from "../core/schemas/units";
import { useT } from "../ui/use-t";
import { CameraGrid } from "./camera-grid";
import { DrawerActionBar } from "./drawer-actions";
import { addressLines, liveUnitActions } from "./drawer-rules";
import { HealthIndicator } from "./health-indicator";

interface Props {
  detail: LiveUnitDetail;
  deactivated: boolean;
  showClientName: boolean;
  titleId: string;
  onStream(): void;
  onHistory(): void;
  onOpen(path: string): void;
}

/** A live unit: location title, health, address, name and serial, client (multi-client users), buttons, cameras. */
export function LiveUnitView({ detail, deactivated, showClientName, titleId, onStream, onHistory, onOpen }: Props) {
  const t = useT("unitDrawer");
  const lines = addressLines(detail.locationStreet, detail.locationCity, detail.locationState, detail.locationZip);
  return (
    <>
      <div className="heading">
        <HealthIndicator health={detail.unitHealth} />
        <h2 className="title" id={titleId} tabIndex={-1}>
          {detail.locationName || detail.liveUnitName}
        </h2>
      </div>
      {deactivated && <p className="badge">{t("deactivated")}</p>}
      {lines.length > 0 && (
        <address className="address">
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      )}
      <p className="unit-name">{t("unitName", { name: detail.liveUnitName, serial: detail.liveUnitSerial })}</p>
      {showClientName && <p className="client">{t("client", { name: detail.clientName })}</p>}
      <DrawerActionBar actions={liveUnitActions(detail, deactivated)} onStream={onStream} onHistory={onHistory} />
      {!deactivated && <CameraGrid cameras={detail.cameraList} onOpen={onOpen} />}
    </>
  );
}
