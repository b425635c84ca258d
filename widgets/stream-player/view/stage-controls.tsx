import type { PtzCommand } from "../../core/schemas/camera-controls";
import { useT } from "../../ui/use-t";
import type { StreamItem } from "../stream-controls";
import { SvgIcon, type IconName } from "../ui/icons";

const PAD: { value: "up" | "down" | "left" | "right" | "home"; icon: IconName; area: string }[] = [
  { value: "up", icon: "up", area: "up" },
  { value: "left", icon: "left", area: "left" },
  { value: "home", icon: "home", area: "home" },
  { value: "right", icon: "right", area: "right" },
  { value: "down", icon: "down", area: "down" },
];

interface Props {
  visible: ReadonlySet<StreamItem>;
  fullScreen: boolean;
  onCommand(command: PtzCommand): void;
  onFullScreen(): void;
}

/** The controls over the picture once it plays (§2.1): pan/tilt pad with home, zoom, full screen. */
export function StageControls({ visible, fullScreen, onCommand, onFullScreen }: Props) {
  const t = useT("streamPlayer");
  const pad = PAD.filter((b) => (b.value === "home" ? visible.has("home") : visible.has("pad")));
  return (
    <>
      {pad.length > 0 && (
        <div className="pad" part="pad" role="group" aria-label={t("pad.label")}>
          {pad.map((b) => (
            <button
              key={b.value}
              type="button"
              className={`pad-${b.area}`}
              part="pad-button"
              aria-label={t(`pad.${b.value}`)}
              title={t(`pad.${b.value}`)}
              onClick={() => onCommand({ controlMode: "panTilt", controlValue: b.value })}
            >
              <SvgIcon name={b.icon} />
            </button>
          ))}
        </div>
      )}
      <div className="corner" role="group" aria-label={t("controls")}>
        {visible.has("zoom") &&
          (["in", "out"] as const).map((value) => (
            <button
              key={value}
              type="button"
              part="zoom-button"
              aria-label={t(value === "in" ? "zoomIn" : "zoomOut")}
              title={t(value === "in" ? "zoomIn" : "zoomOut")}
              onClick={() => onCommand({ controlMode: "zoom", controlValue: value })}
            >
              <SvgIcon name={value === "in" ? "zoomIn" : "zoomOut"} />
            </button>
          ))}
        {visible.has("fullScreen") && (
          <button
            type="button"
            part="fullscreen-button"
            aria-label={t(fullScreen ? "exitFullScreen" : "fullScreen")}
            title={t(fullScreen ? "exitFullScreen" : "fullScreen")}
            aria-pressed={fullScreen}
            onClick={onFullScreen}
          >
            <SvgIcon name={fullScreen ? "exitFullScreen" : "fullScreen"} />
          </button>
        )}
      </div>
    </>
  );
}
