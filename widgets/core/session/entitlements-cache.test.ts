import { beforeEach, describe, expect, it } from "vitest";
import {
  ENTITLEMENTS_STORAGE_KEY,
  clearStoredEntitlements,
  readStoredEntitlements,
  writeStoredEntitlements,
  type EntitlementStorage,
} from "./entitlements-cache";

/** A plain in-memory stand-in for localStorage (only storage is stubbed). */
function memoryStorage(): EntitlementStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const rights = { adminAccess: true, ccAccess: false, vmAccess: true };

describe("entitlement cache", () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it("returns what was written for the same user", () => {
    writeStoredEntitlements(storage, 7, rights);
    expect(readStoredEntitlements(storage, 7)).toEqual(rights);
    expect(storage.items.has(ENTITLEMENTS_STORAGE_KEY)).toBe(true);
  });

  it("returns null and keeps nothing when the key is absent", () => {
    expect(readStoredEntitlements(storage, 7)).toBeNull();
    expect(readStoredEntitlements(undefined, 7)).toBeNull();
  });

  it("discards an entry that is not JSON", () => {
    storage.setItem(ENTITLEMENTS_STORAGE_KEY, "{not json");
    expect(readStoredEntitlements(storage, 7)).toBeNull();
    expect(storage.items.has(ENTITLEMENTS_STORAGE_KEY)).toBe(false);
  });

  it("discards an entry of another user", () => {
    writeStoredEntitlements(storage, 8, rights);
    expect(readStoredEntitlements(storage, 7)).toBeNull();
    expect(storage.items.has(ENTITLEMENTS_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ["missing entitlements", { userId: 7 }],
    ["a string flag", { userId: 7, entitlements: { ...rights, vmAccess: "yes" } }],
    ["a missing flag", { userId: 7, entitlements: { adminAccess: true, ccAccess: true } }],
    ["a string user id", { userId: "7", entitlements: rights }],
    ["an array", [7, rights]],
  ])("discards an entry that does not match the schema (%s)", (_name, value) => {
    storage.setItem(ENTITLEMENTS_STORAGE_KEY, JSON.stringify(value));
    expect(readStoredEntitlements(storage, 7)).toBeNull();
    expect(storage.items.has(ENTITLEMENTS_STORAGE_KEY)).toBe(false);
  });

  it("clear removes the key", () => {
    writeStoredEntitlements(storage, 7, rights);
    clearStoredEntitlements(storage);
    expect(storage.items.size).toBe(0);
  });
});
