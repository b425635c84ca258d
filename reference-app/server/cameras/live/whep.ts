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

/** One tile of a bundle, its token already checked. */
export interface BundleTile {
  mid: string;
  cameraId: number;
  profile: Profile;
  userId?: number;
}
export interface BundleSession {
  mid: string;
  id: string;
  cameraId: number;
}
export interface BundleRefusal {
  mid: string;
  cameraId: number;
  error: unknown;
}

/** The `a=mid` of each video section of an SDP, in order. */
export function videoMids(sdp: string): string[] {
  const mids: string[] = [];
  for (const section of sdp.split(/\r?\n(?=m=)/).slice(1))
    if (section.startsWith("m=video ")) {
      const mid = /^a=mid:(\S+)/m.exec(section)?.[1];
      if (mid !== undefined) mids.push(mid);
    }
  return mids;
}

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
    /**
     * A bundle (issue 21): one peer connection for many tiles, one sendonly transceiver per tile
     * fed by its feed's shared track, in the order of the offer's video sections (`mid`). Each tile
     * is a session of its own (its id, its DELETE, its grant sweep, its viewer-silence watchdog from
     * its RTCP): ending one stops sending to it and leaves its feed (no renegotiation); the peer
     * connection closes with its last tile, and a failed one ends them all. A tile whose feed is
     * refused gets its error in its entry (its section answered inactive) while the others play.
     */
    async createBundle(
      offerSdp: string,
      tiles: readonly BundleTile[],
    ): Promise<{ answer: string; sessions: (BundleSession | BundleRefusal)[] }> {
      const mids = videoMids(offerSdp);
      if (mids.length === 0) throw new OfferError("The offer has no video");
      if (new Set(tiles.map((t) => t.mid)).size !== tiles.length) throw new OfferError("A mid is named twice");
      for (const tile of tiles)
        if (!mids.includes(tile.mid)) throw new OfferError(`The offer has no video section ${tile.mid}`);
      const byMid = new Map(tiles.map((t) => [t.mid, t]));
      // Feeds first (no peer connection for an offer whose every tile is refused).
      const joined = await Promise.all(
        tiles.map(async (tile) => {
          try {
            // Not waiting for each encoder (its track exists already): a bundle's answer does not
            // wait for its slowest feed; a feed that fails to start ends its tile.
            return { tile, ...(await feeds.join(tile.cameraId, tile.profile, tile.userId, { awaitStart: false })) };
          } catch (error) {
            return { tile, error };
          }
        }),
      );
      const pc = new RTCPeerConnection(config);
      const parts = new Map<string, () => Promise<void>>();
      let open = 0;
      const endPc = endPeerSessionOnce(pc, CONNECT_TIMEOUT_MS, () => {
        for (const part of [...parts.values()]) void part();
      });
      const results: (BundleSession | BundleRefusal)[] = [];
      try {
        for (const mid of mids) {
          const entry = byMid.get(mid) ? joined.find((j) => j.tile.mid === mid) : undefined;
          if (!entry || "error" in entry) {
            pc.addTransceiver("video", { direction: "inactive" });
            if (entry) results.push({ mid, cameraId: entry.tile.cameraId, error: entry.error });
            continue;
          }
          const { tile, feed, leave, started } = entry;
          const transceiver = pc.addTransceiver(feed.track, { direction: "sendonly" });
          const id = randomUUID();
          let lastSeen = Date.now();
          let deleted = false;
          let ended = false;
          const watchdog = setInterval(() => {
            if (pc.connectionState === "connected" && Date.now() - lastSeen > silenceMs) void end();
          }, 500);
          watchdog.unref();
          transceiver.sender.onRtcp.subscribe(() => {
            lastSeen = Date.now();
          });
          pc.connectionStateChange.subscribe((state) => {
            if (state === "connected") lastSeen = Date.now();
          });
          const end = async (): Promise<void> => {
            if (ended) return;
            ended = true;
            clearInterval(watchdog);
            parts.delete(id);
            sessions.delete(id);
            await transceiver.sender.replaceTrack(null).catch(() => {});
            leave(deleted ? Date.now() : lastSeen);
            if (--open === 0) await endPc();
          };
          open++;
          parts.set(id, end);
          started.catch(() => void end());
          sessions.set(id, {
            id,
            cameraId: tile.cameraId,
            profile: tile.profile,
            pc,
            end: () => {
              deleted = true;
              return end();
            },
          });
          results.push({ mid, id, cameraId: tile.cameraId });
        }
        if (open === 0) throw results.find((r): r is BundleRefusal => "error" in r)?.error ?? new OfferError("No tile");
        const answer = await answerOffer(pc, offerSdp, "video");
        return { answer, sessions: results };
      } catch (error) {
        await endPc();
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
