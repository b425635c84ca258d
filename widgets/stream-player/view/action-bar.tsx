import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { useT } from "../../ui/use-t";
import type { ActionMenu } from "../action-menus";
import { sendPatrol } from "../camera-commands";
import type { StreamCommands } from "../stream-commands";
import { errorText } from "../../core/camera/camera-message";
import { keyedFor, type StreamSession } from "../stream-session";
import type { StreamItem } from "../stream-controls";
import { SvgIcon, type IconName } from "../ui/icons";
import type { CameraDevices } from "../use-camera-devices";
import type { StreamView } from "../use-stream-view";
import { LightsMenu } from "./lights-menu";
import { PatrolDialog } from "./patrol-dialog";
import { PresetsMenu } from "./presets-menu";
import { QuickDownloadMenu } from "./quick-download-menu";
import { QuickSettingsMenu } from "./quick-settings-menu";
import { SnapshotDialog } from "./snapshot-dialog";
import { SpeakerPanel } from "./speaker-panel";

const BUTTONS: { menu: ActionMenu; item: StreamItem; icon: IconName; label: string }[] = [
  { menu: "speaker", item: "speakerMenu", icon: "speaker", label: "speaker.button" },
  { menu: "quickDownload", item: "quickDownload", icon: "download", label: "quickDownload.button" },
  { menu: "suspendPatrol", item: "suspendPatrol", icon: "patrol", label: "patrol.suspend" },
  { menu: "snapshot", item: "snapshot", icon: "snapshot", label: "snapshot.button" },
  { menu: "presets", item: "presetsMenu", icon: "presets", label: "presets.button" },
  { menu: "lights", item: "lightsMenu", icon: "lights", label: "lights.button" },
  { menu: "quickSettings", item: "quickSettingsMenu", icon: "settings", label: "quickSettings.button" },
];

interface Props {
  view: StreamView;
  session: StreamSession;
  devices: CameraDevices;
  commands: StreamCommands;
}

/** The action buttons, each opening its menu; one open at a time (§2.1). */
export function ActionBar({ view, session, devices, commands }: Props) {
  const t = useT("streamPlayer");
  const open = useStore(session.menus.$open);
  const patrol = keyedFor(useStore(session.$patrol), view.cameraId);
  const locationCameras = keyedFor(useStore(session.$locationCameras), view.cameraId);
  const { meta, visible, capabilities, cameraId } = view;
  const shown = BUTTONS.filter((b) => visible.has(b.item));
  if (!meta || cameraId === null || shown.length === 0) return null;
  const close = () => session.menus.close();

  const setPatrol = async (minutes: number | null): Promise<boolean> => {
    try {
      await sendPatrol(cameraId, minutes);
      session.report(
        minutes === null
          ? { severity: "success", key: "streamPlayer:patrol.resumed" }
          : { severity: "success", key: "streamPlayer:patrol.suspended", values: { minutes } },
      );
      return true;
    } catch (error) {
      const key = minutes === null ? "streamPlayer:errors.resumePatrol" : "streamPlayer:errors.suspendPatrol";
      session.report({ severity: "error", key, values: { message: errorText(error) } });
      return false;
    } finally {
      void session.$patrol.reload();
    }
  };
  const press = (menu: ActionMenu) => {
    if (menu === "suspendPatrol" && patrol === true) void setPatrol(null);
    else session.menus.toggle(menu);
  };

  const unitCameras = (locationCameras ?? []).filter((c) => c.liveUnitId === meta.liveUnitId);
  let panel: ReactNode = null;
  if (open === "speaker" && capabilities)
    panel = (
      <SpeakerPanel
        cameraId={cameraId}
        sounds={capabilities.speakerSounds}
        talkdown={visible.has("talkdown")}
        quickSounds={visible.has("quickSounds")}
        mic={devices.mic}
        talkdownSession={devices.talkdown}
        session={session}
      />
    );
  if (open === "quickDownload")
    panel = (
      <QuickDownloadMenu
        cameraId={cameraId}
        cameras={unitCameras.length > 0 ? unitCameras : [{ id: cameraId, cameraName: meta.cameraName }]}
        session={session}
        onDone={close}
      />
    );
  if (open === "presets")
    panel = (
      <PresetsMenu
        meta={meta}
        session={session}
        editing={visible.has("presetEditing")}
        canAdd={visible.has("newPreset")}
        onGo={commands.goToPreset}
      />
    );
  if (open === "lights") panel = <LightsMenu lights={devices.lights} />;
  if (open === "quickSettings") panel = <QuickSettingsMenu meta={meta} heater={devices.heater} visible={visible} />;

  return (
    <div className="actions-wrap">
      <div className="actions" part="actions" role="toolbar" aria-label={t("actions")}>
        {shown.map((b) => {
          const label = b.menu === "suspendPatrol" && patrol === true ? t("patrol.resume") : t(b.label);
          const popup = b.menu !== "suspendPatrol" || patrol !== true;
          return (
            <button
              key={b.menu}
              type="button"
              part="action-button"
              className={open === b.menu ? "action open" : "action"}
              aria-haspopup={
                popup ? (b.menu === "snapshot" || b.menu === "suspendPatrol" ? "dialog" : "true") : undefined
              }
              aria-expanded={popup ? open === b.menu : undefined}
              data-menu={b.menu}
              title={label}
              onClick={() => press(b.menu)}
            >
              <SvgIcon name={b.icon} />
              <span className="action-label">{label}</span>
            </button>
          );
        })}
      </div>
      {panel && (
        <div className="menu" part="menu" role="region" aria-label={t(BUTTONS.find((b) => b.menu === open)!.label)}>
          {panel}
        </div>
      )}
      {open === "snapshot" && (
        <SnapshotDialog cameraId={cameraId} cameraName={meta.cameraName} session={session} onClose={close} />
      )}
      {open === "suspendPatrol" && patrol !== true && (
        <PatrolDialog onSuspend={(minutes) => setPatrol(minutes)} onClose={close} />
      )}
    </div>
  );
}
