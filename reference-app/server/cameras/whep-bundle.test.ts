// POST /media/live/whep-bundle (issue 21): many tiles on one peer connection, against the real
// server (real feeds from ffmpeg, real werift peers on loopback).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RTCPeerConnection, RTCRtpCodecParameters, type RTCRtpTransceiver } from "werift";
import { contractCall, fillPath } from "../../../widgets/core/contract";
import { parseCamString } from "../../../widgets/core/schemas";
import { startTestServer, type TestServer } from "../testing/server-test";
import { camerasWhere } from "../testing/test.queries";
import { WHEP_BUNDLE_MAX_TILES } from "./live-media-routes";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ log: false });
});
afterAll(async () => {
  await server.close();
});

/** WHEP URL paths of `n` WebRTC cameras of the operator's client (substreams), from stream starts. */
async function whepUrls(n: number, on: TestServer = server): Promise<string[]> {
  const ids = (await camerasWhere(on.query, 1, (c) => c.webrtc)).slice(0, n);
  expect(ids.length).toBe(n);
  const operator = await on.signedIn("operator");
  return Promise.all(
    ids.map(async (cameraId) => {
      const start = await operator.send(
        "POST",
        `${fillPath(contractCall("streamStart").path, { cameraId })}?profile=sub`,
      );
      expect(start.status).toBe(200);
      const cam = parseCamString((start.body as { data: { camString: string } }).data.camString);
      return cam!.whep!.sub ?? cam!.whep!.main;
    }),
  );
}
const tokenOf = (url: string) => decodeURIComponent(/\/media\/live\/([^/]+)\/whep$/.exec(url)![1]!);

interface Viewer {
  pc: RTCPeerConnection;
  transceivers: RTCRtpTransceiver[];
  packets: number[];
  offer: string;
}

/** A werift viewer with `n` receive-only video transceivers and its offer made (ICE gathered). */
async function viewer(n: number): Promise<Viewer> {
  const pc = new RTCPeerConnection({
    iceServers: [],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ["127.0.0.1"],
    iceInterfaceAddresses: { udp4: "127.0.0.1", udp6: undefined },
    bundlePolicy: "max-bundle",
    codecs: {
      audio: [],
      video: [
        new RTCRtpCodecParameters({
          mimeType: "video/H264",
          clockRate: 90000,
          rtcpFeedback: [{ type: "nack" }, { type: "nack", parameter: "pli" }],
          parameters: "profile-level-id=42e01f;packetization-mode=1;level-asymmetry-allowed=1",
        }),
      ],
    },
  });
  const packets = Array.from({ length: n }, () => 0);
  const transceivers = packets.map((_, i) => {
    const t = pc.addTransceiver("video", { direction: "recvonly" });
    t.onTrack.subscribe((track) => track.onReceiveRtp.subscribe(() => packets[i]!++));
    return t;
  });
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise<void>((resolve) => {
    if (pc.iceGatheringState === "complete") resolve();
    pc.iceGatheringStateChange.subscribe((state) => state === "complete" && resolve());
  });
  return { pc, transceivers, packets, offer: pc.localDescription!.sdp };
}

interface BundleAnswer {
  answer: string | null;
  sessions: { mid: string; id?: string; location?: string; error?: { status: number; error: string } }[];
}
const postBundle = async (body: unknown, on: TestServer = server) => {
  const response = await fetch(`${on.url}/media/live/whep-bundle`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as BundleAnswer };
};

/** Resolves once every listed transceiver has received more RTP than now. */
const moreRtp = (v: Viewer, indexes: number[]) => {
  const before = [...v.packets];
  return expect
    .poll(() => indexes.map((i) => v.packets[i]! > before[i]! + 5), {
      timeout: 20_000,
      interval: 100,
      message: `RTP on tiles ${indexes.join(", ")} (before: ${before.join(", ")}; state ${v.pc.connectionState})`,
    })
    .toEqual(indexes.map(() => true));
};

