import { VoiceCall } from "../voice-call";

/** The live footer's Call Unit control (document 3 §2.6): the voice call widget for this unit. */
export function CallUnit({ liveUnitId }: { liveUnitId: number }) {
  return <VoiceCall liveUnitId={liveUnitId} className="call-unit" />;
}
