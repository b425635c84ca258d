// The player engine as a page script for the benchmarks (`window.vmsBench`), with a bare WHEP
// player as the baseline: the least code that plays the same stream (no engine, no checks).
import { configure } from "../../../widgets/core/config/config-store";
import { createPlayer } from "../../../widgets/core/video";

/** Start call → WHEP offer/answer → first frame, nothing else. Answers the video and a stop function. */
async function bareWhep(
  apiBaseUrl: string,
  token: string,
  cameraId: number,
  container: HTMLElement,
): Promise<{ video: HTMLVideoElement; stop: () => void }> {
  const headers = { Authorization: `Bearer ${token}` };
  const start = await fetch(`${apiBaseUrl}/api/vms/stream/${cameraId}/start?profile=main`, {
    method: "POST",
    headers,
  });
  const { data } = (await start.json()) as { data: { whepUrl: string } };
  const pc = new RTCPeerConnection({ iceServers: [] });
  pc.addTransceiver("video", { direction: "recvonly" });
  const video = document.createElement("video");
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  container.append(video);
  pc.ontrack = (event) => (video.srcObject = event.streams[0] ?? new MediaStream([event.track]));
  await pc.setLocalDescription(await pc.createOffer());
  const url = new URL(data.whepUrl, apiBaseUrl).href;
  const answer = await fetch(url, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/sdp" },
    body: pc.localDescription?.sdp,
  });
  const location = new URL(answer.headers.get("Location") ?? "", url).href;
  await pc.setRemoteDescription({ type: "answer", sdp: await answer.text() });
  return {
    video,
    stop: () => {
      pc.close();
      void fetch(location, { method: "DELETE", headers });
      video.remove();
    },
  };
}

declare global {
  interface Window {
    vmsBench: { configure: typeof configure; createPlayer: typeof createPlayer; bareWhep: typeof bareWhep };
  }
}
window.vmsBench = { configure, createPlayer, bareWhep };
