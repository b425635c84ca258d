import { DEFAULT_TILE_URLS, type Config } from "../core/config/config-schema";
import { useT } from "../ui/use-t";
import type { MapType } from "./map-view";

/** The default tile servers' credits pages (their texts are in the catalogue: `credit.*`). */
const DEFAULT_CREDIT_URLS: Record<MapType, string> = {
  roadmap: "https://www.openstreetmap.org/copyright",
  satellite: "",
};

/** Only web pages: a configured URL of another scheme is shown as plain text. */
const WEB_PAGE = /^https?:\/\//i;

/**
 * The credit of the tiles on show: the configured one; unset, the default tile server's own while
 * its tiles are used (`defaultText`), else none.
 */
export function creditOf(config: Config, type: MapType, defaultText: string): { text: string; url: string } | null {
  const [tiles, text, url] =
    type === "roadmap"
      ? [config.roadmapTileUrl, config.roadmapAttribution, config.roadmapAttributionUrl]
      : [config.satelliteTileUrl, config.satelliteAttribution, config.satelliteAttributionUrl];
  const byDefault = tiles === DEFAULT_TILE_URLS[type] && text === undefined;
  const shown = text ?? (byDefault ? defaultText : "");
  if (!shown) return null;
  return { text: shown, url: url ?? (byDefault ? DEFAULT_CREDIT_URLS[type] : "") };
}

/** The tiles' credit in the map's corner (document 1 §9's tiles; configuration `*Attribution`). */
export function MapAttribution({ config, mapType }: { config: Config; mapType: MapType }) {
  const t = useT("unitMap");
  const credit = creditOf(config, mapType, t(`credit.${mapType}`));
  if (!credit) return null;
  return (
    <p className="vms-attribution" part="attribution">
      {WEB_PAGE.test(credit.url) ? (
        <a href={credit.url} target="_blank" rel="noopener noreferrer">
          {credit.text}
        </a>
      ) : (
        credit.text
      )}
    </p>
  );
}
