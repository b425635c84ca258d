import { useStore } from "@nanostores/react";
import { $config } from "../../core/config/config-store";
import type { StreamMeta } from "../../core/schemas/stream";
import { useT } from "../../ui/use-t";
import type { Heater } from "../../core/camera/relay-switches";
import type { StreamItem } from "../stream-controls";
import { Switch } from "../ui/shoelace";

interface Props {
  meta: StreamMeta;
  heater: Heater;
  visible: ReadonlySet<StreamItem>;
}

/** Quick Settings (§2.1): the heater switch and the service portal's settings links (new tab). */
export function QuickSettingsMenu({ meta, heater, visible }: Props) {
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
      <ul className="menu-list">
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
