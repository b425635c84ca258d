/** The four tones of a unit's or camera's health, shared by the drawer, the unit header and the stream page. */
export const HEALTH_TONES = ["green", "yellow", "red", "grey"] as const;
export type HealthTone = (typeof HEALTH_TONES)[number];

/** The tone a health colour shows in (unknown colours are grey); CSS maps tones to theme colours. */
export function healthTone(color: string | null | undefined): HealthTone {
  const value = (color ?? "").trim().toLowerCase();
  if (value === "gray") return "grey";
  return (HEALTH_TONES as readonly string[]).includes(value) ? (value as HealthTone) : "grey";
}
