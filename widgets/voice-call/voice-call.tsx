import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { useT } from "../ui/use-t";
import { createCallMachine, type CallMachine } from "./call-machine";
import { callDeps } from "./voice-api";
import "./voice-call.catalogue";
import css from "./voice-call.css?inline";
import { voiceCallSpec } from "./voice-call.spec";

/** Props of `VoiceCall` (from its spec): `liveUnitId`, `onCallChange`, `className`, `style`. */
export type VoiceCallProps = WidgetProps<typeof voiceCallSpec>;

function Controls({ machine }: { machine: CallMachine }) {
  const t = useT("voiceCall");
  const call = useStore(machine.$call);
  const busy = call.status === "connecting" || call.status === "connected";
  return (
    <div className="call" role="group" aria-label={t("callUnit")}>
      {!busy && (
        <button type="button" className="primary" part="call-button" onClick={() => void machine.start()}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="icon">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
          </svg>
          {t("callUnit")}
        </button>
      )}
      {call.status === "connected" && (
        <>
          <button type="button" part="mic-button" aria-pressed={call.micMuted} onClick={machine.toggleMic}>
            {call.micMuted ? t("unmuteMic") : t("muteMic")}
          </button>
          <button type="button" part="speaker-button" aria-pressed={call.speakerMuted} onClick={machine.toggleSpeaker}>
            {call.speakerMuted ? t("unmuteSpeaker") : t("muteSpeaker")}
          </button>
        </>
      )}
      {busy && (
        <button type="button" className="danger" part="end-button" onClick={machine.end}>
          {t("endCall")}
        </button>
      )}
      <span className="status" part="status" role="status">
        {call.status === "connecting" && (
          <>
            <span className="spinner" aria-hidden="true" />
            {t("connecting")}
          </>
        )}
        {call.status === "connected" && t("connected")}
        {call.status === "ended" && t("ended")}
      </span>
      {call.status === "idle" && call.failure && (
        <p className="failure" part="failure" role="alert">
          {t("failed", { reason: t(`reasons.${call.failure}`) })}
          {call.microphone && <span className="help">{t(`microphoneHelp.${call.microphone}`)}</span>}
        </p>
      )}
    </div>
  );
}

/**
 * A voice call to a live unit (document 3 §2.6, §4): the state machine of `call-machine.ts` with the
 * token call and the provider the token names. A new unit, or unmounting, ends the call.
 */
function VoiceCallView({ liveUnitId, emit }: ViewProps<typeof voiceCallSpec>) {
  const machine = useMemo(() => (liveUnitId ? createCallMachine(liveUnitId, callDeps) : null), [liveUnitId]);
  useEffect(() => {
    if (!machine || !liveUnitId) return;
    let first = true;
    const stop = machine.$call.subscribe((state) => {
      if (first) return void (first = false);
      emit("vms-call-change", {
        liveUnitId,
        status: state.status,
        ...(state.status === "idle" && state.failure ? { failure: state.failure } : {}),
      });
    });
    return () => {
      stop();
      machine.destroy();
    };
  }, [machine, liveUnitId, emit]);
  return machine ? <Controls machine={machine} /> : null;
}

/** The voice call (`<vms-voice-call>` as an element). Registers nothing. */
export const VoiceCall = defineWidget(voiceCallSpec, VoiceCallView, { styles: [css] });
