import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

/**
 * Wall-clock time in a location's IANA time zone: the one module that imports dayjs (with its utc
 * and timezone plugins). Parsing a local date and time into an instant goes through dayjs; display
 * uses `Intl.DateTimeFormat` so the user's language formats it.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Whether the runtime knows this time zone. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The local date (`YYYY-MM-DD`) and time (`HH:mm:ss`) of an instant in `tz`. */
export function zonedParts(ms: number, tz: string): { date: string; time: string } {
  const local = dayjs(ms).tz(tz);
  return { date: local.format("YYYY-MM-DD"), time: local.format("HH:mm:ss") };
}

/**
 * The instant of a local date and time in `tz`, or null when either is not a real date or time
 * (e.g. `2026-02-30`, `25:00`). Times may omit seconds.
 */
export function fromZoned(date: string, time: string, tz: string): number | null {
  const t = TIME.exec(time);
  if (!DATE.test(date) || !t) return null;
  const [hours, minutes, seconds] = [Number(t[1]), Number(t[2]), Number(t[3] ?? "0")];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const strict = dayjs(date, "YYYY-MM-DD");
  if (!strict.isValid() || strict.format("YYYY-MM-DD") !== date) return null;
  const ms = dayjs.tz(`${date} ${t[1]}:${t[2]}:${t[3] ?? "00"}`, tz).valueOf();
  return Number.isFinite(ms) ? ms : null;
}

/** Start of the local day (in `tz`) that holds `ms`. */
export function startOfZonedDay(ms: number, tz: string): number {
  return dayjs(ms).tz(tz).startOf("day").valueOf();
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, tz: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${tz}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: tz });
    formatters.set(key, f);
  }
  return f;
}

/** e.g. `Nov 20, 2026, 2:30 PM` in the user's language, in `tz`. */
export function formatDateTime(ms: number, tz: string, locale = "en"): string {
  return formatter(locale, tz, { dateStyle: "medium", timeStyle: "short" }).format(ms);
}
/** e.g. `Nov 20, 2026, 2:30:05 PM`. */
export function formatDateTimeSeconds(ms: number, tz: string, locale = "en"): string {
  return formatter(locale, tz, { dateStyle: "medium", timeStyle: "medium" }).format(ms);
}
/** e.g. `2:30 PM`. */
export function formatTime(ms: number, tz: string, locale = "en"): string {
  return formatter(locale, tz, { hour: "numeric", minute: "2-digit" }).format(ms);
}
/** e.g. `Nov 20, 2026`. */
export function formatDate(ms: number, tz: string, locale = "en"): string {
  return formatter(locale, tz, { dateStyle: "medium" }).format(ms);
}

/** The zone's short name at `ms`, e.g. `CST` (or `GMT-6` where the language has no name). */
export function timeZoneAbbreviation(ms: number, tz: string, locale = "en-US"): string {
  const part = formatter(locale, tz, { timeZoneName: "short" })
    .formatToParts(ms)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? tz;
}
