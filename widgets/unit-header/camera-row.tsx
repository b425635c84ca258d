import { useStore } from "@nanostores/react";
import { dataOf } from "../core/api/remote-data";
import { healthTone } from "../core/units/health-tone";
import { useT } from "../ui/use-t";
import { isFavourite, starTone } from "../core/units/favourite-star";
import { $favouriteBusy, $favourites, headerCameraStore, toggleFavourite } from "./header-store";

/**
 * The camera row of the header (document 3 §2.1): health dot (blinking while the health flaps, as in
 * the stream page's and the favourites' rows), camera name and the favourite star, whose colour
 * follows the health (the default green shows as the theme's secondary colour).
 */
export function CameraRow({ cameraId }: { cameraId: number }) {
  const t = useT("unitHeader");
  const meta = dataOf(useStore(headerCameraStore(cameraId)));
  const favourites = useStore($favourites);
  const busy = useStore($favouriteBusy);
  if (!meta) return null;
  const health = meta.cameraHealth;
  const favourite = isFavourite(dataOf(favourites) ?? null, cameraId);
  const label = t(favourite ? "unfavourite" : "favourite", { name: meta.cameraName });
  return (
    <div part="camera" className="camera">
      <span
        part="health"
        className={`health tone-${healthTone(health.color)}${health.isFlapping ? " flapping" : ""}`}
        role="img"
        aria-label={t("health", { status: health.statusText })}
        title={health.statusText}
      />
      <span className="camera-name">{meta.cameraName}</span>
      <button
        type="button"
        part="favourite-button"
        className={`star tone-${starTone(health.color)}`}
        aria-pressed={favourite}
        aria-label={label}
        title={label}
        disabled={busy || favourites.status !== "success"}
        onClick={() => void toggleFavourite(cameraId)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 17.3 18.2 21l-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7z"
            fill={favourite ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </button>
    </div>
  );
}
