import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ConfigSchema } from "../config/config-schema";
import { StreamErrorDetailSchema, StreamStatusDetailSchema } from "../video/stream-events";
import { RELAY_STATES, RelayStateSchema } from "./camera-meta";

// These lists were zod enums; they are literal lists now (one schema kind fewer in `<vms-camera>`'s
// entry, issue 8). Each must accept and refuse what the enum did.
const OTHERS = ["", "ON", "Auto", " auto", "auto ", "unknown", 0, 1, true, null, undefined, {}, ["on"]];

function sameAsEnum(schema: z.ZodMiniType, values: readonly string[]) {
  const zEnum = z.enum(values as [string, ...string[]]);
  for (const value of [...values, ...OTHERS]) {
    const ours = z.safeParse(schema, value);
    expect(ours.success, JSON.stringify(value)).toBe(z.safeParse(zEnum, value).success);
    if (ours.success) expect(ours.data).toBe(value);
  }
}

describe("literal lists that were enums", () => {
  it("RelayStateSchema: on, off", () => sameAsEnum(RelayStateSchema, RELAY_STATES));

  it("vms-stream-status and vms-stream-error details", () => {
    sameAsEnum(StreamStatusDetailSchema.shape.status, ["initial", "started", "active", "idle"]);
    sameAsEnum(StreamErrorDetailSchema.shape.stage, ["start", "media", "checkIn"]);
    const status = { cameraId: 12, status: "active", idleReason: null, transport: "webrtc" };
    expect(z.safeParse(StreamStatusDetailSchema, status).success).toBe(true);
    expect(z.safeParse(StreamStatusDetailSchema, { ...status, idleReason: "paused" }).success).toBe(true);
    expect(z.safeParse(StreamStatusDetailSchema, { ...status, idleReason: "asleep" }).success).toBe(false);
    expect(z.safeParse(StreamStatusDetailSchema, { ...status, transport: "rtsp" }).success).toBe(false);
  });

  it("the configuration's theme: light, dark, auto (auto when not given)", () => {
    const theme = ConfigSchema.shape.theme;
    for (const value of ["light", "dark", "auto", ...OTHERS].filter((value) => value !== undefined))
      expect(z.safeParse(theme, value).success, JSON.stringify(value)).toBe(
        ["light", "dark", "auto"].includes(value as string),
      );
    expect(z.parse(ConfigSchema, {}).theme).toBe("auto");
  });

  it("are documented as the enums were", () => {
    expect(z.toJSONSchema(RelayStateSchema)).toMatchObject({ type: "string", enum: ["on", "off"] });
  });
});
