import { useStore } from "@nanostores/react";
import { useT } from "../../ui/use-t";
import type { Lights } from "../../core/camera/relay-switches";
import { Switch } from "../ui/shoelace";

/** One switch per light (busy while its command runs); the list scrolls past 4 lights (§2.1). */
export function LightsMenu({ lights }: { lights: Lights }) {
  const t = useT("streamPlayer");
  const list = useStore(lights.$lights);
  return (
    <>
      <h3 className="menu-title">{t("lights.title")}</h3>
      <ul className={list.length > 4 ? "menu-list scroll" : "menu-list"}>
        {list.map((light) => (
          <li key={light.relayName} part="menu-item">
            <Switch
              checked={light.state === "on"}
              busy={light.busy}
              part="light-switch"
              onToggle={() => void lights.toggle(light.relayName)}
            >
              {light.uiLabel}
            </Switch>
          </li>
        ))}
      </ul>
    </>
  );
}
