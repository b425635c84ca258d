import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 32;

/** Hashes a password with scrypt and a fresh per-user salt. */
export function hashPassword(password: string): { salt: string; hash: string } {
  const salt = randomBytes(16).toString("base64url");
  return { salt, hash: scryptSync(password, salt, KEY_LENGTH).toString("base64url") };
}

/** Constant-time check of a password against its stored salt and hash. */
export function verifyPassword(password: string, salt: string, hash: string): boolean {
  const expected = Buffer.from(hash, "base64url");
  const actual = scryptSync(password, salt, KEY_LENGTH);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash to compare against when the username is unknown, so both paths take the same time. */
export const DUMMY_CREDENTIAL = hashPassword("not-a-real-password");
