import { describe, expect, it } from "vitest";
import { cameraAlertMediaSource, type AlertMediaJob, type CameraAlertMediaModule } from "./alert-media-source";

/**
 * The synthetic cameras' module as far as the source uses it, with files that become ready when the
 * test says so (the encoders' time is what the queue orders; the files are not its subject).
 */
function fakeModule() {
  const requested: number[] = [];
  const ready = new Set<string>();
  const module: CameraAlertMediaModule = {
    request(r) {
      if (!requested.includes(r.alertId)) requested.push(r.alertId);
      const file = (ext: string) => ({
        mediaTimestamp: new Date(r.atMs).toISOString(),
        cameraId: r.cameraId,
        mimeType: ext === "jpg" ? ("image/jpeg" as const) : ("video/mp4" as const),
        url: `/media/alerts/${r.alertId}-${r.cameraId}.${ext}?exp=1&sig=x`,
      });
      return { image: file("jpg"), clip: file("mp4") };
    },
    path: (name) => (ready.has(name.split("-")[0]!) ? name : null),
  };
  return { module, requested, finish: (alertId: number) => ready.add(String(alertId)) };
}

const job = (alertId: number, atMs: number): AlertMediaJob => ({
  alertId,
  atMs,
  subject: "person",
  cameras: [{ cameraId: 100 + alertId, cameraRole: "Primary" }],
});

describe("cameraAlertMediaSource's queue", () => {
  it("starts the newest alert's media first: a live alert does not wait behind a backlog", async () => {
    const { module, requested, finish } = fakeModule();
    const source = cameraAlertMediaSource(module, { concurrency: 1, pollMs: 5 });
    const done: number[] = [];
    const callbacks = (alertId: number) => ({ ready: () => {}, done: () => void done.push(alertId) });
    const now = Date.now();
    try {
      // A backlog (backdated alerts, as the demo alerts of a first start), then a live one.
      source.produce(job(1, now - 3_600_000), callbacks(1));
      source.produce(job(2, now - 7_200_000), callbacks(2));
      source.produce(job(3, now - 1_800_000), callbacks(3));
      source.produce(job(4, now), callbacks(4));
      expect(requested).toEqual([1]);
      expect(source.backlog()).toEqual({ running: 1, queued: 3 });
      for (const next of [1, 4, 3, 2]) {
        finish(next);
        await expect.poll(() => done.at(-1)).toBe(next);
      }
      expect(requested).toEqual([1, 4, 3, 2]);
    } finally {
      await source.close();
    }
  });
});
