import { useStore } from "@nanostores/react";
import { useState } from "react";
import { notify } from "../../core/notifications/notifications-store";
import type { UnitHealth } from "../../core/schemas/units";
import { healthTone } from "../../core/units/health-tone";
import { useT } from "../../ui/use-t";
import { saveFavourites } from "../camera-commands";
import { favouriteChange, isFavourite, starTone } from "../../core/units/favourite-star";
import { $favourites } from "../stream-session";
import { SvgIcon } from "../ui/icons";
import type { StreamView } from "../use-stream-view";

export function HealthDot({ health }: { health: UnitHealth }) {
  const t = useT("streamPlayer");
  const tone = healthTone(health.color);
  return (
    <span
      className={`health tone-${tone}${health.isFlapping ? " flapping" : ""}`}
      part="health"
      role="img"
      aria-label={t("health", { status: health.statusText })}
      title={health.statusText}
    />
  );
}

/** The favourite star (cam_lists): health-coloured, the default green shown as the secondary colour. */
function FavouriteStar({ view }: { view: StreamView }) {
  const t = useT("streamPlayer");
  const list = useStore($favourites);
  const [busy, setBusy] = useState(false);
  const { meta, user } = view;
  if (!meta || !user || list.status !== "success") return null;
  const on = isFavourite(list.data, meta.cameraId);
  const toggle = async () => {
    const change = favouriteChange(list.data, user.id, meta.cameraId);
    setBusy(true);
    try {
      const saved = await saveFavourites(change);
      $favourites.update(() => saved);
      notify("success", change.doneKey, { name: meta.cameraName });
    } catch {
      notify("error", change.failureKey);
    } finally {
      setBusy(false);
    }
  };
  const label = t(on ? "favourite.remove" : "favourite.add", { name: meta.cameraName });
  return (
    <button
      type="button"
      className={`star tone-${starTone(meta.cameraHealth.color)}`}
      part="favourite-button"
      aria-label={label}
      title={label}
      aria-pressed={on}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <SvgIcon name={on ? "star" : "starOutline"} />
    </button>
  );
}

/** Health dot, camera name, favourite star, viewers (once check-in data exists), the keys button. */
export function CameraHeader({ view, onKeys }: { view: StreamView; onKeys(): void }) {
  const t = useT("streamPlayer");
  const { meta, viewers } = view;
  return (
    <div className="camera-header" part="camera-header">
      {meta && <HealthDot health={meta.cameraHealth} />}
      {meta && (
        <h2 className="camera-name" part="camera-name">
          {meta.cameraName}
        </h2>
      )}
      <FavouriteStar view={view} />
      <span className="spacer" />
      {viewers && viewers.length > 0 && (
        <span
          className="viewers"
          part="viewers"
          role="img"
          aria-label={t("viewers.label", { count: viewers.length })}
          title={viewerList(viewers, t)}
        >
          <SvgIcon name="eye" size={16} />
          <span className="viewers-text" aria-hidden="true">
            {t("viewers.label", { count: viewers.length })}
          </span>
        </span>
      )}
      <button
        type="button"
        className="icon-button"
        part="keys-button"
        aria-label={t("keys.button")}
        title={t("keys.button")}
        onClick={onKeys}
      >
        <SvgIcon name="keyboard" />
      </button>
    </div>
  );
}

function viewerList(
  viewers: NonNullable<StreamView["viewers"]>,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  return viewers
    .map((v, i) =>
      t(i === 0 && !v.viewOnlyAccess ? "viewers.control" : "viewers.viewOnly", { name: v.name, username: v.username }),
    )
    .join("\n");
}
