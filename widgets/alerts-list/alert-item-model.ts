import { alertPath, historyPath } from "../core/navigation/routes";
import type { Alert, AlertMedia, CameraRole } from "../core/schemas/alerts";
import type { Viewer } from "../core/schemas/realtime";

/** The three clips of an expanded item, in display order (document 3 §2.3). */
export const CLIP_ROLES = ["Left", "Primary", "Right"] as const satisfies readonly CameraRole[];
export type ClipRole = (typeof CLIP_ROLES)[number];

/** A clip: the thumbnail image and the video that plays on hover, either possibly not there yet. */
export interface Clip {
  role: ClipRole;
  image?: AlertMedia;
  video?: AlertMedia;
}

/** Where an item leads. The list item and Go Live open the unit live with the alert as context; Go To Alert opens the alert. */
export function alertLinks(alert: Pick<Alert, "alertId" | "liveUnitId" | "alertTimestamp">): {
  live: string;
  alert: string;
  history: string;
} {
  const live = `/live-unit/${alert.liveUnitId}/view?contextId=${alert.alertId}`;
  const history = historyPath("live_unit", alert.liveUnitId, alert.alertTimestamp);
  return { live, alert: alertPath(alert.liveUnitId, alert.alertId), history };
}

/** The clips of the three roles: the first image and the first video of each. */
export function clipsOf(media: readonly AlertMedia[]): Clip[] {
  return CLIP_ROLES.map((role) => {
    const own = media.filter((m) => m.cameraRole === role);
    return {
      role,
      image: own.find((m) => m.mimeType === "image/jpeg"),
      video: own.find((m) => m.mimeType === "video/mp4"),
    };
  });
}

/** The client name shows only when the alert belongs to another client than the user's. */
export function clientNameShown(
  alert: Pick<Alert, "clientId" | "clientName">,
  userClientId: number | undefined,
): string | undefined {
  return userClientId !== undefined && alert.clientId === userClientId ? undefined : alert.clientName;
}

/**
 * The operator who collapses an item: the earliest-joined viewer of the alert who is not the
 * current user (document 3 §2.3: collapsed while another operator views it).
 */
export function otherViewer(viewers: readonly Viewer[] | undefined, username: string | undefined): Viewer | undefined {
  if (!viewers) return undefined;
  let first: Viewer | undefined;
  for (const viewer of viewers) {
    if (viewer.username === username) continue;
    if (!first || Date.parse(viewer.joined) < Date.parse(first.joined)) first = viewer;
  }
  return first;
}
