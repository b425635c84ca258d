import { useStore } from "@nanostores/react";
import { useId } from "react";
import { $videoQuality, changeUserSettings } from "../../core/session/user-settings";
import type { StreamQuality } from "../../core/video";
import { QUALITY_OPTIONS, streamLabel } from "../../core/video/stats-rows";
import { useT } from "../use-t";

interface Props {
  /** The stream the tile plays now (null while none does). */
  playing: StreamQuality | null;
  stats: boolean;
  onStats(on: boolean): void;
}

/**
 * A tile's video settings (issue 21): the Quality choice (the user's, remembered on the server and
 * shared with the stream page) and its 'Stats' overlay.
 */
export function TileSettingsMenu({ playing, stats, onStats }: Props) {
  const t = useT("videoStats");
  const quality = useStore($videoQuality);
  const group = useId(); // one radio group per tile
  return (
    <>
      <fieldset className="tile-quality" part="quality">
        <legend>{t("quality")}</legend>
        {QUALITY_OPTIONS.map((option) => (
          <label key={option.value} className="tile-menu-row tile-radio">
            <input
              type="radio"
              name={group}
              value={option.value}
              checked={quality === option.value}
              onChange={() => void changeUserSettings({ videoQuality: option.value })}
            />
            <span>{t(option.key)}</span>
          </label>
        ))}
        {playing && <p className="tile-menu-note">{t("playing", { stream: streamLabel(playing, t) })}</p>}
      </fieldset>
      <button
        type="button"
        role="switch"
        className="tile-menu-row tile-switch"
        aria-checked={stats}
        onClick={() => onStats(!stats)}
      >
        <span>{t("toggle")}</span>
        <span className="tile-switch-track" aria-hidden="true" />
      </button>
    </>
  );
}
