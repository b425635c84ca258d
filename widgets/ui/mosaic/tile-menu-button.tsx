import { useEffect } from "react";
import { preloadPopups } from "../popup/floating";
import { Icon } from "./tile-icons";
import type { TileMenuName } from "./tile-menu";

interface Props {
  name: TileMenuName;
  label: string;
  /** The tile's open menu, if any. */
  open: TileMenuName | null;
  onToggle(name: TileMenuName): void;
}

/**
 * A tile's menu button (Presets, Snapshot, Lights, Video settings): pressed while its menu is open.
 * Shown, it starts loading the popup positioning, so its menu is placed by Floating UI at the first
 * click even on a mosaic busy starting many videos (issue 21).
 */
export function TileMenuButton({ name, label, open, onToggle }: Props) {
  useEffect(preloadPopups, []);
  return (
    <button
      type="button"
      className="tile-button"
      part="tile-button"
      data-menu={name}
      aria-label={label}
      title={label}
      aria-haspopup="true"
      aria-expanded={open === name}
      aria-pressed={open === name}
      onClick={() => onToggle(name)}
    >
      <Icon name={name} />
    </button>
  );
}
