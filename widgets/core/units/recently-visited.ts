import { atom, onMount } from "nanostores";
import {
  RECENTLY_VISITED_MAX,
  RecentlyVisitedEntrySchema,
  type RecentlyVisited,
  type RecentlyVisitedEntry,
} from "../schemas/stream";

/**
 * The camera most recently streamed per live unit (document 2 §2: the header's Cameras tab goes
 * there), kept in local storage, newest first, one entry per unit, at most 20 units. The stream
 * page writes it (`recordStreamVisit`); the unit header reads it (`lastStreamedCamera`).
 */
export const RECENTLY_VISITED_KEY = "vms.recently-visited";

/** The stored list; malformed entries are dropped, duplicates after the first and entries past 20 too. */
export function parseRecentlyVisited(raw: string | null | undefined): RecentlyVisited {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const list: RecentlyVisitedEntry[] = [];
  for (const item of value) {
    const entry = RecentlyVisitedEntrySchema.safeParse(item);
    if (!entry.success || seen.has(entry.data.liveUnitId)) continue;
    seen.add(entry.data.liveUnitId);
    list.push(entry.data);
  }
  return list.slice(0, RECENTLY_VISITED_MAX);
}

/** The list with this visit first (replacing the unit's earlier entry), at most 20 units. */
export function addVisit(list: RecentlyVisited, liveUnitId: number, cameraId: number, now: number): RecentlyVisited {
  const entry = { liveUnitId, cameraId, visitedAt: new Date(now).toISOString() };
  return [entry, ...list.filter((e) => e.liveUnitId !== liveUnitId)].slice(0, RECENTLY_VISITED_MAX);
}

/** The camera of this unit streamed most recently, or null. */
export function lastStreamedCameraIn(list: RecentlyVisited, liveUnitId: number): number | null {
  return list.find((e) => e.liveUnitId === liveUnitId)?.cameraId ?? null;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function load(): RecentlyVisited {
  try {
    return parseRecentlyVisited(storage()?.getItem(RECENTLY_VISITED_KEY));
  } catch {
    return [];
  }
}

/** Recently streamed cameras per unit, persisted; follows other tabs' changes. */
export const $recentlyVisited = atom<RecentlyVisited>(load());

$recentlyVisited.listen((list) => {
  try {
    storage()?.setItem(RECENTLY_VISITED_KEY, JSON.stringify(list));
  } catch {
    // Storage full or denied: the list still works for this page.
  }
});

onMount($recentlyVisited, () => {
  if (typeof globalThis.addEventListener !== "function") return;
  const follow = (event: StorageEvent) => {
    if (event.key === RECENTLY_VISITED_KEY) $recentlyVisited.set(parseRecentlyVisited(event.newValue));
  };
  globalThis.addEventListener("storage", follow);
  return () => globalThis.removeEventListener("storage", follow);
});

/** The stream page calls this when a camera of a unit starts streaming. */
export function recordStreamVisit(liveUnitId: number, cameraId: number, now = Date.now()): void {
  $recentlyVisited.set(addVisit($recentlyVisited.get(), liveUnitId, cameraId, now));
}

/** The camera of this unit streamed most recently in this browser, or null. */
export function lastStreamedCamera(liveUnitId: number): number | null {
  return lastStreamedCameraIn($recentlyVisited.get(), liveUnitId);
}
