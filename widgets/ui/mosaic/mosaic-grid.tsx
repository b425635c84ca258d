import { useCallback, useRef, useState, type ReactNode } from "react";
import { mosaicLayout } from "../../core/mosaic/mosaic-layout";
import { useOrientation } from "./use-orientation";

interface Props {
  /** How many tiles it holds (the layout table of document 3 §2.2 by count and orientation). */
  count: number;
  /** One tile fills the area (the others are hidden). */
  expanded?: boolean;
  /** The widget's own class (its height). */
  className: string;
  part: string;
  label: string;
  busy?: boolean;
  children: ReactNode;
}

/**
 * The grid every mosaic shares (`<vms-mosaic>`, the live-unit view's live and alert modes): rows and
 * columns from the layout table for its tile count and the area's orientation, one cell when a
 * tile is expanded. Styled by the shared sheet (`.mosaic-grid`).
 */
export function MosaicGrid({ count, expanded, className, part, label, busy, children }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  const layout = mosaicLayout(count, useOrientation(grid));
  return (
    <div
      ref={grid}
      className={`mosaic-grid ${className}`}
      part={part}
      role="region"
      aria-label={label}
      aria-busy={busy}
      data-tiles={count}
      data-expanded={expanded || undefined}
      style={
        layout && !expanded
          ? {
              gridTemplateRows: `repeat(${layout.rows}, minmax(0, 1fr))`,
              gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
            }
          : undefined
      }
    >
      {children}
    </div>
  );
}

/** A tile's part in the grid's expansion: filling the area, hidden behind another, and its toggle. */
export interface TileExpansion {
  expanded: boolean;
  hidden: boolean;
  onExpand(on: boolean): void;
}

/**
 * Which camera's tile is expanded (none when that camera is no longer shown), and each tile's part
 * in it (spread onto the tile: `<MosaicTile {...tile(camera.cameraId)} />`).
 */
export function useExpandedTile(cameraIds: readonly number[]): {
  expandedId: number | null;
  tile(cameraId: number): TileExpansion;
} {
  const [chosen, setChosen] = useState<number | null>(null);
  const expandedId = chosen !== null && cameraIds.includes(chosen) ? chosen : null;
  const tile = useCallback(
    (cameraId: number): TileExpansion => ({
      expanded: expandedId === cameraId,
      hidden: expandedId !== null && expandedId !== cameraId,
      onExpand: (on) => setChosen(on ? cameraId : null),
    }),
    [expandedId],
  );
  return { expandedId, tile };
}
