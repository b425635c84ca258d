/**
 * A WebRTC viewer in its own process, for tests of what happens when a viewer vanishes (a killed
 * browser): `node --import tsx whep-viewer.ts <whep url>` posts a receive-only offer, plays the
 * answer and prints `connected`, then `alive <seconds>` each second while RTP arrives. It never
 * sends DELETE: a test kills it (SIGKILL) and watches the server.
 */
import { RTCPeerConnection, RTCRtpCodecParameters } from "werift";

const url = process.argv[2];
if (!url) throw new Error("usage: whep-viewer.ts <whep url>");

const pc = new RTCPeerConnection({
  iceServers: [],
  iceUseIpv6: false,
  iceAdditionalHostAddresses: ["127.0.0.1"],
  iceInterfaceAddresses: { udp4: "127.0.0.1", udp6: undefined },
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
let packets = 0;
let since = 0;
pc.addTransceiver("video", { direction: "recvonly" }).onTrack.subscribe((track) => {
  track.onReceiveRtp.subscribe(() => {
    packets++;
  });
});
pc.connectionStateChange.subscribe((state) => {
  if (state === "connected") {
    since = Date.now();
    console.log("connected");
  }
});
await pc.setLocalDescription(await pc.createOffer());
await new Promise<void>((resolve) => {
  if (pc.iceGatheringState === "complete") resolve();
  pc.iceGatheringStateChange.subscribe((state) => state === "complete" && resolve());
});
const response = await fetch(url, {
  method: "POST",
  headers: { "content-type": "application/sdp" },
  body: pc.localDescription?.sdp ?? "",
});
if (response.status !== 201) {
  console.log(`refused ${response.status} ${await response.text()}`);
  process.exit(1);
}
await pc.setRemoteDescription({ type: "answer", sdp: await response.text() });
let seen = 0;
setInterval(() => {
  if (since && packets > seen) console.log(`alive ${Math.round((Date.now() - since) / 1000)}`);
  seen = packets;
}, 1000);
