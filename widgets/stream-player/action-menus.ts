import { atom, type ReadableAtom } from "nanostores";

/** The action buttons of the stream page, each opening a popup menu (document 3 §2.1). */
export const ACTION_MENUS = [
  "speaker",
  "quickDownload",
  "suspendPatrol",
  "snapshot",
  "presets",
  "lights",
  "quickSettings",
] as const;
export type ActionMenu = (typeof ACTION_MENUS)[number];

/** Popup transition (document 3 §9). */
export const POPUP_TRANSITION_MS = 350;

export interface MenuState {
  /** The open menu, or null. */
  readonly $open: ReadableAtom<ActionMenu | null>;
  /** Opens `menu`, closing any other; clicking the open one closes it. */
  toggle(menu: ActionMenu): void;
  /** Closes whatever is open (Escape, a menu's own close, an action done). */
  close(): void;
  /** The page shows another camera: any open menu closes. */
  cameraChanged(cameraId: number | null): void;
}

/** One open at a time; clicking the open one closes it; changing camera closes it (§2.1). */
export function createMenuState(): MenuState {
  const $open = atom<ActionMenu | null>(null);
  let camera: number | null | undefined;
  return {
    $open,
    toggle(menu) {
      $open.set($open.get() === menu ? null : menu);
    },
    close() {
      $open.set(null);
    },
    cameraChanged(cameraId) {
      if (camera !== undefined && camera !== cameraId) $open.set(null);
      camera = cameraId;
    },
  };
}
