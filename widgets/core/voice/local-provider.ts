import { deleteWhepSession, postWhepOffer } from "../api/media-request";
import { endOnce, VoiceCallError, type VoiceCallHandle, type VoiceProvider } from "./voice-provider";

/** A call that does not connect within this long fails with 'Unable to connect to speaker.'. */
export const LOCAL_CONNECT_TIMEOUT_MS = 10_000;
/** A `disconnected` call may take this long to come back before it counts as dropped. */
export const LOCAL_DISCONNECT_GRACE_MS = 3000;

/**
 * The reference server's voice gateway as a provider: the microphone track goes over WebRTC to
 * `signalingUrl` (WHIP-style: POST the SDP offer, DELETE the answer's Location to hang up). Mute
 * disables the track (the gateway hears silence); connected once ICE and DTLS are up.
 */
export function createLocalProvider(signalingUrl: string): VoiceProvider {
  return { connect: ({ microphone, signal }) => connectLocal(signalingUrl, microphone, signal) };
}

/** Sends `microphone` to the gateway at `signalingUrl` (also the talk-down's audio path). */
export async function connectLocal(
  signalingUrl: string,
  microphone: MediaStream,
  signal?: AbortSignal,
): Promise<VoiceCallHandle> {
  const track = microphone.getAudioTracks()[0];
  if (!track) throw new VoiceCallError("microphone", "no audio track");
  const pc = new RTCPeerConnection({ iceServers: [], bundlePolicy: "max-bundle" });
  const ends = endOnce();
  let location: string | null = null;
  let grace: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    clearTimeout(grace);
    pc.close();
    if (location) deleteWhepSession(location);
    location = null;
  };
  ends.onEnd(close);
  pc.addTransceiver(track, { direction: "sendonly", streams: [microphone] });

  const connected = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new VoiceCallError("connect", "timed out")), LOCAL_CONNECT_TIMEOUT_MS);
    pc.addEventListener("connectionstatechange", () => {
      const state = pc.connectionState;
      if (state === "connected") {
        clearTimeout(timer);
        clearTimeout(grace);
        resolve();
      } else if (state === "failed") {
        clearTimeout(timer);
        reject(new VoiceCallError("connect", "the connection failed"));
        ends.end("disconnected");
      } else if (state === "disconnected") {
        clearTimeout(grace);
        grace = setTimeout(() => ends.end("disconnected"), LOCAL_DISCONNECT_GRACE_MS);
      }
    });
  });
  try {
    if (signal?.aborted) throw new VoiceCallError("connect", "aborted");
    await pc.setLocalDescription(await pc.createOffer());
    const session = await postWhepOffer(signalingUrl, pc.localDescription?.sdp ?? "", signal);
    location = session.location;
    await pc.setRemoteDescription({ type: "answer", sdp: session.answer });
    await connected;
  } catch (error) {
    ends.end("connect");
    throw error instanceof VoiceCallError ? error : new VoiceCallError("connect", String(error));
  }
  return {
    mute: () => void (track.enabled = false),
    unmute: () => void (track.enabled = true),
    muteSpeaker: (muted) => {
      for (const receiver of pc.getReceivers()) if (receiver.track.kind === "audio") receiver.track.enabled = !muted;
    },
    hangup: () => ends.end(null),
    onEnd: ends.onEnd,
  };
}
