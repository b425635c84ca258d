import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import "../core/video/video.catalogue";
import type { ViewProps } from "../ui/element/define-widget";
import { NotificationStack } from "../ui/notifications";
import { useT } from "../ui/use-t";
import type { KeyAction } from "./keyboard";
import { runKeyAction } from "./key-actions";
import { groupLocationCameras } from "./location-cameras";
import { streamCommands } from "./stream-commands";
import "./stream-player.catalogue";
import type { streamPlayerSpec } from "./stream-player.spec";
import { keyedFor } from "./stream-session";
import { useCameraDevices } from "./use-camera-devices";
import { usePlayer, useStreamSession } from "./use-player";
import { useStreamKeys } from "./use-stream-keys";
import { useStreamView } from "./use-stream-view";
import { ActionBar } from "./view/action-bar";
import { CameraHeader } from "./view/camera-header";
import { KeysDialog } from "./view/keys-dialog";
import { usePictureFirst } from "./use-picture-first";
import { LocationList } from "./view/location-list";
import { StreamStage } from "./view/stream-stage";

function useFullScreen(stage: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", changed);
    return () => document.removeEventListener("fullscreenchange", changed);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.().catch(() => undefined);
  };
  return [on, toggle] as const;
}

/**
 * The live stream page's widget (document 3 §2.1): camera header, the picture and its controls,
 * the action menus, 'At this Location', snackbars and keyboard shortcuts. The page header (back,
 * title, Cameras/History tabs) is the host's (`vms-unit-header`), composed above this widget.
 */
export default function StreamPlayerView(props: ViewProps<typeof streamPlayerSpec>) {
  const { cameraId, hideLocation, globalKeys, videoPreference, notifications, emit, navigate } = props;
  const t = useT("streamPlayer");
  const id = cameraId ?? null;
  const session = useStreamSession(id);
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const player = usePlayer(frame, id, videoPreference, emit, session);
  const view = useStreamView(session, player);
  const devices = useCameraDevices(session, id, view.capabilities);
  const [commands] = useState(() => streamCommands(session));
  const [fullScreen, toggleFullScreen] = useFullScreen(stage);
  const [keysOpen, setKeysOpen] = useState(false);
  const cameras = keyedFor(useStore(session.$locationCameras), id);
  const groups = cameras && groupLocationCameras(cameras, id, view.user?.permissions.streamDeactivated ?? false);
  const { visible, meta } = view;
  const thumbnails = usePictureFirst(view.state.status);

  const act = (action: KeyAction) =>
    runKeyAction(action, {
      visible,
      presets: meta?.presets,
      commands,
      session,
      groups,
      cameraId: id,
      navigate,
      toggleFullScreen,
      openHelp: () => setKeysOpen(true),
    });
  useStreamKeys(root, globalKeys, act);

  return (
    <div ref={root} className={hideLocation ? "player no-location" : "player"} part="player">
      <div className="main">
        <CameraHeader view={view} onKeys={() => setKeysOpen(true)} />
        <StreamStage
          frame={frame}
          stage={stage}
          view={view}
          session={session}
          player={player}
          commands={commands}
          fullScreen={fullScreen}
          onFullScreen={toggleFullScreen}
        />
        {visible.has("viewOnlyNotice") && (
          <p className="notice" part="notice" role="status">
            {t("viewOnly", { name: view.controller?.name ?? "" })}
          </p>
        )}
        <ActionBar view={view} session={session} devices={devices} commands={commands} />
      </div>
      {!hideLocation && (
        <LocationList session={session} groups={groups} cameraId={id} thumbnails={thumbnails} onOpen={navigate} />
      )}
      {keysOpen && <KeysDialog onClose={() => setKeysOpen(false)} />}
      {notifications && <NotificationStack />}
    </div>
  );
}
