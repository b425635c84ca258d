import { createHash } from "node:crypto";
import type { QueryDb } from "../db/query-layer";
import { partnerKeyUser, userIdByUsername } from "./auth.queries";

/** How an API key is stored and looked up: its sha256, base64url (the key itself is never kept). */
export const apiKeyHash = (key: string): string => createHash("sha256").update(key).digest("base64url");

/** A key given by configuration: `PARTNER_API_KEYS="username:key,username:key"`. */
export interface PartnerKey {
  username: string;
  key: string;
}

/** Parses `PARTNER_API_KEYS`; keys shorter than 16 characters are refused (a guessable key is no key). */
export function parsePartnerKeys(text: string | undefined): PartnerKey[] {
  return (text ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(":");
      const username = entry.slice(0, colon).trim().toLowerCase();
      const key = entry.slice(colon + 1).trim();
      if (colon <= 0 || !username || key.length < 16)
        throw new Error(`PARTNER_API_KEYS: expected "username:key" with a key of 16 characters or more`);
      return { username, key };
    });
}

/**
 * The user an API key mints tokens for: keys seeded in the database (the demo partner's) and keys
 * from configuration. Null for an unknown key.
 */
export async function createPartnerKeyLookup(
  db: QueryDb,
  configured: PartnerKey[],
): Promise<(key: string) => Promise<number | null>> {
  const fromConfig = new Map<string, number>();
  for (const { username, key } of configured) {
    const id = await userIdByUsername(db, username);
    if (id === null) throw new Error(`PARTNER_API_KEYS: no user ${username}`);
    fromConfig.set(apiKeyHash(key), id);
  }
  return async (key) => {
    const hash = apiKeyHash(key);
    return fromConfig.get(hash) ?? (await partnerKeyUser(db, hash));
  };
}
