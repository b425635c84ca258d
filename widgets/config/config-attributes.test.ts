import { describe, expect, it } from "vitest";
import { ConfigSchema } from "../core/config/config-schema";
import { CONFIG_STRING_KEYS, KEY_OF_ATTRIBUTE, attributeName } from "./config-attributes";

describe("vms-config attributes", () => {
  it("cover every string value of the configuration schema", () => {
    const stringKeys = Object.entries(ConfigSchema.shape)
      .filter(([, schema]) => schema.safeParse("some text").success)
      .map(([key]) => key)
      .sort();
    expect([...CONFIG_STRING_KEYS].sort()).toEqual(stringKeys);
  });

  it("map kebab-case attributes to keys", () => {
    expect(attributeName("apiBaseUrl")).toBe("api-base-url");
    expect(KEY_OF_ATTRIBUTE.get("realtime-events-url")).toBe("realtimeEventsUrl");
    expect(KEY_OF_ATTRIBUTE.get("token")).toBe("token");
  });
});
