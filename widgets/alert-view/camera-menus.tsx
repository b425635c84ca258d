import { useRef, useState, type ReactNode } from "react";
import { isLightRelay } from "../core/camera/control-rules";
import type { MosaicCamera, MosaicUserPermissions } from "../core/schemas/mosaic";
import type { SpeakerSound } from "../core/schemas/stream";
import { LightsMenu, useCameraLights } from "../ui/mosaic";
import "../core/camera/camera-commands.catalogue";
import { usePopup } from "../ui/popup/use-popup";
import { useT } from "../ui/use-t";
import { playSound } from "./alert-view-store";
import { Icon } from "./icons";

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
  const buttons = useRef<Partial<Record<Menu, HTMLButtonElement | null>>>({});
  // A popup above its button, flipped or shifted to stay inside the viewport (ui/popup).
  const popup = usePopup<HTMLDivElement>({
    anchor: () => (open ? (buttons.current[open] ?? null) : null),
    onClose: () => setOpen(null),
    placement: "top-start",
  });
  const canSound = !!camera && permissions.canAccessQuickSounds && sounds.length > 0;
  const canLight = !!camera && permissions.canControlPtzf && camera.controlPtzf && relays.length > 0;
  const menuButton = (menu: Menu, allowed: boolean, unavailable: string) =>
    !viewOnly && (
      <button
        ref={(button) => {
          buttons.current[menu] = button;
        }}
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
        <div key={open} ref={popup} className="footer-menu" part="menu" role="group" aria-label={t(open)}>
          {open === "sounds" && canSound && <SoundsMenu cameraId={camera.cameraId} sounds={sounds} />}
          {open === "lights" && canLight && lights && <LightsMenu lights={lights} />}
        </div>
      )}
    </>
  );
}

function SoundsMenu({ cameraId, sounds }: { cameraId: number; sounds: readonly SpeakerSound[] }) {
  const t = useT("cameraCommands");
  return (
    <ul className="menu-list">
      {sounds.map((sound) => (
        <li key={sound.id}>
          <button
            type="button"
            className="menu-row"
            aria-label={t("playSound", { label: sound.label })}
            onClick={() => void playSound(cameraId, sound.id)}
          >
            <Icon name="play" size={14} /> {sound.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
