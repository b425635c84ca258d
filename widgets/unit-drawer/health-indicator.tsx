import type { UnitHealth } from "../core/schemas/units";
import { useT } from "../ui/use-t";
import { healthTone } from "../core/units/health-tone";

/** A dot in the unit's health colour (gradient, flapping, pause overlay) with its status text as tooltip. */
export function HealthIndicator({ health }: { health: UnitHealth }) {
  const t = useT("unitDrawer");
  const tone = healthTone(health.color);
  const start = health.isGradient && health.startColor ? healthTone(health.startColor) : null;
  const paused = health.overlay === "pause";
  const classes = [
    "health",
    `tone-${tone}`,
    start ? `start-${start} gradient` : "",
    health.isFlapping ? "flapping" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const label = t("health", { status: health.statusText });
  return (
    <span className={classes} part="health" role="img" aria-label={label} title={health.statusText} data-tone={tone}>
      {paused && (
        <svg className="pause" viewBox="0 0 16 16" width="10" height="10" aria-hidden="true">
          <rect x="4" y="3" width="3" height="10" fill="currentColor" />
          <rect x="9" y="3" width="3" height="10" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
