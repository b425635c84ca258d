/**
 * Local time and daylight of a camera's location. Daylight follows the local clock of the
 * location's time zone: night before about 5:45 and after about 18:15, dawn and dusk in between.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        timeZoneName: "short",
      });
    } catch {
      f = formatter("UTC");
    }
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Short zone name, e.g. CST. */
  zone: string;
}

/** The wall-clock time at `ms` in `timeZone` (UTC when the zone is unknown). */
export function localTime(ms: number, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  const n = (key: string) => Number.parseInt(parts[key] ?? "0", 10);
  return {
    year: n("year"),
    month: n("month"),
    day: n("day"),
    hour: n("hour") % 24,
    minute: n("minute"),
    second: n("second"),
    zone: parts.timeZoneName ?? "UTC",
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** `2026-11-23 14:05:09 CST` */
export function formatLocalTime(t: LocalTime): string {
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)} ${t.zone}`;
}

/** Daylight 0 (night) .. 1 (full day) at a local decimal hour. */
export function daylightAtHour(hour: number): number {
  const sun = Math.sin((Math.PI * (hour - 6)) / 12); // 0 at 6:00 and 18:00, 1 at noon
  return Math.min(1, Math.max(0, (sun + 0.06) / 0.3));
}

/** Daylight 0..1 at `ms` for a location in `timeZone`. */
export function daylight(ms: number, timeZone: string): number {
  const t = localTime(ms, timeZone);
  return daylightAtHour(t.hour + t.minute / 60 + t.second / 3600);
}
