import type { Viewer } from "../schemas/realtime";

/**
 * True when the current user only views (document 3 §3, §6): the first viewer to join has control,
 * the rest are view-only, and so is anyone whose username differs from the first viewer's. No
 * viewers yet (check-in not answered) means not view-only.
 */
export function isViewOnly(
  viewers: readonly Viewer[] | null | undefined,
  username: string | null | undefined,
): boolean {
  const first = viewers?.[0];
  if (!first) return false;
  return username == null || first.username !== username;
}

/** The viewer who has control (the first to join), if any. */
export function controllingViewer(viewers: readonly Viewer[] | null | undefined): Viewer | null {
  return viewers?.[0] ?? null;
}
