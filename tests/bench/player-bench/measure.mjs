// In-page timing of one start: insertion → first frame (requestVideoFrameCallback).

/** The engine: insert a player, answer insertion→frame, start call→frame (the engine's figure) and the transport. */
export async function timeEngine(page, { apiBaseUrl, token, cameraId, videoPreference = "webrtc" }) {
  return page.evaluate(
    async ({ apiBaseUrl, token, cameraId, videoPreference }) => {
      const { configure, createPlayer } = window.vmsBench;
      configure({ apiBaseUrl, token });
      const container = document.createElement("div");
      container.style.cssText = "position:absolute;inset:0";
      const inserted = performance.now();
      document.getElementById("stage").append(container);
      const player = createPlayer({ container, cameraId, videoPreference });
      try {
        return await new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`camera ${cameraId}: no frame in 15 s`)), 15000);
          const off = player.$status.subscribe((status) => {
            if (status !== "active") return;
            queueMicrotask(() => off());
            clearTimeout(timer);
            resolve({
              insertToFrameMs: performance.now() - inserted,
              startToFrameMs: player.$stats.get()?.firstFrameMs ?? null,
              transport: player.$transport.get(),
            });
          });
        });
      } finally {
        player.destroy();
        container.remove();
      }
    },
    { apiBaseUrl, token, cameraId, videoPreference },
  );
}

/** The baseline: the bare WHEP player on the same kind of start. */
export async function timeBare(page, { apiBaseUrl, token, cameraId }) {
  return page.evaluate(
    async ({ apiBaseUrl, token, cameraId }) => {
      const container = document.getElementById("stage");
      const inserted = performance.now();
      const { video, stop } = await window.vmsBench.bareWhep(apiBaseUrl, token, cameraId, container);
      try {
        await new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`camera ${cameraId}: no frame in 15 s`)), 15000);
          video.requestVideoFrameCallback(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        return { insertToFrameMs: performance.now() - inserted, transport: "webrtc" };
      } finally {
        stop();
      }
    },
    { apiBaseUrl, token, cameraId },
  );
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
