import { RTCPeerConnection } from "werift";
import { describe, expect, it } from "vitest";
import { endPeerSessionOnce } from "./peer-session";

describe("endPeerSessionOnce", () => {
  it("cleans up once, though pc.close() reports 'closed' (and so ends again) while ending", async () => {
    const pc = new RTCPeerConnection();
    let cleanups = 0;
    const end = endPeerSessionOnce(pc, 60_000, () => cleanups++);
    await end();
    await end();
    expect(cleanups).toBe(1);
    expect(pc.connectionState).toBe("closed");
  });

  it("ends a session that has not connected within the timeout", async () => {
    const pc = new RTCPeerConnection();
    let cleanups = 0;
    endPeerSessionOnce(pc, 20, () => cleanups++);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cleanups).toBe(1);
  });
});
