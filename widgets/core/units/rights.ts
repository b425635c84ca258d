import type { Right } from "../schemas/search";

/** A button that depends on a right: not offered, offered but disabled (no right), or usable. */
export type ButtonState = "hidden" | "disabled" | "enabled";

/** Whether `right` covers a unit of `clientId` with `cameraIds` (any camera is enough). */
export function holdsRight(
  right: Right | undefined,
  clientId: number | null | undefined,
  cameraIds: readonly number[] = [],
): boolean {
  if (!right) return false;
  if (right === "all") return true;
  if (clientId != null && right.clients.includes(clientId)) return true;
  return cameraIds.some((id) => right.entities.includes(id));
}
