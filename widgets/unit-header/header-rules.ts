import { lastStreamedCameraIn } from "../core/units/recently-visited";
import type { RecentlyVisited } from "../core/schemas/stream";

/**
 * The unit page header shared by the stream, history and requested-videos pages (document 2 §2):
 * what the title shows and where the Cameras tab goes. Pure.
 */

/** Which page the header sits on: it picks the client-name flag and the selected tab. */
export type HeaderPage = "stream" | "history" | "requested-video";

/** The fields of live unit info / archive cabinet info the header reads. */
export interface HeaderInfo {
  liveUnitName: string;
  liveUnitSerialNum: string | null;
  locationName: string | null;
  clientName: string;
  showClientNameStreamPage: boolean;
  showClientNameHistoryPage: boolean;
}

export interface HeaderTitle {
  /** The location name, or the unit name when the unit has no location. */
  heading: string;
  /** The client name, only when flagged for this page. */
  clientName: string | null;
  unitName: string;
  serial: string | null;
}

/**
 * The title: the location name plus the client name (only when flagged: the stream page uses
 * `showClientNameStreamPage`, the history and requested-videos pages `showClientNameHistoryPage`),
 * the unit name and the serial.
 */
export function headerTitle(info: HeaderInfo, page: HeaderPage): HeaderTitle {
  const flagged = page === "stream" ? info.showClientNameStreamPage : info.showClientNameHistoryPage;
  const serial = info.liveUnitSerialNum?.trim() || null;
  return {
    heading: info.locationName?.trim() || info.liveUnitName,
    clientName: flagged && info.clientName.trim() ? info.clientName : null,
    unitName: info.liveUnitName,
    serial,
  };
}

/** The Cameras tab: the unit's most recently streamed camera, else its default streaming camera. */
export type CamerasTabTarget = { kind: "camera"; cameraId: number } | { kind: "default" };

export function camerasTabTarget(liveUnitId: number, recent: RecentlyVisited): CamerasTabTarget {
  const cameraId = lastStreamedCameraIn(recent, liveUnitId);
  return cameraId === null ? { kind: "default" } : { kind: "camera", cameraId };
}
