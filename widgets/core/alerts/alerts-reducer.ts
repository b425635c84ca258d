import type { Alert, AlertMedia } from "../schemas/alerts";

/**
 * The alert list as the real-time events and the alerts call change it (document 3 §4, "Alert
 * list"). Pure: every function returns a new list or the same one when nothing changed.
 */
export type AlertList = readonly Alert[];

/** What changes the list: the three socket events of /security_alerts. */
export type AlertEvent =
  | { type: "raised"; alert: Alert }
  | { type: "media"; alertId: number; media: readonly AlertMedia[] }
  | { type: "resolved"; alertId: number };

function time(alert: Alert): number {
  return Date.parse(alert.alertTimestamp);
}

/** Newest first; equal times by the higher id first, so the order never depends on arrival. */
export function compareNewestFirst(a: Alert, b: Alert): number {
  return time(b) - time(a) || b.alertId - a.alertId;
}

/** Newest first, without duplicate ids (the first of each id is kept) and without resolved alerts. */
export function normalizeList(alerts: readonly Alert[]): AlertList {
  const seen = new Set<number>();
  const kept: Alert[] = [];
  for (const alert of alerts) {
    if (seen.has(alert.alertId) || alert.state === "resolved") continue;
    seen.add(alert.alertId);
    kept.push(alert);
  }
  return kept.sort(compareNewestFirst);
}

/** Where `alert` goes in a newest-first list (binary search). */
function insertionIndex(list: AlertList, alert: Alert): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareNewestFirst(list[middle] as Alert, alert) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function mediaKey(media: AlertMedia): string {
  return `${media.cameraId}|${media.mediaTimestamp}|${media.mimeType}|${media.url}`;
}

/** `media` appended to `existing`, skipping any already there (or repeated in `media`). */
export function appendMedia(existing: readonly AlertMedia[], media: readonly AlertMedia[]): readonly AlertMedia[] {
  const keys = new Set(existing.map(mediaKey));
  const added: AlertMedia[] = [];
  for (const item of media) {
    const key = mediaKey(item);
    if (keys.has(key)) continue;
    keys.add(key);
    added.push(item);
  }
  return added.length === 0 ? existing : [...existing, ...added];
}

/**
 * One event applied to the list:
 * - 'alert raised' adds the alert in newest-first order unless its id is present (or it is already resolved);
 * - 'media available' appends media to the matching alert without duplicates (no match: no change);
 * - 'resolve initiated' removes the alert.
 */
export function applyAlertEvent(list: AlertList, event: AlertEvent): AlertList {
  switch (event.type) {
    case "raised": {
      if (event.alert.state === "resolved" || list.some((a) => a.alertId === event.alert.alertId)) return list;
      const index = insertionIndex(list, event.alert);
      return [...list.slice(0, index), event.alert, ...list.slice(index)];
    }
    case "media": {
      const index = list.findIndex((a) => a.alertId === event.alertId);
      const alert = list[index];
      if (!alert) return list;
      const media = appendMedia(alert.media, event.media);
      if (media === alert.media) return list;
      const next = [...list];
      next[index] = { ...alert, media: [...media] };
      return next;
    }
    case "resolved": {
      const index = list.findIndex((a) => a.alertId === event.alertId);
      return index < 0 ? list : [...list.slice(0, index), ...list.slice(index + 1)];
    }
  }
}

export function applyAlertEvents(list: AlertList, events: readonly AlertEvent[]): AlertList {
  return events.reduce(applyAlertEvent, list);
}

/**
 * The list after a refetch: the server's answer, then every event received since the request was
 * sent, in arrival order. The answer is the truth as of some moment after the request left; an
 * event from before that moment is already in it and replays as a no-op (raise of a present id,
 * media already there, resolve of an absent id); an event from after it is applied. So nothing is
 * lost and nothing appears twice, whichever way the answer and the events interleave.
 */
export function mergeRefetch(answer: readonly Alert[], eventsSinceRequest: readonly AlertEvent[]): AlertList {
  return applyAlertEvents(normalizeList(answer), eventsSinceRequest);
}
