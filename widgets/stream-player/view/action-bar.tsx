import { useStore } from "@nanostores/react";
import { useRef } from "react";
import { usePopup } from "../../ui/popup/use-popup";
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

/** The menus that open as a popup beside their button (Snapshot and Suspend Patrol are dialogs). */
const POPUP_MENUS: ReadonlySet<ActionMenu> = new Set([
  "speaker",
  "quickDownload",
  "presets",
  "lights",
  "quickSettings",
]);

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
  const toolbar = useRef<HTMLDivElement>(null);
  const popup = usePopup<HTMLDivElement>({
    anchor: () => toolbar.current?.querySelector<HTMLElement>(`[data-menu="${open}"]`) ?? null,
    onClose: () => session.menus.close(),
  });
  const { meta, visible, cameraId } = view;
  const shown = BUTTONS.filter((b) => visible.has(b.item));
  if (!meta || cameraId === null || shown.length === 0) return null;
  const close = () => session.menus.close();

  const setPatrol = (minutes: number | null) => changePatrol(session, cameraId, minutes);
  const press = (menu: ActionMenu) => {
    if (menu === "suspendPatrol" && patrol === true) void setPatrol(null);
    else session.menus.toggle(menu);
  };

  return (
    <div className="actions-wrap">
      <div ref={toolbar} className="actions" part="actions" role="toolbar" aria-label={t("actions")}>
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
      {open && POPUP_MENUS.has(open) && (
        // Keyed by the menu: each one is placed beside its own button (ui/popup).
        <div
          key={open}
          ref={popup}
          className="menu"
          part="menu"
          role="region"
          aria-label={t(BUTTONS.find((b) => b.menu === open)!.label)}
        >
          <MenuPanel open={open} view={view} session={session} devices={devices} commands={commands} onDone={close} />
        </div>
      )}
      {open === "snapshot" && (
        <SnapshotDialog
          cameraId={cameraId}
          cameraName={meta.cameraName}
          timeZone={meta.timeZone}
          session={session}
          onClose={close}
        />
      )}
      {open === "suspendPatrol" && patrol !== true && (
        <PatrolDialog onSuspend={(minutes) => setPatrol(minutes)} onClose={close} />
      )}
    </div>
  );
}

/** Suspends (for `minutes`) or resumes (null) the patrol, says how it went and refetches its state (§4). */
async function changePatrol(session: StreamSession, cameraId: number, minutes: number | null): Promise<boolean> {
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
}

/** The open menu's content. */
function MenuPanel({ open, view, session, devices, commands, onDone }: Props & { open: ActionMenu; onDone(): void }) {
  const locationCameras = keyedFor(useStore(session.$locationCameras), view.cameraId);
  const { meta, visible, capabilities, cameraId } = view;
  if (!meta || cameraId === null) return null;
  switch (open) {
    case "speaker":
      return (
        capabilities && (
          <SpeakerPanel
            cameraId={cameraId}
            sounds={capabilities.speakerSounds}
            talkdown={visible.has("talkdown")}
            quickSounds={visible.has("quickSounds")}
            mic={devices.mic}
            talkdownSession={devices.talkdown}
            session={session}
          />
        )
      );
    case "quickDownload": {
      const unitCameras = (locationCameras ?? []).filter((c) => c.liveUnitId === meta.liveUnitId);
      return (
        <QuickDownloadMenu
          cameraId={cameraId}
          cameras={unitCameras.length > 0 ? unitCameras : [{ id: cameraId, cameraName: meta.cameraName }]}
          session={session}
          onDone={onDone}
        />
      );
    }
    case "presets":
      return (
        <PresetsMenu
          meta={meta}
          session={session}
          editing={visible.has("presetEditing")}
          canAdd={visible.has("newPreset")}
          onGo={commands.goToPreset}
        />
      );
    case "lights":
      return <LightsMenu lights={devices.lights} />;
    case "quickSettings":
      return <QuickSettingsMenu meta={meta} heater={devices.heater} visible={visible} session={session} />;
    default:
      return null;
  }
}
