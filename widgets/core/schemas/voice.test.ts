import { describe, expect, it } from "vitest";
import * as z from "zod";
import { VoiceTokenResponseSchema } from "./voice";

describe("voice token", () => {
  const ok = {
    status: 200,
    statusMessage: "OK",
    data: { token: "eyJhbGciOiJIUzI1NiJ9.e30.sig", lvt_live_unit_id: 4021 },
  };
  it("accepts a token for a live unit", () => {
    expect(VoiceTokenResponseSchema.parse(ok).data.lvt_live_unit_id).toBe(4021);
  });
  it("rejects an empty token and a unit id as text", () => {
    for (const data of [
      { ...ok.data, token: "" },
      { ...ok.data, lvt_live_unit_id: "4021" },
    ]) {
      const result = VoiceTokenResponseSchema.safeParse({ ...ok, data });
      expect(result.success).toBe(false);
      if (!result.success) expect(z.prettifyError(result.error)).toMatch(/data\.(token|lvt_live_unit_id)/);
    }
  });
  it("defaults to the twilio provider and needs a signalling URL for the local one", () => {
    expect(VoiceTokenResponseSchema.parse(ok).data.provider).toBe("twilio");
    const local = { ...ok.data, provider: "local" };
    expect(VoiceTokenResponseSchema.safeParse({ ...ok, data: local }).success).toBe(false);
    const withUrl = { ...local, signalingUrl: "/media/voice/x/whip" };
    expect(VoiceTokenResponseSchema.parse({ ...ok, data: withUrl }).data.signalingUrl).toBe("/media/voice/x/whip");
    expect(VoiceTokenResponseSchema.safeParse({ ...ok, data: { ...ok.data, provider: "sip" } }).success).toBe(false);
  });
});