describe("WHEP bundles", () => {
  it("answers a bundle of N tiles with N tracks on one connection; DELETE of one leaves the others playing", async () => {
    const urls = await whepUrls(3);
    const v = await viewer(3);
    try {
      const { status, body } = await postBundle({
        offer: v.offer,
        tiles: urls.map((url, i) => ({ token: tokenOf(url), mid: v.transceivers[i]!.mid })),
      });
      expect(status).toBe(201);
      expect(body.sessions.map((s) => s.mid).sort()).toEqual(v.transceivers.map((t) => t.mid).sort());
      expect(body.sessions.every((s) => s.location && s.id && !s.error)).toBe(true);
      expect(body.answer!.match(/^m=video /gm)).toHaveLength(3);
      expect(body.answer!.match(/^a=sendonly/gm)).toHaveLength(3);
      await v.pc.setRemoteDescription({ type: "answer", sdp: body.answer! });
      await moreRtp(v, [0, 1, 2]);
      expect(body.sessions.every((s) => server.cameras.whep.has(s.id!))).toBe(true);

      // The first tile's session ends: it gets no more RTP, the others still do.
      const first = body.sessions.find((s) => s.mid === v.transceivers[0]!.mid)!;
      const deleted = await fetch(`${server.url}${first.location}`, { method: "DELETE" });
      expect(deleted.status).toBe(200);
      expect(server.cameras.whep.has(first.id!)).toBe(false);
      await new Promise((r) => setTimeout(r, 100)); // packets in flight
      const stopped = v.packets[0]!;
      await moreRtp(v, [1, 2]);
      expect(v.packets[0]).toBe(stopped);
      expect(v.pc.connectionState).toBe("connected");

      // The last tiles' DELETE ends them all.
      for (const s of body.sessions.filter((s) => s !== first))
        expect((await fetch(`${server.url}${s.location}`, { method: "DELETE" })).status).toBe(200);
      expect(body.sessions.some((s) => server.cameras.whep.has(s.id!))).toBe(false);
    } finally {
      await v.pc.close();
    }
  }, 40_000);

  it("gives a refused token its error in its entry while the other tiles play", async () => {
    const [url] = await whepUrls(1);
    const v = await viewer(2);
    try {
      const [good, bad] = v.transceivers.map((t) => t.mid!);
      const { status, body } = await postBundle({
        offer: v.offer,
        tiles: [
          { token: tokenOf(url!), mid: good },
          { token: "not-a-token", mid: bad },
        ],
      });
      expect(status).toBe(201);
      const refused = body.sessions.find((s) => s.mid === bad)!;
      expect(refused.error).toMatchObject({ status: 404, error: "No such stream" });
      expect(refused.location).toBeUndefined();
      expect(body.sessions.find((s) => s.mid === good)!.location).toBeTruthy();
      await v.pc.setRemoteDescription({ type: "answer", sdp: body.answer! });
      await moreRtp(v, [0]);
      expect(v.packets[1]).toBe(0);
    } finally {
      await v.pc.close();
    }
  }, 40_000);

  it(`refuses more than ${WHEP_BUNDLE_MAX_TILES} tiles, a body that is not a bundle, a mid the offer lacks`, async () => {
    const [url] = await whepUrls(1);
    const token = tokenOf(url!);
    const v = await viewer(1);
    const sessions = server.cameras.whep.count();
    try {
      const many = Array.from({ length: WHEP_BUNDLE_MAX_TILES + 1 }, (_, i) => ({ token, mid: String(i) }));
      expect((await postBundle({ offer: v.offer, tiles: many })).status).toBe(400);
      expect((await postBundle({ offer: v.offer })).status).toBe(400);
      expect((await postBundle({ offer: v.offer, tiles: [] })).status).toBe(400);
      expect((await postBundle({ offer: v.offer, tiles: [{ token, mid: "no-such-mid" }] })).status).toBe(400);
      expect(server.cameras.whep.count()).toBe(sessions);
    } finally {
      await v.pc.close();
    }
  }, 40_000);
});

describe("a WHEP bundle past a live cap", () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestServer({ log: false, liveLimits: { sessionsPerUser: 3, maxEncoders: 5 } });
  });
  afterAll(async () => {
    await capped.close();
  });

  it("gives the tile past the user's cap its 503 in its entry; the others play", async () => {
    // Three started cameras are the operator's three sessions; a second tile of one of them is a
    // fourth WHEP session on the same feed: past the cap of 3.
    const urls = await whepUrls(3, capped);
    const tokens = [...urls, urls[0]!].map(tokenOf);
    const v = await viewer(4);
    try {
      const { status, body } = await postBundle(
        { offer: v.offer, tiles: tokens.map((token, i) => ({ token, mid: v.transceivers[i]!.mid })) },
        capped,
      );
      expect(status, JSON.stringify(body)).toBe(201);
      const refused = body.sessions.filter((s) => s.error);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.error).toMatchObject({ status: 503, code: "stream_sessions_per_user" });
      expect(refused[0]!.location).toBeUndefined();
      // The refused one is one of the two tiles of the same camera.
      const index = v.transceivers.findIndex((t) => t.mid === refused[0]!.mid);
      expect([0, 3]).toContain(index);
      await v.pc.setRemoteDescription({ type: "answer", sdp: body.answer! });
      const playing = [0, 1, 2, 3].filter((i) => i !== index);
      await moreRtp(v, playing);
      expect(v.packets[index]).toBe(0);
      expect(capped.cameras.whep.count()).toBe(3);
    } finally {
      await v.pc.close();
    }
  }, 40_000);
});
