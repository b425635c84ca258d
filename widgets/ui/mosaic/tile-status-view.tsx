import type { Player } from "../../core/video";
import type { TileStatus } from "../../core/mosaic/tile-status";
import { useT } from "../use-t";

interface Props {
  status: TileStatus;
  player: Player;
}

/** Over a tile that is not playing: a spinner while connecting, the status's text, and Retry when it offers one. */
export function TileStatusView({ status, player }: Props) {
  const t = useT("mosaicTile");
  return (
    <div className="tile-status" part="tile-status" role="status" aria-busy={status.kind === "connecting"}>
      {status.kind === "connecting" && <span className="tile-spinner" role="img" aria-label={t("connecting")} />}
      {status.messageKey && <span>{t(status.messageKey)}</span>}
      {status.retry && (
        <button type="button" className="tile-retry" onClick={() => player.retry()}>
          {t("core:status.retry")}
        </button>
      )}
    </div>
  );
}
