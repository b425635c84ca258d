import { randomUUID } from "node:crypto";
import { RTCPeerConnection, RTCRtpCodecParameters, type PeerConfig } from "werift";
import { endPeerSessionOnce } from "../../media/peer-session";
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
const CONNECT_TIMEOUT_MS = 15_000;

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
export function createWhepSessions(feeds: FeedManager, options: { loopbackOnly: boolean }) {
  const sessions = new Map<string, Session>();
  const config: Partial<PeerConfig> = {
    iceServers: [],
    iceUseIpv6: false,
    codecs: { video: [H264], audio: [] },
    ...(options.loopbackOnly
      ? { iceAdditionalHostAddresses: ["127.0.0.1"], iceInterfaceAddresses: { udp4: "127.0.0.1", udp6: undefined } }
      : {}),
  };

  return {
    /** Answers an offer; the session id goes into the Location of the 201. */
    async create(cameraId: number, profile: Profile, offerSdp: string): Promise<{ id: string; answer: string }> {
      const { feed, leave } = await feeds.join(cameraId, profile);
      const pc = new RTCPeerConnection(config);
      const id = randomUUID();
      const end = endPeerSessionOnce(pc, CONNECT_TIMEOUT_MS, () => {
        sessions.delete(id);
        leave();
      });
      try {
        pc.addTransceiver(feed.track, { direction: "sendonly" });
        await pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        const sdp = pc.localDescription?.sdp;
        if (!sdp) throw new Error("no local description");
        sessions.set(id, { id, cameraId, profile, pc, end });
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
