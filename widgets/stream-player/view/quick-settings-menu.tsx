import { useStore } from "@nanostores/react";
import { $config } from "../../core/config/config-store";
import type { StreamMeta } from "../../core/schemas/stream";
import { $videoQuality, changeUserSettings } from "../../core/session/user-settings";
import { QUALITY_OPTIONS } from "../../core/video/stats-rows";
import { useT } from "../../ui/use-t";
import type { Heater } from "../../core/camera/relay-switches";
import type { StreamItem } from "../stream-controls";
import type { StreamSession } from "../stream-session";
import { Switch } from "../ui/shoelace";

interface Props {
  meta: StreamMeta;
  heater: Heater;
  visible: ReadonlySet<StreamItem>;
  session: StreamSession;
}

/**
 * Quick Settings (§2.1): the stream's Quality (remembered per user) and the 'Stats' overlay (issue
 * 21), the heater switch and the service portal's settings links (new tab).
 */
export function QuickSettingsMenu({ meta, heater, visible, session }: Props) {
  const t = useT("streamPlayer");
  const state = useStore(heater.$heater);
  const base = useStore($config).selfServiceUrl;
  const links: { key: string; path: string }[] = [];
  if (visible.has("advancedSettings")) links.push({ key: "advancedSettings", path: `/camera/${meta.cameraId}` });
  if (visible.has("cameraSettings")) links.push({ key: "cameraSettings", path: `/camera/${meta.cameraId}` });
  if (visible.has("liveUnitSettings")) links.push({ key: "liveUnitSettings", path: `/live-unit/${meta.liveUnitId}` });
  return (
    <>
      <h3 className="menu-title">{t("quickSettings.title")}</h3>
      <QualityChoice />
      <ul className="menu-list">
        <li part="menu-item">
          <StatsSwitch session={session} />
        </li>
        {visible.has("heater") && state && (
          <li part="menu-item">
            <Switch
              checked={state.state === "on"}
              busy={state.busy}
              part="heater-switch"
              onToggle={() => void heater.toggle()}
            >
              {t("quickSettings.heater")}
            </Switch>
          </li>
        )}
        {links.map((link) => {
          const label = t(`quickSettings.${link.key}`);
          return (
            <li key={link.key} part="menu-item">
              <a
                className="row-button"
                href={new URL(link.path, base).href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("quickSettings.newTab", { label })}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Auto, Main stream, Substream: the user's choice, saved with the user (core/session/user-settings). */
function QualityChoice() {
  const t = useT("videoStats");
  const quality = useStore($videoQuality);
  return (
    <fieldset className="quality" part="quality">
      <legend>{t("quality")}</legend>
      {QUALITY_OPTIONS.map((option) => (
        <label key={option.value} className="radio-row">
          <input
            type="radio"
            name="quality"
            value={option.value}
            checked={quality === option.value}
            onChange={() => void changeUserSettings({ videoQuality: option.value })}
          />
          {t(option.key)}
        </label>
      ))}
    </fieldset>
  );
}

/** The 'Stats' overlay on the picture: on or off (it stays as set while the page shows other cameras). */
function StatsSwitch({ session }: { session: StreamSession }) {
  const t = useT("videoStats");
  const on = useStore(session.$showStats);
  return (
    <Switch checked={on} busy={false} part="stats-switch" onToggle={() => session.$showStats.set(!on)}>
      {t("toggle")}
    </Switch>
  );
}
