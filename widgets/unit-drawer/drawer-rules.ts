import type { ArchiveCabinetDetail, LiveUnitDetail } from "../core/schemas/units";
import type { ButtonState } from "../core/units/rights";

/** Access notices of document 1 §2 (keys of the `unitDrawer` catalogue). */
export type AccessNotice = "noCameras" | "noStream" | "noHistory" | "noStreamOrHistory";

export interface DrawerActions {
  stream: ButtonState;
  history: ButtonState;
  notice: AccessNotice | null;
}

const enabledIf = (allowed: boolean): ButtonState => (allowed ? "enabled" : "disabled");

/**
 * Buttons and notice of a live unit: Stream by accessStream, History by accessArchives; a
 * deactivated unit offers History only; a unit without cameras offers neither.
 */
export function liveUnitActions(detail: LiveUnitDetail, deactivated: boolean): DrawerActions {
  if (deactivated)
    return {
      stream: "hidden",
      history: enabledIf(detail.accessArchives),
      notice: detail.accessArchives ? null : "noHistory",
    };
  if (detail.cameraList.length === 0) return { stream: "disabled", history: "disabled", notice: "noCameras" };
  const { accessStream, accessArchives } = detail;
  const notice: AccessNotice | null =
    !accessStream && !accessArchives
      ? "noStreamOrHistory"
      : !accessStream
        ? "noStream"
        : !accessArchives
          ? "noHistory"
          : null;
  return { stream: enabledIf(accessStream), history: enabledIf(accessArchives), notice };
}

/** An archive cabinet offers History only, by accessArchives. */
export function cabinetActions(detail: ArchiveCabinetDetail): DrawerActions {
  return {
    stream: "hidden",
    history: enabledIf(detail.accessArchives),
    notice: detail.accessArchives ? null : "noHistory",
  };
}

export const HEALTH_TONES = ["green", "yellow", "red", "grey"] as const;
export type HealthTone = (typeof HEALTH_TONES)[number];

/** The tone a health colour shows in (unknown colours are grey); CSS maps tones to theme colours. */
export function healthTone(color: string | null | undefined): HealthTone {
  const value = (color ?? "").trim().toLowerCase();
  if (value === "gray") return "grey";
  return (HEALTH_TONES as readonly string[]).includes(value) ? (value as HealthTone) : "grey";
}

/** "street", "city, state zip" lines of an address, without empty parts. */
export function addressLines(
  street: string | null,
  city: string | null,
  state: string | null,
  zip: string | null,
): string[] {
  const place = [city, [state, zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [street ?? "", place].filter((line) => line.trim() !== "");
}
