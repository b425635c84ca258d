import { useT } from "../use-t";
import "../../core/mosaic/mosaic-tile.catalogue";
import { Icon } from "./tile-icons";

/**
 * The tiles' full-screen button ('Full screen' / 'Exit full screen'), shared by the live camera tile
 * and the live-unit view's alert media tile. Styled by the shared sheet (`.tile-button`).
 */
export function FullScreenButton({ on, onClick, className }: { on: boolean; onClick(): void; className?: string }) {
  const t = useT("mosaicTile");
  const label = t(on ? "exitFullScreen" : "fullScreen");
  return (
    <button
      type="button"
      className={className ? `tile-button ${className}` : "tile-button"}
      part="tile-button"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon name={on ? "exitFullScreen" : "fullScreen"} />
    </button>
  );
}
