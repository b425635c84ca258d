import { beforeAll, describe, expect, it } from "vitest";
import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters, RtpHeader, RtpPacket } from "werift";
import * as z from "zod";
import { contractCall, fillPath } from "../../../widgets/core/contract";
import { VoiceStatsResponseSchema, VoiceTokenResponseSchema, type VoiceToken } from "../../../widgets/core/schemas";
import { caller, type Caller } from "../test-support";
import { linearToMulaw } from "./mulaw";
import { VOICE_CALL_LABEL } from "./voice-routes";
import { useTestServer } from "../testing/file-server";
import { testRows } from "../testing/test.queries";

const file = useTestServer(["operator", "limited", "auditor"], { alertMedia: false, testHooks: true });
const as = file;
let unitId: number;
let otherClientUnit: number;

const tokenPath = (liveUnitId: number) => fillPath(contractCall("voiceToken").path, { liveUnitId });

async function voiceToken(who: Caller, liveUnitId: number): Promise<VoiceToken> {
  const answer = await who.get(tokenPath(liveUnitId));
  expect(answer.status).toBe(200);
  return VoiceTokenResponseSchema.parse(answer.body).data;
}

async function stats(liveUnitId: number) {
  const answer = await fetch(`${file.server.url}${fillPath(contractCall("testVoiceStats").path, { liveUnitId })}`);
  return VoiceStatsResponseSchema.parse(await answer.json()).data;
}

const until = async (check: () => Promise<boolean> | boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
};

beforeAll(async () => {
  const operatorClients = z
    .array(z.object({ client_id: z.number() }))
    .parse(await testRows(file.server.query, "SELECT client_id FROM user_clients WHERE user_id = 1"))
    .map((r) => r.client_id);
  const units = z
    .array(z.object({ id: z.number(), client_id: z.number() }))
    .parse(await testRows(file.server.query, "SELECT id, client_id FROM live_units ORDER BY id"));
  unitId = units.find((u) => operatorClients.includes(u.client_id))!.id;
  otherClientUnit = units.find((u) => !operatorClients.includes(u.client_id))!.id;
});

describe("voice token", () => {
  it("answers a local token and its signalling URL for a unit the caller may read", async () => {
    const token = await voiceToken(as.operator, unitId);
    expect(token.lvt_live_unit_id).toBe(unitId);
    expect(token.provider).toBe("local");
    expect(token.signalingUrl).toBe(`/media/voice/${token.token}/whip`);
  });

  it("is refused without sign-in, without the security_alerts flag, and for another client's unit", async () => {
    expect((await caller(file.server.url).get(tokenPath(unitId))).status).toBe(401);
    expect((await as.limited.get(tokenPath(unitId))).status).toBe(403);
    expect((await as.auditor.get(tokenPath(unitId))).status).toBe(403);
    expect((await as.operator.get(tokenPath(otherClientUnit))).status).toBe(404);
  });

  it("refuses an offer with a forged token", async () => {
    const answer = await fetch(`${file.server.url}/media/voice/eyJ2IjoxfQ.forged/whip`, {
      method: "POST",
      headers: { "content-type": "application/sdp" },
      body: "v=0\r\n",
    });
    expect(answer.status).toBe(404);
  });
});

describe("a call to the gateway", () => {
  it("carries audio: the server counts the packets, measures the level and the unit's cameras show the indicator", async () => {
    const token = await voiceToken(as.operator, unitId);
    const before = await stats(unitId);
    const pc = new RTCPeerConnection({
      iceServers: [],
      iceUseIpv6: false,
      codecs: {
        audio: [new RTCRtpCodecParameters({ mimeType: "audio/PCMU", clockRate: 8000, channels: 1, payloadType: 0 })],
      },
      iceAdditionalHostAddresses: ["127.0.0.1"],
      iceInterfaceAddresses: { udp4: "127.0.0.1", udp6: undefined },
    });
    const track = new MediaStreamTrack({ kind: "audio" });
    pc.addTransceiver(track, { direction: "sendonly" });
    await pc.setLocalDescription(await pc.createOffer());
    const posted = await fetch(`${file.server.url}${token.signalingUrl}`, {
      method: "POST",
      headers: { "content-type": "application/sdp" },
      body: pc.localDescription!.sdp,
    });
    expect(posted.status).toBe(201);
    const location = posted.headers.get("location")!;
    await pc.setRemoteDescription({ type: "answer", sdp: await posted.text() });
    expect(await until(() => pc.connectionState === "connected")).toBe(true);
    expect((await stats(unitId)).sessions).toBe(before.sessions + 1);

    // A 440 Hz tone at half scale, 20 ms packets of 160 PCMU samples.
    let seq = 1;
    const sender = setInterval(() => {
      const payload = Buffer.from(
        Array.from({ length: 160 }, (_, i) =>
          linearToMulaw(16000 * Math.sin((2 * Math.PI * 440 * (seq * 160 + i)) / 8000)),
        ),
      );
      const header = new RtpHeader({
        payloadType: 0,
        sequenceNumber: seq & 0xffff,
        timestamp: seq * 160,
        marker: false,
      });
      track.writeRtp(new RtpPacket(header, payload));
      seq++;
    }, 20);
    try {
      expect(
        await until(async () => {
          const now = await stats(unitId);
          return now.receiving && now.level > 0;
        }),
      ).toBe(true);
      const during = await stats(unitId);
      expect(during.packets).toBeGreaterThan(before.packets);
      expect(during.level).toBeGreaterThan(0.7);
      const camera = (await file.server.cameras.directory.camera(
        (await file.server.cameras.directory.unitCameraIds(unitId))[0]!,
      ))!;
      // The gateway hands the level to the unit's cameras in the background (their ids are read from
      // the database, which on PostgreSQL answers after the gateway's own stats).
      await expect.poll(() => file.server.cameras.states.frameState(camera).audio).toBe(VOICE_CALL_LABEL);
      expect(file.server.cameras.states.frameState(camera).audioLevel).toBeGreaterThan(0.7);
    } finally {
      clearInterval(sender);
    }

    const hangUp = await fetch(`${file.server.url}${location}`, { method: "DELETE" });
    expect(hangUp.status).toBe(200);
    await pc.close();
    const after = await stats(unitId);
    expect(after.sessions).toBe(before.sessions);
    expect(after.receiving).toBe(false);
    const camera = (await file.server.cameras.directory.camera(
      (await file.server.cameras.directory.unitCameraIds(unitId))[0]!,
    ))!;
    await expect.poll(() => file.server.cameras.states.frameState(camera).audio).toBeNull();
    expect((await fetch(`${file.server.url}${location}`, { method: "DELETE" })).status).toBe(404);
  });
});
