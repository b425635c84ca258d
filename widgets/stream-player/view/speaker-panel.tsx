import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { SpeakerSound } from "../../core/schemas/stream";
import { useT } from "../../ui/use-t";
import { sendSound } from "../camera-commands";
import { speakerBackView, speakerStartView, type MicMute, type SpeakerView } from "../speaker-menu";
import "../../core/camera/camera-commands.catalogue";
import { errorText } from "../../core/camera/camera-message";
import type { Talkdown } from "../talkdown";
import type { StreamSession } from "../stream-session";
import { SvgIcon } from "../ui/icons";

interface Props {
  cameraId: number;
  sounds: readonly SpeakerSound[];
  talkdown: boolean;
  quickSounds: boolean;
  mic: MicMute;
  talkdownSession: Talkdown;
  session: StreamSession;
}

/** The Speaker menu (§2.1): Menu, QuickSounds, TalkDown; starts at Menu when talk-down is allowed. */
export function SpeakerPanel({ cameraId, sounds, talkdown, quickSounds, mic, talkdownSession, session }: Props) {
  const t = useT("streamPlayer");
  const [view, setView] = useState<SpeakerView>(() => speakerStartView(talkdown));
  const back = speakerBackView(view, talkdown);
  const play = (sound: SpeakerSound) =>
    sendSound(cameraId, sound.id).catch((error: unknown) =>
      session.report({ severity: "error", key: "cameraCommands:errors.sound", values: { message: errorText(error) } }),
    );
  return (
    <>
      <div className="menu-title-row">
        {back && (
          <button type="button" className="icon-button" aria-label={t("back")} onClick={() => setView(back)}>
            <SvgIcon name="back" size={16} />
          </button>
        )}
        <h3 className="menu-title">{t(`speaker.${view}`)}</h3>
      </div>
      {view === "menu" && (
        <ul className="menu-list">
          {quickSounds && (
            <li part="menu-item">
              <button type="button" className="row-button" onClick={() => setView("quickSounds")}>
                {t("speaker.quickSounds")}
              </button>
            </li>
          )}
          <li part="menu-item">
            <button type="button" className="row-button" onClick={() => setView("talkDown")}>
              {t("speaker.talkDown")}
            </button>
          </li>
        </ul>
      )}
      {view === "quickSounds" && (
        <ul className="menu-list scroll-400">
          {sounds.length === 0 && <li className="muted">{t("speaker.noSounds")}</li>}
          {sounds.map((sound) => (
            <li key={sound.id} part="menu-item">
              <button
                type="button"
                className="row-button"
                aria-label={t("cameraCommands:playSound", { label: sound.label })}
                onClick={() => void play(sound)}
              >
                <SvgIcon name="play" size={16} /> {sound.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {view === "talkDown" && (
        <>
          <TalkButton talkdown={talkdownSession} />
          <MicToggle mic={mic} />
        </>
      )}
    </>
  );
}

/** The unit's microphone mute toggle, with a spinner while the command runs. */
function MicToggle({ mic }: { mic: MicMute }) {
  const t = useT("streamPlayer");
  const { muted, busy } = useStore(mic.$mic);
  return (
    <button type="button" className="row-button" aria-pressed={muted} disabled={busy} onClick={() => void mic.toggle()}>
      {busy ? <span className="spinner" aria-hidden="true" /> : <SvgIcon name={muted ? "micOff" : "mic"} size={16} />}
      {t(muted ? "speaker.unmute" : "speaker.mute")}
    </button>
  );
}

/** Start or stop talking to the unit; a spinner while connecting. */
function TalkButton({ talkdown }: { talkdown: Talkdown }) {
  const t = useT("streamPlayer");
  const state = useStore(talkdown.$talk);
  return (
    <>
      <button
        type="button"
        className="button primary talk"
        aria-pressed={state.status === "talking"}
        disabled={state.status === "connecting"}
        onClick={() => void (state.status === "idle" ? talkdown.start() : talkdown.stop())}
      >
        {state.status === "connecting" && <span className="spinner" aria-hidden="true" />}
        <SvgIcon name="mic" size={16} /> {t(state.status === "talking" ? "speaker.stopTalk" : "speaker.startTalk")}
      </button>
      {state.status !== "idle" && (
        <p className="muted" role="status">
          {t(state.status === "talking" ? "speaker.talking" : "speaker.connecting")}
        </p>
      )}
    </>
  );
}
