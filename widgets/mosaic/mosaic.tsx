import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { dataOf } from "../core/api/remote-data";
import "../core/video/video.catalogue";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles, viewStatus } from "../ui/status";
import { useT } from "../ui/use-t";
import "./mosaic.catalogue";
import css from "./mosaic.css?inline";
import { mosaicLayout, useOrientation } from "../core/mosaic";
import { createMosaicStore, mosaicSource } from "./mosaic-store";
import { mosaicSpec } from "./mosaic.spec";
import { MosaicTile } from "./mosaic-tile";
import { Icon } from "./tile-icons";
import { shownCameras } from "./tile-rules";

/** Props of `Mosaic` (from its spec): `mosaicId`, `liveUnitId`, `videoPreference`, `onTileClose`, `onNavigate`, … */
export type MosaicProps = WidgetProps<typeof mosaicSpec>;

function MosaicView({ mosaicId, liveUnitId, videoPreference, emit, navigate }: ViewProps<typeof mosaicSpec>) {
  const t = useT("mosaic");
  const source = mosaicSource(mosaicId, liveUnitId);
  const sourceKey = JSON.stringify(source);
  const store = useMemo(() => createMosaicStore(source), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => store.$source.set(JSON.parse(sourceKey)), [store, sourceKey]);
  const remote = useStore(store.$mosaic);
  const mosaic = dataOf(remote);
  const [closed, setClosed] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: sourceKey, ids: new Set() });
  const closedIds = useMemo(() => (closed.key === sourceKey ? closed.ids : new Set<number>()), [closed, sourceKey]);
  const [expanded, setExpanded] = useState<number | null>(null);
  const cameras = useMemo(() => (mosaic ? shownCameras(mosaic, closedIds) : []), [mosaic, closedIds]);
  const grid = useRef<HTMLDivElement>(null);
  const layout = mosaicLayout(cameras.length, useOrientation(grid));
  const status = viewStatus(remote, () => cameras.length === 0);
  const expandedId = cameras.some((c) => c.cameraId === expanded) ? expanded : null;
  const expand = useCallback((cameraId: number, on: boolean) => setExpanded(on ? cameraId : null), []);

  const close = (cameraId: number) => {
    if (!emit("vms-tile-close", { cameraId })) return;
    setClosed({ key: sourceKey, ids: new Set([...closedIds, cameraId]) });
  };
  const gridStyle: CSSProperties | undefined =
    layout && expandedId === null
      ? {
          gridTemplateRows: `repeat(${layout.rows}, minmax(0, 1fr))`,
          gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
        }
      : undefined;

  return (
    <section className="mosaic" aria-label={t("label")}>
      <header className="top-bar" part="top-bar">
        <button type="button" className="back" part="back-button" aria-label={t("back")} onClick={() => navigate("/")}>
          <Icon name="back" />
        </button>
        <h2 className="name" part="name">
          {mosaic ? mosaic.name : t("loadingName")}
        </h2>
      </header>
      <div
        ref={grid}
        className="grid"
        part="grid"
        role="region"
        aria-label={t("grid")}
        aria-busy={status.kind === "loading"}
        data-tiles={cameras.length}
        data-expanded={expandedId !== null || undefined}
        style={gridStyle}
      >
        <StatusView
          status={status}
          errorText={t("loadError")}
          emptyText={t("empty")}
          onRetry={() => void store.$mosaic.reload()}
        />
        {status.kind === "content" &&
          mosaic &&
          cameras.map((camera) => (
            <MosaicTile
              key={camera.cameraId}
              camera={camera}
              permissions={mosaic.userPermissions}
              videoPreference={videoPreference}
              expanded={expandedId === camera.cameraId}
              hidden={expandedId !== null && expandedId !== camera.cameraId}
              onExpand={(on) => expand(camera.cameraId, on)}
              onClose={() => close(camera.cameraId)}
            />
          ))}
      </div>
    </section>
  );
}

/** The mosaic (`<vms-mosaic>` as an element). Registers nothing. */
export const Mosaic = defineWidget(mosaicSpec, MosaicView, { styles: [css, statusStyles] });
