import { describe, expect, it } from "vitest";
import { ConfigSchema } from "./config-schema";
import { configSpec } from "./config.spec";

describe("the <vms-config> spec", () => {
  it("has one prop per configuration key", () => {
    expect(configSpec.resolvedProps.map((p) => p.name).sort()).toEqual(Object.keys(ConfigSchema.shape).sort());
  });

  it("makes every text and number value a kebab-case attribute, and the functions properties", () => {
    const attributes = Object.fromEntries(configSpec.resolvedProps.map((p) => [p.name, p.attribute]));
    expect(attributes).toMatchObject({
      apiBaseUrl: "api-base-url",
      realtimeEventsUrl: "realtime-events-url",
      token: "token",
      requestTimeoutMs: "request-timeout-ms",
      navigate: null,
      analytics: null,
      getToken: null,
    });
    const textKeys = Object.entries(ConfigSchema.shape)
      .filter(([, schema]) => schema.safeParse("some text").success || schema.safeParse(5).success)
      .map(([key]) => key)
      .sort();
    expect(
      configSpec.resolvedProps
        .filter((p) => p.attribute !== null)
        .map((p) => p.name)
        .sort(),
    ).toEqual(textKeys);
  });
});
