import * as z from "zod";
import { defineSpec, event, prop } from "../core/element/spec";
import { widgetParts } from "../ui/status/status.surface";

/** Detail of `vms-call-change`: the call's state, and the failure's reason when it failed. */
export const CallChangeDetailSchema = z.object({
  liveUnitId: z.number().int(),
  status: z.enum(["idle", "connecting", "connected", "ended"]),
  failure: z.enum(["microphone", "connect", "disconnected"]).optional(),
});

/** `<vms-voice-call>` / `VoiceCall`: the public surface, declared once. */
export const voiceCallSpec = defineSpec({
  tag: "vms-voice-call",
  description:
    "A voice call to a live unit's speaker (document 3 §2.6, §4 'Call'): Call Unit → connecting → connected (End Call, mute microphone, mute speaker) → ended; 'Call failed: {reason}' resets it. The microphone is required. The voice service is chosen by the token answer (Twilio, loaded only when a call starts, or the reference server's WebRTC gateway).",
  props: {
    liveUnitId: prop(z.number().int().positive().optional(), "The live unit to call; nothing is shown without it."),
  },
  events: {
    "vms-call-change": event(
      CallChangeDetailSchema,
      "The call changed state (connecting, connected, ended, idle after a failure).",
    ),
  },
  parts: {
    ...widgetParts,
    "call-button": "The Call Unit button.",
    "end-button": "The End Call button (while connecting or connected).",
    "mic-button": "The mute / unmute microphone toggle (while connected).",
    "speaker-button": "The mute / unmute speaker toggle (while connected).",
    status: "The call's state text ('Connecting...', 'Connected', 'Call ended').",
    failure: "'Call failed: {reason}' and, for the microphone, what to do.",
  },
});
