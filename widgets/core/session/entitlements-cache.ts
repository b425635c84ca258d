import { StoredEntitlementsSchema, type ProductEntitlements } from "../schemas/session";

/** Local-storage key of the cached product entitlements. */
export const ENTITLEMENTS_STORAGE_KEY = "vms.product-entitlements";

/** The part of `Storage` the cache uses (tests pass a plain stub). */
export type EntitlementStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The page's local storage, or undefined where it is not available (sandboxed frames, SSR). */
export function browserStorage(): EntitlementStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the cached entitlements of `userId`. An entry that is not JSON, does not match the schema or
 * belongs to another user is removed and null returned (document 1 §5).
 */
export function readStoredEntitlements(
  storage: EntitlementStorage | undefined,
  userId: number,
): ProductEntitlements | null {
  if (!storage) return null;
  const raw = storage.getItem(ENTITLEMENTS_STORAGE_KEY);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    storage.removeItem(ENTITLEMENTS_STORAGE_KEY);
    return null;
  }
  const parsed = StoredEntitlementsSchema.safeParse(value);
  if (!parsed.success || parsed.data.userId !== userId) {
    storage.removeItem(ENTITLEMENTS_STORAGE_KEY);
    return null;
  }
  return parsed.data.entitlements;
}

export function writeStoredEntitlements(
  storage: EntitlementStorage | undefined,
  userId: number,
  entitlements: ProductEntitlements,
): void {
  try {
    storage?.setItem(ENTITLEMENTS_STORAGE_KEY, JSON.stringify({ userId, entitlements }));
  } catch {
    // Storage full or blocked: the cache is an optimisation only.
  }
}

export function clearStoredEntitlements(storage: EntitlementStorage | undefined): void {
  storage?.removeItem(ENTITLEMENTS_STORAGE_KEY);
}
