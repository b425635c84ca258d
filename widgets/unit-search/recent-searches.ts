import { atom } from "nanostores";
import * as z from "zod/mini";

/** Recent searches kept and shown (document 1 §9). */
export const RECENT_SEARCHES_KEPT = 10;
export const RECENT_SEARCHES_SHOWN = 3;
export const RECENT_SEARCHES_KEY = "vms.recent-searches";

const StoredRecentSearchesSchema = z.array(z.string());

/** Reads the stored list; anything malformed (bad JSON, wrong shape) yields an empty list. */
export function parseRecentSearches(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  const parsed = StoredRecentSearchesSchema.safeParse(value);
  if (!parsed.success) return [];
  return normalise(parsed.data);
}

function normalise(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of list) {
    const query = item.trim();
    const key = query.toLowerCase();
    if (!query || seen.has(key)) continue;
    seen.add(key);
    out.push(query);
  }
  return out.slice(0, RECENT_SEARCHES_KEPT);
}

/** Puts `query` first (once, case-insensitively), keeping at most 10. Blank queries are ignored. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return [...list];
  return normalise([trimmed, ...list.filter((item) => item.trim().toLowerCase() !== trimmed.toLowerCase())]);
}

export function removeRecentSearch(list: readonly string[], query: string): string[] {
  return list.filter((item) => item !== query);
}

/** The searches listed in the panel. */
export function visibleRecentSearches(list: readonly string[]): string[] {
  return list.slice(0, RECENT_SEARCHES_SHOWN);
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function load(): string[] {
  try {
    return parseRecentSearches(storage()?.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

function save(list: readonly string[]): void {
  try {
    storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage full or denied: the list still works for this page.
  }
}

/** Every kept recent search, newest first, persisted in local storage. */
export const $recentSearches = atom<string[]>(load());

export function rememberSearch(query: string): void {
  const next = addRecentSearch($recentSearches.get(), query);
  $recentSearches.set(next);
  save(next);
}

export function forgetSearch(query: string): void {
  const next = removeRecentSearch($recentSearches.get(), query);
  $recentSearches.set(next);
  save(next);
}

/** Re-reads the stored list (another tab may have changed it). */
export function reloadRecentSearches(): void {
  $recentSearches.set(load());
}
