import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { dataOf } from "../core/api/remote-data";
import "../core/video/video.catalogue";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles, viewStatus } from "../ui/status";
import { useT } from "../ui/use-t";
import "./mosaic.catalogue";
import css from "./mosaic.css?inline";
import { createMosaicStore, mosaicBackPath, mosaicSource } from "./mosaic-store";
import { mosaicSpec } from "./mosaic.spec";
import { shownCameras } from "../core/mosaic";
import { MosaicGrid, MosaicTile, mosaicTileStyles, TileIcon, useExpandedTile } from "../ui/mosaic";

/** Props of `Mosaic` (from its spec): `mosaicId`, `liveUnitId`, `camListId`, `videoPreference`, `onTileClose`, `onNavigate`, … */
export type MosaicProps = WidgetProps<typeof mosaicSpec>;

function MosaicView({
  mosaicId,
  liveUnitId,
  camListId,
  videoPreference,
  emit,
  navigate,
}: ViewProps<typeof mosaicSpec>) {
  const t = useT("mosaic");
  const source = mosaicSource(mosaicId, liveUnitId, camListId);
  const sourceKey = JSON.stringify(source);
  const store = useMemo(() => createMosaicStore(source), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => store.$source.set(JSON.parse(sourceKey)), [store, sourceKey]);
  const remote = useStore(store.$mosaic);
  const mosaic = dataOf(remote);
  const [closed, setClosed] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: sourceKey, ids: new Set() });
  const closedIds = useMemo(() => (closed.key === sourceKey ? closed.ids : new Set<number>()), [closed, sourceKey]);
  const cameras = useMemo(() => (mosaic ? shownCameras(mosaic, closedIds) : []), [mosaic, closedIds]);
  const status = viewStatus(remote, () => cameras.length === 0);
  const { expandedId, tile } = useExpandedTile(cameras.map((c) => c.cameraId));

  const close = (cameraId: number) => {
    if (!emit("vms-tile-close", { cameraId })) return;
    setClosed({ key: sourceKey, ids: new Set([...closedIds, cameraId]) });
  };

  return (
    <section className="mosaic" aria-label={t("label")}>
      <header className="top-bar" part="top-bar">
        <button
          type="button"
          className="back"
          part="back-button"
          aria-label={t("back")}
          onClick={() => navigate(mosaicBackPath(source))}
        >
          <TileIcon name="back" />
        </button>
        <h2 className="name" part="name">
          {mosaic ? mosaic.name : t("loadingName")}
        </h2>
      </header>
      <MosaicGrid
        count={cameras.length}
        expanded={expandedId !== null}
        className="grid"
        part="grid"
        label={t("grid")}
        busy={status.kind === "loading"}
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
              {...tile(camera.cameraId)}
              onClose={() => close(camera.cameraId)}
            />
          ))}
      </MosaicGrid>
    </section>
  );
}

/** The mosaic (`<vms-mosaic>` as an element). Registers nothing. */
export const Mosaic = defineWidget(mosaicSpec, MosaicView, { styles: [css, mosaicTileStyles, statusStyles] });
