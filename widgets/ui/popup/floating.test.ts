// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { placePopup, preloadPopups } from "./floating";

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

function anchorAndPopup() {
  const anchor = document.createElement("button");
  const popup = document.createElement("div");
  popup.append(Object.assign(document.createElement("button"), { textContent: "Auto" }));
  document.body.append(anchor, popup);
  return { anchor, popup };
}

const until = async (probe: () => boolean) => {
  for (let i = 0; i < 200 && !probe(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return probe();
};

// Issue 21: a mosaic tile's menu opened on a busy page stayed transparent and unplaced until the
// lazily loaded Floating UI arrived (over 5 s at 1280×800 with every tile playing).
describe("placePopup", () => {
  it("places and shows the popup at once, before the positioning library has loaded", () => {
    const { anchor, popup } = anchorAndPopup();
    stops.push(placePopup(anchor, popup, { placement: "top-end" }));
    // Synchronously: no wait for the library's import().
    expect(popup.dataset.placement).toMatch(/^(top|bottom)$/);
    expect(popup.style.opacity).toBe("");
    expect(popup.style.position).toBe("fixed");
  });

  it("hands the popup to Floating UI once loaded; preloaded, Floating UI places it from the start", async () => {
    const first = anchorAndPopup();
    stops.push(placePopup(first.anchor, first.popup, { placement: "top-end" }));
    // Floating UI's placements name the alignment too ('top-end', flipped 'bottom-end').
    expect(await until(() => /-end$/.test(first.popup.dataset.placement ?? ""))).toBe(true);

    preloadPopups();
    const second = anchorAndPopup();
    stops.push(placePopup(second.anchor, second.popup, { placement: "top-end" }));
    expect(second.popup.dataset.placement).toBeUndefined(); // not by hand: the library places it
    expect(await until(() => /-end$/.test(second.popup.dataset.placement ?? ""))).toBe(true);
    expect(second.popup.style.opacity).toBe("");
  });
});
