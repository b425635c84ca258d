import { randomUUID } from "node:crypto";
import { RTCPeerConnection, RTCRtpCodecParameters, type PeerConfig } from "werift";
import type { VoiceStats } from "../../../widgets/core/schemas";
import { answerOffer, endPeerSessionOnce } from "../media/peer-session";
import { mulawLevel } from "./mulaw";

/** G.711 μ-law: the gateway measures the level of what it hears without an Opus decoder. */
const PCMU = new RTCRtpCodecParameters({ mimeType: "audio/PCMU", clockRate: 8000, channels: 1, payloadType: 0 });

/** A call that never connects is dropped after this long. */
const CONNECT_TIMEOUT_MS = 15_000;
/** Audio counts as arriving while the last packet is at most this old. */
export const RECEIVING_WINDOW_MS = 1000;
/** How often the unit's pictures are updated with the level. */
const LEVEL_TICK_MS = 150;

interface UnitAudio {
  packets: number;
  level: number;
  /** The loudest packet since the last tick (bars follow peaks, as a meter does). */
  peak: number;
  lastPacketAt: number;
  sessions: number;
}

interface Session {
  id: string;
  liveUnitId: number;
  end: () => Promise<void>;
}

/** Where the gateway shows that a unit's speaker plays a call (the synthetic cameras' pictures). */
export type AudioSink = (liveUnitId: number, level: number | null) => void;

/**
 * The reference server's voice gateway (the local voice provider's far end): a browser POSTs an SDP
 * offer with its microphone track (WHIP-style), the gateway answers receive-only with PCMU, counts
 * the RTP packets per live unit and measures their level; while audio arrives, `sink` is told the
 * level every 150 ms (the unit's cameras draw the speaker indicator), and null when it stops.
 */
export function createVoiceGateway(sink: AudioSink, options: { loopbackOnly: boolean; now?: () => number }) {
  const now = options.now ?? Date.now;
  const sessions = new Map<string, Session>();
  const units = new Map<number, UnitAudio>();
  const config: Partial<PeerConfig> = {
    iceServers: [],
    iceUseIpv6: false,
    codecs: { audio: [PCMU], video: [] },
    ...(options.loopbackOnly
      ? { iceAdditionalHostAddresses: ["127.0.0.1"], iceInterfaceAddresses: { udp4: "127.0.0.1", udp6: undefined } }
      : {}),
  };
  const unit = (liveUnitId: number): UnitAudio => {
    let u = units.get(liveUnitId);
    if (!u) {
      u = { packets: 0, level: 0, peak: 0, lastPacketAt: 0, sessions: 0 };
      units.set(liveUnitId, u);
    }
    return u;
  };
  const receiving = (u: UnitAudio) => u.sessions > 0 && now() - u.lastPacketAt <= RECEIVING_WINDOW_MS;

  const showing = new Set<number>();
  const tick = setInterval(() => {
    for (const [id, u] of units) {
      if (receiving(u)) {
        u.level = u.peak;
        u.peak = 0;
        showing.add(id);
        sink(id, u.level);
      } else if (showing.delete(id)) sink(id, null);
    }
  }, LEVEL_TICK_MS);
  tick.unref();

  return {
    /** Answers a call's offer; the session id goes into the Location of the 201. */
    async create(liveUnitId: number, offerSdp: string): Promise<{ id: string; answer: string }> {
      const pc = new RTCPeerConnection(config);
      const id = randomUUID();
      const audio = unit(liveUnitId);
      audio.sessions++;
      const end = endPeerSessionOnce(pc, CONNECT_TIMEOUT_MS, () => {
        sessions.delete(id);
        audio.sessions--;
        if (audio.sessions === 0 && showing.delete(liveUnitId)) sink(liveUnitId, null);
      });
      pc.onTrack.subscribe((track) => {
        track.onReceiveRtp.subscribe((rtp) => {
          if (rtp.header.payloadType !== 0) return;
          audio.packets++;
          audio.lastPacketAt = now();
          audio.peak = Math.max(audio.peak, mulawLevel(rtp.payload));
        });
      });
      try {
        pc.addTransceiver("audio", { direction: "recvonly" });
        const sdp = await answerOffer(pc, offerSdp, "audio");
        sessions.set(id, { id, liveUnitId, end });
        return { id, answer: sdp };
      } catch (error) {
        await end();
        throw error;
      }
    },
    /** Hangs up; false when there is no such call to this unit. */
    async remove(id: string, liveUnitId: number): Promise<boolean> {
      const session = sessions.get(id);
      if (!session || session.liveUnitId !== liveUnitId) return false;
      await session.end();
      return true;
    },
    /** What the gateway received for a unit (the test hook's answer). */
    stats(liveUnitId: number): VoiceStats {
      const u = unit(liveUnitId);
      return { liveUnitId, sessions: u.sessions, packets: u.packets, level: u.level, receiving: receiving(u) };
    },
    async close(): Promise<void> {
      clearInterval(tick);
      await Promise.all([...sessions.values()].map((s) => s.end()));
    },
  };
}
export type VoiceGateway = ReturnType<typeof createVoiceGateway>;
