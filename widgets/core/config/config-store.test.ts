import { afterEach, describe, expect, it } from "vitest";
import { $config, configure, ConfigError } from "./config-store";
import { defaultConfig } from "../testing/fake-api";

describe("configure", () => {
  afterEach(defaultConfig);

  it("starts from the defaults", () => {
    expect($config.get()).toMatchObject({ apiBaseUrl: "", tokenUrl: "/api/auth/token", language: "en" });
  });

  it("merges values and ignores undefined ones", () => {
    configure({ apiBaseUrl: "https://api.example.com", supportEmail: "help@example.com" });
    configure({ language: "es", apiBaseUrl: undefined });
    expect($config.get()).toMatchObject({
      apiBaseUrl: "https://api.example.com",
      supportEmail: "help@example.com",
      language: "es",
    });
  });

  it("rejects invalid values and keeps the configuration in force", () => {
    configure({ language: "es" });
    expect(() => configure({ navigate: "not a function" as never })).toThrow(ConfigError);
    expect($config.get().language).toBe("es");
  });
});
