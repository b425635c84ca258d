import type { ArchiveCabinetDetail } from "../core/schemas/units";
import { useT } from "../ui/use-t";
import { DrawerActionBar } from "./drawer-actions";
import { addressLines, cabinetActions } from "./drawer-rules";

interface Props {
  detail: ArchiveCabinetDetail;
  titleId: string;
  onHistory(): void;
}

/** An archive cabinet: History only. */
export function CabinetView({ detail, titleId, onHistory }: Props) {
  const t = useT("unitDrawer");
  const lines = addressLines(null, detail.city, detail.state, null);
  return (
    <>
      <div className="heading">
        <h2 className="title" id={titleId} tabIndex={-1}>
          {detail.locationName || detail.liveUnitName}
        </h2>
      </div>
      <p className="badge">{t("archiveCabinet")}</p>
      {lines.length > 0 && (
        <address className="address">
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      )}
      <p className="unit-name">{detail.liveUnitName}</p>
      {detail.showClientName && <p className="client">{t("client", { name: detail.clientName })}</p>}
      <DrawerActionBar actions={cabinetActions(detail)} onStream={() => undefined} onHistory={onHistory} />
    </>
  );
}
