import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { streamErrorDetail, streamStatusDetail } from "../core/video/stream-details";
import type { Emit } from "../core/element/spec";
import { t } from "../core/i18n/i18n";
import { userVideoPreference } from "../core/session/user-video-preference";
import { $videoQuality } from "../core/session/user-settings";
import { createPlayer, type Player } from "../core/video";
import { recordStreamVisit } from "../core/units/recently-visited";
import type { streamPlayerSpec } from "./stream-player.spec";
import { createStreamSession, type StreamSession } from "./stream-session";

/** One session (data, menus, messages) per mounted player; the camera follows the prop. */
export function useStreamSession(cameraId: number | null): StreamSession {
  const [session] = useState(createStreamSession);
  useEffect(() => () => session.destroy(), [session]);
  useEffect(() => session.$cameraId.set(cameraId), [session, cameraId]);
  return session;
}

/**
 * The player engine (core/video) in `frame`: created once, then `setCamera` on each change (never a
 * remount, as the engine's guide asks). Emits `vms-stream-status` / `vms-stream-error` as they
 * change, and writes the recently-visited entry once a camera plays.
 */
export function usePlayer(
  frame: RefObject<HTMLDivElement | null>,
  cameraId: number | null,
  videoPreference: string | undefined,
  emit: Emit<typeof streamPlayerSpec>,
  session: StreamSession,
): Player | null {
  const [player, setPlayer] = useState<Player | null>(null);
  const emitRef = useRef(emit);
  const preferenceRef = useRef(videoPreference);
  const cameraRef = useRef(cameraId);
  const qualityRef = useRef($videoQuality.get());
  useEffect(() => {
    emitRef.current = emit;
  });
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const created = createPlayer({
      container: element,
      cameraId: cameraRef.current,
      videoPreference: preferenceRef.current ?? userVideoPreference(),
      quality: qualityRef.current,
    });
    setPlayer(created);
    let lastStatus = "";
    let lastError = "";
    const announce = () => {
      const status = streamStatusDetail(created);
      const statusKey = `${status.cameraId}|${status.status}|${status.idleReason}`;
      if (statusKey !== lastStatus) {
        lastStatus = statusKey;
        const emit = emitRef.current;
        emit("vms-stream-status", status);
      }
      const detail = streamErrorDetail(created, (key) => t(key));
      const errorKey = detail ? JSON.stringify(detail) : "";
      if (errorKey !== lastError) {
        lastError = errorKey;
        if (detail) {
          const emit = emitRef.current;
          emit("vms-stream-error", detail);
          if (detail.stage === "start" && detail.code !== "auth")
            session.report({
              severity: "error",
              key: detail.code === "forbidden" ? "core:errors.streamForbidden" : "core:errors.streamMetadata",
            });
          else if (detail.stage === "checkIn") session.report({ severity: "error", key: "video:checkInFailed" });
        }
      }
    };
    const offs = [created.$state.listen(announce), created.$error.listen(announce), created.$viewers.listen(announce)];
    announce();
    return () => {
      for (const off of offs) off();
      created.destroy();
      setPlayer(null);
    };
    // The player is made once; camera and preference changes go through its setters below.
  }, [frame, session]);
  useEffect(() => {
    if (player && player.$state.get().cameraId !== cameraId) player.setCamera(cameraId);
  }, [player, cameraId]);
  useEffect(() => {
    if (player && videoPreference !== undefined) player.setVideoPreference(videoPreference);
  }, [player, videoPreference]);
  usePlayerQuality(player);
  useEffect(() => {
    if (!player) return;
    // The page writes the recently-visited entry (document 3 §3) once the camera plays.
    const record = () => {
      const meta = session.$meta.get();
      const state = player.$state.get();
      if (state.status !== "active" || meta.status !== "success" || meta.data.cameraId !== state.cameraId) return;
      recordStreamVisit(meta.data.liveUnitId, meta.data.cameraId);
    };
    const offs = [player.$status.listen(record), session.$meta.listen(record)];
    return () => offs.forEach((off) => off());
  }, [player, session]);
  return player;
}

/** The user's quality choice (Quick Settings) on `player`; Auto follows the picture's size (core/video/quality). */
function usePlayerQuality(player: Player | null): void {
  const quality = useStore($videoQuality);
  useEffect(() => {
    if (player && player.$quality.get().choice !== quality) player.setQuality(quality);
  }, [player, quality]);
}
