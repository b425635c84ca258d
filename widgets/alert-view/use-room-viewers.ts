import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { dataOf } from "../core/api/remote-data";
import { presence } from "../core/realtime";
import { presenceRoom } from "../core/schemas/realtime";
import { $userInfo } from "../core/session/session-store";
import { isViewOnly } from "../core/video";
import type { AlertViewStore } from "./alert-view-store";
import type { ViewMode } from "./view-mode";

/**
 * Presence while the view is shown: the alert's room in alert mode, the unit's room otherwise (left
 * on unmount). Answers its viewers, the signed-in user's name, and whether another viewer controls.
 */
export function useRoomViewers(
  store: AlertViewStore,
  liveUnitId: number | null | undefined,
  mode: ViewMode,
  viewed: number | undefined,
) {
  const room = liveUnitId ? presenceRoom(liveUnitId, mode === "alert" ? viewed : undefined) : null;
  const roomKey = room ? `${room.room}:${room.key}` : "";
  const $viewers = useMemo(() => (room ? presence.joinedViewersOf(room) : null), [roomKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const viewers = useStore($viewers ?? store.$noViewers);
  const username = dataOf(useStore($userInfo))?.username;
  return { viewers, username, viewOnly: isViewOnly(viewers, username) };
}
