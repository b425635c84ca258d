import { lazy, Suspense, useState, type ComponentType } from "react";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { statusStyles } from "../ui/status";
import { healthToneStyles } from "../ui/styles";
import { useT } from "../ui/use-t";
import "./stream-player.catalogue";
import css from "./stream-player.css?inline";
import { streamPlayerSpec } from "./stream-player.spec";
import shoelaceTheme from "./ui/shoelace-theme.css?inline";

/** Props of `StreamPlayer` (from its spec). */
export type StreamPlayerProps = WidgetProps<typeof streamPlayerSpec>;

/** The body once its chunk is here: rendered at once, without suspending (no fallback frame, no reveal throttle). */
let LoadedBody: ComponentType<ViewProps<typeof streamPlayerSpec>> | null = null;
const loadBody = () =>
  import("./stream-player-view").then((module) => {
    LoadedBody = module.default;
    return module;
  });
/** The player's code loads with the first player on the page (the library's entry stays small). */
const StreamPlayerBody = lazy(loadBody);

/**
 * Loads the player's code ahead of its first use (a host calls it when a stream link is hovered or
 * focused, or when idle), so opening a stream page waits for no chunk. Safe to call any number of times.
 */
export function preloadStreamPlayer(): Promise<void> {
  return loadBody().then(() => undefined);
}

function StreamPlayerView(props: ViewProps<typeof streamPlayerSpec>) {
  const t = useT("streamPlayer");
  // Chosen once per mount: switching from the lazy body to the loaded one later would remount it.
  const [Body] = useState(() => LoadedBody);
  if (Body) return <Body {...props} />;
  return (
    <Suspense
      fallback={
        <div className="vms-status vms-status--inline vms-status--loading" part="status" role="status">
          {t("loading")}
        </div>
      }
    >
      <StreamPlayerBody {...props} />
    </Suspense>
  );
}

/** The stream player (`<vms-stream-player>` as an element). Registers nothing. */
export const StreamPlayer = defineWidget(streamPlayerSpec, StreamPlayerView, {
  styles: [css, healthToneStyles, shoelaceTheme, statusStyles],
});
