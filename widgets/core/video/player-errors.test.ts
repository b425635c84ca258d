import { describe, expect, it } from "vitest";
import { playerErrorKey } from "./player-errors";
import type { PlayerError } from "./player-types";

const error = (partial: Partial<PlayerError>): PlayerError => ({
  stage: "start",
  code: "http",
  message: "HTTP 500",
  retrying: false,
  ...partial,
});

describe("playerErrorKey (document 3 §8)", () => {
  it("maps a 403 to the permission text and other start failures to the metadata text", () => {
    expect(playerErrorKey(error({ code: "forbidden", status: 403 }))).toBe("core:errors.streamForbidden");
    expect(playerErrorKey(error({ code: "network" }))).toBe("core:errors.streamMetadata");
    expect(playerErrorKey(error({ code: "schema" }))).toBe("core:errors.streamMetadata");
  });

  it("tells media failures and unsupported browsers apart", () => {
    expect(playerErrorKey(error({ stage: "media", code: "media" }))).toBe("video:playbackFailed");
    expect(playerErrorKey(error({ stage: "media", code: "unsupported" }))).toBe("video:unsupported");
  });
});
