import { useStore } from "@nanostores/react";
import { useState, type MouseEvent, type RefObject } from "react";
import type { Player } from "../../core/video";
import { useT } from "../../ui/use-t";
import { clickToCenterCommand, type CommandFeedback } from "../click-to-center";
import type { StreamCommands } from "../stream-commands";
import type { StreamSession } from "../stream-session";
import type { StreamView } from "../use-stream-view";
import { SvgIcon, type IconName } from "../ui/icons";
import { StageControls } from "./stage-controls";
import { StageMessage } from "./stage-message";
import { StatsFigures } from "../../ui/video/stats-figures";

const FEEDBACK_ICON: Record<CommandFeedback, IconName> = {
  up: "up",
  down: "down",
  left: "left",
  right: "right",
  home: "home",
  zoomIn: "zoomIn",
  zoomOut: "zoomOut",
  center: "center",
};

interface Props {
  frame: RefObject<HTMLDivElement | null>;
  stage: RefObject<HTMLDivElement | null>;
  view: StreamView;
  session: StreamSession;
  player: Player | null;
  commands: StreamCommands;
  fullScreen: boolean;
  onFullScreen(): void;
}

/**
 * The picture area and, when 'Stats' is on, the Stats panel below it: outside the picture, never
 * over the camera's own burned-in text (issue 21).
 */
export function StreamStage(props: Props) {
  const { view, session, player } = props;
  const showStats = useStore(session.$showStats);
  return (
    <>
      <StagePicture {...props} />
      {showStats && player && view.state.status === "active" && <StatsFigures player={player} className="stats" />}
    </>
  );
}

/**
 * The picture area: the engine's `<video>`, the client logo, the state text, the animation after a
 * command, and the controls once the picture plays (§2.1). A click on the picture centres the
 * camera there when click-to-center shows.
 */
function StagePicture({ frame, stage, view, session, player, commands, fullScreen, onFullScreen }: Props) {
  const t = useT("streamPlayer");
  const feedback = useStore(session.$feedback);
  const [logoFailed, setLogoFailed] = useState<string | null>(null);
  const { meta, visible } = view;
  const centre = visible.has("clickToCenter");
  const logo = meta?.clientLogoUrl;

  const click = (event: MouseEvent<HTMLDivElement>) => {
    const video = player?.video;
    if (!centre || !video) return;
    const box = event.currentTarget.getBoundingClientRect();
    const command = clickToCenterCommand(
      event.clientX - box.left,
      event.clientY - box.top,
      { width: box.width, height: box.height },
      { width: video.videoWidth, height: video.videoHeight },
    );
    if (command) commands.ptz(command);
  };

  return (
    <div
      ref={stage}
      className="stage"
      part="stage"
      tabIndex={0}
      role="group"
      aria-label={t("label", { name: meta?.cameraName ?? "" })}
      data-status={view.state.status}
    >
      <div
        ref={frame}
        className={centre ? "frame centre" : "frame"}
        title={centre ? t("clickToCenter") : undefined}
        onClick={click}
      />
      {logo && logoFailed !== logo && (
        <img
          className="logo"
          part="logo"
          src={logo}
          alt={t("logo", { client: meta?.clientName })}
          onError={() => setLogoFailed(logo)}
        />
      )}
      <StageMessage
        view={view}
        onRetry={() => {
          void session.$meta.reload();
          player?.retry();
        }}
      />
      {feedback && (
        <span key={feedback.id} className="feedback" part="feedback" data-kind={feedback.kind} aria-hidden="true">
          <SvgIcon name={FEEDBACK_ICON[feedback.kind]} size={48} />
        </span>
      )}
      <StageControls visible={visible} fullScreen={fullScreen} onCommand={commands.ptz} onFullScreen={onFullScreen} />
    </div>
  );
}
