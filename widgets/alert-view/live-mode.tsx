import { useEffect, useState } from "react";
import { MosaicGrid, MosaicTile, useExpandedTile } from "../ui/mosaic";
import { MOSAIC_MAX_TILES, type Mosaic } from "../core/schemas/mosaic";
import { formatTime } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { CallUnit } from "./call-unit";
import { CameraMenus } from "./camera-menus";
import { Icon } from "./icons";

/** Live clock refresh (document 3 §9): every 5 s. */
export const LIVE_CLOCK_MS = 5000;

/** The current time, refreshed every 5 s. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), LIVE_CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface Props {
  liveUnitId: number;
  mosaic: Mosaic;
  timeZone: string;
  language: string;
  videoPreference: string | undefined;
  /** The primary camera's controls are hidden from a view-only viewer (document 3 §6). */
  viewOnly: boolean;
  /** Go To Alert is enabled once the context alert is loaded and has media. */
  alertReady: boolean;
  onGoToAlert(): void;
}

/**
 * Live mode (document 3 §2.2): a mosaic of every camera of the live unit, and the live footer
 * (Sounds, Call Unit, Lights; the red 'Live: {time}' clock in the location's zone; Go To Alert).
 */
export function LiveMode(props: Props) {
  const { liveUnitId, mosaic, timeZone, language, videoPreference, viewOnly, alertReady, onGoToAlert } = props;
  const t = useT("alertView");
  const now = useClock();
  const cameras = mosaic.cameras.slice(0, MOSAIC_MAX_TILES);
  const { expandedId, tile } = useExpandedTile(cameras.map((c) => c.cameraId));
  const primary = cameras[0];
  return (
    <>
      <MosaicGrid
        count={cameras.length}
        expanded={expandedId !== null}
        className="unit-mosaic"
        part="mosaic"
        label={t("mosaic")}
      >
        {cameras.length === 0 && (
          <p className="mosaic-note" role="status">
            {t("noCameras")}
          </p>
        )}
        {/* The mosaic's tiles (document 3 §2.2: Snapshot, Presets, Lights per the mosaic permissions);
            no close button: the live-unit view gives no close handler. */}
        {cameras.map((camera) => (
          <MosaicTile
            key={camera.cameraId}
            camera={camera}
            permissions={mosaic.userPermissions}
            videoPreference={videoPreference}
            {...tile(camera.cameraId)}
          />
        ))}
      </MosaicGrid>
      <footer className="footer live-footer" part="footer">
        <div className="footer-start">
          <CameraMenus camera={primary} permissions={mosaic.userPermissions} viewOnly={viewOnly}>
            <CallUnit liveUnitId={liveUnitId} />
          </CameraMenus>
        </div>
        <p className="live-clock" part="live-clock" aria-live="off">
          {t("live", { time: formatTime(now, timeZone, language) })}
        </p>
        <div className="footer-end">
          <button
            type="button"
            className="footer-button"
            part="footer-button"
            disabled={!alertReady}
            onClick={onGoToAlert}
          >
            <Icon name="alert" />
            {t("goToAlert")}
          </button>
        </div>
      </footer>
    </>
  );
}
