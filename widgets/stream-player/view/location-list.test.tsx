// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reactRoot } from "../../ui/testing/component-harness";
import "../stream-player.catalogue";
import { createStreamSession, type StreamSession } from "../stream-session";
import { LocationList } from "./location-list";

let session: StreamSession;
beforeEach(() => {
  session = createStreamSession();
});
afterEach(() => session.destroy());
const view = reactRoot();

describe("LocationList", () => {
  it("while loading, is one status region whose placeholders are not list items (axe: listitem, aria-allowed-role)", () => {
    view.render(
      <LocationList session={session} groups={undefined} cameraId={1} thumbnails={false} onOpen={() => {}} />,
    );
    const status = view.container.querySelector("[role=status]");
    expect(status?.getAttribute("aria-label")).toBeTruthy();
    expect(status?.tagName).not.toMatch(/^(UL|OL)$/);
    expect(status?.querySelectorAll(".skeleton").length).toBeGreaterThan(0);
    for (const item of view.container.querySelectorAll("li"))
      expect(item.parentElement?.matches("ul:not([role]), ol:not([role])")).toBe(true);
  });
});
