import { randomUUID } from "node:crypto";
import { RTCPeerConnection, RTCRtpCodecParameters, type PeerConfig } from "werift";
import { answerOffer, endPeerSessionOnce, OfferError } from "../../media/peer-session";
import type { FeedManager } from "./feed-manager";
import type { Profile } from "./feed";

/** H.264 as ffmpeg sends it (baseline 3.1, packetization mode 1). */
const H264 = new RTCRtpCodecParameters({
  mimeType: "video/H264",
  clockRate: 90000,
  rtcpFeedback: [{ type: "nack" }, { type: "nack", parameter: "pli" }, { type: "goog-remb" }],
  parameters: "profile-level-id=42e01f;packetization-mode=1;level-asymmetry-allowed=1",
});

/** A session that never connects is dropped after this long. */
const CONNECT_TIMEOUT_MS = 8_000;
/**
 * A connected viewer sends RTCP receiver reports about every second (browsers and werift); one
 * silent this long has gone (closed tab, killed browser, network gone) even while ICE consent
 * (30 s in werift) still holds, and its session ends. Its feed then lingers from the last report.
 */
export const VIEWER_SILENCE_MS = 4_000;

interface Session {
  id: string;
  cameraId: number;
  profile: Profile;
  pc: RTCPeerConnection;
  end: () => Promise<void>;
}

/**
 * WHEP sessions (WebRTC-HTTP Egress Protocol): an SDP offer in, an SDP answer out; each session
 * receives the feed's shared track. `loopbackOnly` keeps ICE on 127.0.0.1 (the reference server's
 * default, where browser and server share the machine).
 */
export function createWhepSessions(feeds: FeedManager, options: { loopbackOnly: boolean; viewerSilenceMs?: number }) {
  const sessions = new Map<string, Session>();
  const silenceMs = options.viewerSilenceMs ?? VIEWER_SILENCE_MS;
  const config: Partial<PeerConfig> = {
    iceServers: [],
    iceUseIpv6: false,
    codecs: { video: [H264], audio: [] },
    ...(options.loopbackOnly
      ? { iceAdditionalHostAddresses: ["127.0.0.1"], iceInterfaceAddresses: { udp4: "127.0.0.1", udp6: undefined } }
      : {}),
  };

  return {
    /** Answers an offer (`OfferError` when it cannot be); the session id goes into the Location of the 201. */
    async create(
      cameraId: number,
      profile: Profile,
      offerSdp: string,
      userId?: number,
    ): Promise<{ id: string; answer: string }> {
      // No encoder starts for an offer that cannot be answered.
      if (!/^m=video /m.test(offerSdp)) throw new OfferError("The offer has no video");
      const { feed, leave } = await feeds.join(cameraId, profile, userId);
      const pc = new RTCPeerConnection(config);
      const id = randomUUID();
      // The viewer's last sign of life: the offer, then each RTCP packet it sends.
      let lastSeen = Date.now();
      let deleted = false;
      const watchdog = setInterval(() => {
        if (pc.connectionState === "connected" && Date.now() - lastSeen > silenceMs) void end();
      }, 500);
      watchdog.unref();
      const end = endPeerSessionOnce(pc, CONNECT_TIMEOUT_MS, () => {
        clearInterval(watchdog);
        sessions.delete(id);
        // A DELETE is the viewer speaking now; otherwise the feed lingers from its last report.
        leave(deleted ? Date.now() : lastSeen);
      });
      try {
        const transceiver = pc.addTransceiver(feed.track, { direction: "sendonly" });
        transceiver.sender.onRtcp.subscribe(() => {
          lastSeen = Date.now();
        });
        // Silence counts from the connection (ICE and DTLS may take seconds on a busy machine).
        pc.connectionStateChange.subscribe((state) => {
          if (state === "connected") lastSeen = Date.now();
        });
        const sdp = await answerOffer(pc, offerSdp, "video");
        sessions.set(id, {
          id,
          cameraId,
          profile,
          pc,
          end: () => {
            deleted = true;
            return end();
          },
        });
        return { id, answer: sdp };
      } catch (error) {
        await end();
        throw error;
      }
    },
    /** Ends a session; false when there is none with this id for this camera. */
    async remove(id: string, cameraId: number): Promise<boolean> {
      const session = sessions.get(id);
      if (!session || session.cameraId !== cameraId) return false;
      await session.end();
      return true;
    },
    /** Whether a session is still running. */
    has(id: string): boolean {
      return sessions.has(id);
    },
    count(): number {
      return sessions.size;
    },
    async close(): Promise<void> {
      await Promise.all([...sessions.values()].map((s) => s.end()));
    },
  };
}
export type WhepSessions = ReturnType<typeof createWhepSessions>;
