/**
 * The one module that imports Floating UI (`@floating-ui/dom`; lint keeps it so, STYLE.md principle
 * 5): a popup placed beside its anchor that flips to the other side or shifts along it to stay in
 * the viewport, and is never taller or wider than the room it has (its content scrolls). The library
 * loads with `import()` when the first popup opens, so pages that open none do not carry it.
 */
import type * as FloatingUiModule from "@floating-ui/dom";
import type { Placement } from "@floating-ui/dom";
import { report } from "../../core/report/report";

type FloatingUi = typeof FloatingUiModule;
let loading: Promise<FloatingUi> | null = null;
/** The library once loaded: a popup opened after that is placed by it before the next paint. */
let loaded: FloatingUi | null = null;
const floatingUi = (): Promise<FloatingUi> =>
  (loading ??= import("@floating-ui/dom").then(
    (ui) => (loaded = ui),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * Starts loading the positioning library before any popup opens (e.g. when a menu's button
 * appears), so a busy page (a mosaic playing many tiles) does not wait for it at the first click.
 * Failures are left to the first popup (which reports them and places itself by hand).
 */
export function preloadPopups(): void {
  floatingUi().catch(() => undefined);
}

export type PopupSide = Placement;

export interface PopupPlacement {
  /** Where it goes first (default `bottom-start`); it flips when the other side has more room. */
  placement?: PopupSide;
  /** Gap between anchor and popup, px (default 6). */
  gap?: number;
  /** Room kept free at the viewport's edges, px (default 8). */
  margin?: number;
  /** A height it never passes even with room (e.g. document 3 §2.5's tile height minus 60). */
  maxHeight?: () => number | null;
}

const topLayerSupported = () => typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype;

/**
 * Shows `popup` beside `anchor` and keeps it there (scroll, resize, either one's size changing)
 * until the answered stop is called. The popup goes to the top layer (`popover="manual"`) where the
 * browser has one, so no ancestor's `overflow` or containment clips it; its DOM place (and so its
 * styles, its tab order and its events) does not change.
 */
export function placePopup(anchor: Element, popup: HTMLElement, options: PopupPlacement = {}): () => void {
  const topLayer = topLayerSupported();
  if (topLayer && !popup.hasAttribute("popover")) popup.setAttribute("popover", "manual");
  Object.assign(popup.style, { position: "fixed", inset: "auto", margin: "0", top: "0", left: "0" });
  // Transparent until placed, yet focusable: it never shows at the page's corner.
  popup.style.opacity = "0";
  if (topLayer && !popup.matches(":popover-open")) popup.showPopover();

  let stop: (() => void) | null = null;
  let stopped = false;
  const follow = (ui: FloatingUi) => {
    if (stopped) return;
    const update = () => {
      try {
        position(ui, anchor, popup, options);
      } catch (error) {
        report({ level: "warn", code: "ui.render", message: "the popup could not be placed", error });
        placeByHand(anchor, popup, options);
      }
    };
    stop = ui.autoUpdate(anchor, popup, update);
  };
  if (loaded) follow(loaded);
  else {
    // The library is still loading (on a busy page that can take seconds): placed by hand at once,
    // inside the viewport on its preferred side, then handed to Floating UI when it arrives.
    placeByHand(anchor, popup, options);
    floatingUi().then(follow, (error: unknown) => {
      report({ level: "error", code: "load.chunk", message: "the popup positioning could not be loaded", error });
      placeByHand(anchor, popup, options);
    });
  }
  return () => {
    stopped = true;
    stop?.();
    if (topLayer && popup.matches(":popover-open")) popup.hidePopover();
  };
}

/** One placement: measured at its natural size, flipped, shifted, then sized to the room left. */
function position(ui: FloatingUi, anchor: Element, popup: HTMLElement, options: PopupPlacement): void {
  const { placement = "bottom-start", gap = 6, margin = 8, maxHeight } = options;
  const { computePosition, flip, offset, shift, size } = ui;
  // Measured at its natural size, so flip() compares the sides with what it needs.
  popup.style.maxHeight = popup.style.maxWidth = "";
  void computePosition(anchor, popup, {
    strategy: "fixed",
    placement,
    middleware: [
      offset(gap),
      flip({ padding: margin, fallbackStrategy: "bestFit" }),
      shift({ padding: margin }),
      size({
        padding: margin,
        apply({ availableWidth, availableHeight, elements }) {
          const limit = maxHeight?.() ?? Infinity;
          elements.floating.style.maxWidth = `${Math.max(0, Math.floor(availableWidth))}px`;
          elements.floating.style.maxHeight = `${Math.max(0, Math.floor(Math.min(availableHeight, limit)))}px`;
        },
      }),
    ],
  }).then(
    ({ x, y, placement: side }) => {
      popup.style.left = `${Math.round(x)}px`;
      popup.style.top = `${Math.round(y)}px`;
      popup.dataset.placement = side;
      popup.style.opacity = "";
    },
    (error: unknown) => {
      report({ level: "warn", code: "ui.render", message: "the popup could not be placed", error });
      placeByHand(anchor, popup, options);
    },
  );
}

/**
 * Without Floating UI (still loading, or it failed to load or to place): on its preferred side
 * (above or below the anchor) when the popup fits there, else on the side with more room; aligned
 * to the anchor's start or end as preferred; clamped inside the viewport, never taller than the room.
 */
function placeByHand(anchor: Element, popup: HTMLElement, options: PopupPlacement): void {
  const { placement = "bottom-start", gap = 6, margin = 8 } = options;
  const box = anchor.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const below = vh - box.bottom - gap - margin;
  const above = box.top - gap - margin;
  popup.style.maxHeight = popup.style.maxWidth = "";
  const natural = popup.getBoundingClientRect().height;
  const preferBelow = !placement.startsWith("top");
  const fits = (preferBelow ? below : above) >= natural;
  const goBelow = fits ? preferBelow : below >= above;
  const room = goBelow ? below : above;
  popup.style.maxHeight = `${Math.max(0, Math.floor(Math.min(room, options.maxHeight?.() ?? Infinity)))}px`;
  popup.style.maxWidth = `${vw - 2 * margin}px`;
  const { width, height } = popup.getBoundingClientRect();
  const top = goBelow ? box.bottom + gap : box.top - gap - height;
  const start = placement.endsWith("-end") ? box.right - width : box.left;
  const left = Math.max(margin, Math.min(start, vw - margin - width));
  Object.assign(popup.style, { top: `${Math.round(top)}px`, left: `${Math.round(left)}px`, opacity: "" });
  popup.dataset.placement = goBelow ? "bottom" : "top";
}
