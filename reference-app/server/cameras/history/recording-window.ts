/**
 * When units and cabinets have history: the start of recorded video (`recordingStart`, what a
 * retrieval may ask for) and of archived preset images (`archiveImagesStart`). Derived from the
 * unit's id and activation dates and the current time, so the seed (and its PRNG sequence) is
 * unchanged and every server answers the same for the same unit at the same hour.
 *
 * A unit's DVR keeps a rolling window of video (14 days to a year, by unit); images are kept two
 * years. A recently activated unit records since its activation, so many units have less than 90
 * days of video. A few units report no recording start (the client then looks back 90 days).
 * A unit activated in the future has a recording start in the future (not recording yet).
 */

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Days of video a unit's DVR keeps, with their shares of the fleet. */
const RETENTION_DAYS: readonly (readonly [days: number, weight: number])[] = [
  [14, 0.1],
  [30, 0.25],
  [60, 0.25],
  [120, 0.25],
  [365, 0.15],
];
/** Share of units that report no recording start. */
const UNKNOWN_START_SHARE = 0.03;
/** Days of preset images kept. */
export const IMAGE_RETENTION_DAYS = 730;

/** A float in [0, 1) from an integer (mulberry32's mix), stable per id and salt. */
export function unitFraction(id: number, salt: number): number {
  let t = (Math.imul(id, 0x9e3779b1) ^ salt) >>> 0;
  t = (t + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const floorTo = (ms: number, step: number): number => Math.floor(ms / step) * step;
const iso = (ms: number): string => new Date(ms).toISOString();

/** Days of video this unit's DVR keeps. */
export function retentionDays(unitId: number): number {
  let roll = unitFraction(unitId, 0x5eed);
  for (const [days, weight] of RETENTION_DAYS) {
    if (roll < weight) return days;
    roll -= weight;
  }
  return RETENTION_DAYS[RETENTION_DAYS.length - 1]![0];
}

export interface UnitDates {
  id: number;
  date_activated: string | null;
  date_deactivated: string | null;
}

export interface HistoryWindow {
  recordingStart: string | null;
  archiveImagesStart: string | null;
  /** The unit records now: activated in the past and not deactivated. */
  recording: boolean;
}

const parse = (value: string | null): number | null => {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/** The history window of a live unit at `now` (ms). Starts are floored to the hour. */
export function liveUnitWindow(unit: UnitDates, now: number): HistoryWindow {
  const activated = parse(unit.date_activated);
  const deactivated = parse(unit.date_deactivated);
  if (activated === null) return { recordingStart: null, archiveImagesStart: null, recording: false };
  if (activated > now) return { recordingStart: iso(activated), archiveImagesStart: iso(activated), recording: false };
  const ended = deactivated !== null && deactivated <= now;
  const end = ended ? deactivated : now;
  const recordingStart = Math.max(activated, floorTo(end - retentionDays(unit.id) * DAY, HOUR));
  const imagesStart = Math.max(activated, floorTo(now - IMAGE_RETENTION_DAYS * DAY, HOUR));
  const unknown = unitFraction(unit.id, 0xa11) < UNKNOWN_START_SHARE;
  return {
    recordingStart: unknown ? null : iso(recordingStart),
    archiveImagesStart: iso(imagesStart),
    recording: !ended,
  };
}

/** The first archived image of a cabinet: 180 to 1000 days before `now`, floored to the day. */
export function cabinetImagesStart(cabinetId: number, now: number): string {
  const days = 180 + Math.floor(unitFraction(cabinetId, 0xcab) * 820);
  return iso(floorTo(now - days * DAY, DAY));
}

/**
 * The end of a cabinet's archive (its last image is just before): a cabinet keeps the images of a
 * camera that was removed, 30 to 170 days of them after its first image, so the archive ends at
 * least ten days before `now` and a cabinet has no images of today. Floored to the hour.
 */
export function cabinetImagesEnd(cabinetId: number, now: number): string {
  const start = Date.parse(cabinetImagesStart(cabinetId, now));
  const days = 30 + unitFraction(cabinetId, 0xe4d) * 140;
  return iso(floorTo(start + days * DAY, HOUR));
}
