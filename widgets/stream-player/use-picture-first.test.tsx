// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlayerStatus } from "../core/video";
import { PICTURE_FIRST_MS, usePictureFirst } from "./use-picture-first";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let seen: boolean[];
function Probe({ status }: { status: PlayerStatus }) {
  seen.push(usePictureFirst(status));
  return null;
}
const render = (status: PlayerStatus) => act(() => root.render(<Probe status={status} />));

describe("usePictureFirst (the thumbnails wait for the picture)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    root = createRoot(document.createElement("div"));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it("is false while the stream starts, true at the first frame, and stays true", async () => {
    await render("started");
    expect(seen.at(-1)).toBe(false);
    await render("active");
    expect(seen.at(-1)).toBe(true);
    await render("initial"); // another camera
    expect(seen.at(-1)).toBe(true);
  });

  it("turns true after the wait when the picture takes longer", async () => {
    await render("started");
    await act(() => vi.advanceTimersByTimeAsync(PICTURE_FIRST_MS - 1));
    expect(seen.at(-1)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(seen.at(-1)).toBe(true);
  });
});
