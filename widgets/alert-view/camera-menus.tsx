import { useState, type ReactNode } from "react";
import { callApi } from "../core/api/call-api";
import type { StreamMessage } from "../core/camera/camera-message";
import { errorText } from "../core/camera/camera-message";
import { isLightRelay } from "../core/camera/control-rules";
import { stream } from "../core/contract/stream-calls";
import { notify } from "../core/notifications/notifications-store";
import type { MosaicCamera, MosaicUserPermissions } from "../core/schemas/mosaic";
import type { SpeakerSound } from "../core/schemas/stream";
import { LightsMenu, useCameraLights } from "../ui/mosaic";
import "../core/camera/camera-commands.catalogue";
import { useT } from "../ui/use-t";
import { Icon } from "./icons";

/** A camera command's proxy answer: code 0 is done (document 3 §7). */
async function command(run: () => Promise<{ data: { code: number } }>): Promise<void> {
  const { data } = await run();
  if (data.code !== 0) throw new Error(`command proxy error code ${data.code}`);
}
const report = (message: StreamMessage) => notify(message.severity, message.key, message.values);

interface Props {
  /** The unit's primary camera (the first of its mosaic); none: nothing to control. */
  camera: MosaicCamera | undefined;
  permissions: MosaicUserPermissions;
  viewOnly: boolean;
  /** What sits between Sounds and Lights (Call Unit). */
  children?: ReactNode;
}

type Menu = "sounds" | "lights";

/**
 * Sounds and Lights of the live footer for the unit's primary camera (document 3 §2.2, §6: sounds
 * need canAccessQuickSounds and the camera's sounds; lights canControlPtzf, the camera's
 * controlPtzf and a light relay; hidden from a view-only viewer). Lights are the mosaic tile's light
 * switches (`ui/mosaic`, on `core/camera/camera-lights`).
 */
export function CameraMenus({ camera, permissions, viewOnly, children }: Props) {
  const t = useT("alertView");
  const [open, setOpen] = useState<Menu | null>(null);
  const sounds = camera?.capabilities.speakerSounds ?? [];
  const relays = (camera?.capabilities.relayActions ?? []).filter(isLightRelay);
  const lights = useCameraLights(camera);
  const canSound = !!camera && permissions.canAccessQuickSounds && sounds.length > 0;
  const canLight = !!camera && permissions.canControlPtzf && camera.controlPtzf && relays.length > 0;
  const menuButton = (menu: Menu, allowed: boolean, unavailable: string) =>
    !viewOnly && (
      <button
        type="button"
        className="footer-button"
        part="footer-button"
        disabled={!allowed}
        title={allowed ? t(menu) : unavailable}
        aria-expanded={allowed ? open === menu : undefined}
        onClick={() => setOpen(open === menu ? null : menu)}
      >
        <Icon name={menu} />
        <span className="footer-label">{t(menu)}</span>
      </button>
    );
  return (
    <>
      {menuButton("sounds", canSound, t("noSounds"))}
      {children}
      {menuButton("lights", canLight, t("noLights"))}
      {open && !viewOnly && camera && (
        <div
          className="footer-menu"
          part="menu"
          role="group"
          aria-label={t(open)}
          onKeyDown={(event) => event.key === "Escape" && setOpen(null)}
        >
          {open === "sounds" && canSound && <SoundsMenu cameraId={camera.cameraId} sounds={sounds} />}
          {open === "lights" && canLight && lights && <LightsMenu lights={lights} />}
        </div>
      )}
    </>
  );
}

function SoundsMenu({ cameraId, sounds }: { cameraId: number; sounds: readonly SpeakerSound[] }) {
  const t = useT("cameraCommands");
  const play = (sound: SpeakerSound) =>
    command(() => callApi(stream.speakerSound, { params: { cameraId }, body: { soundId: sound.id } })).catch(
      (error: unknown) =>
        report({ severity: "error", key: "cameraCommands:errors.sound", values: { message: errorText(error) } }),
    );
  return (
    <ul className="menu-list">
      {sounds.map((sound) => (
        <li key={sound.id}>
          <button
            type="button"
            className="menu-row"
            aria-label={t("playSound", { label: sound.label })}
            onClick={() => void play(sound)}
          >
            <Icon name="play" size={14} /> {sound.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
