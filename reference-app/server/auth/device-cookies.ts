import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in as a user before holds `vms_device`, one signed `username.nonce.signature` entry per
 * user who signed in on it (a control room's shared workstation keeps several), most recent first.
 */
export const DEVICE_COOKIE = "vms_device";
/** A device stays trusted for a year after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Users remembered per browser. */
const MAX_ENTRIES = 5;
const SEPARATOR = "~";

export interface DeviceEntry {
  username: string;
  nonce: string;
}

/** The device-cookie key, derived from the database's token secret (so a token's signature is never one). */
const keyOf = (secret: Buffer): Buffer => createHmac("sha256", secret).update("vms_device cookie key").digest();

const signatureOf = (secret: Buffer, username: string, nonce: string): string =>
  createHmac("sha256", keyOf(secret)).update(`${username},${nonce}`).digest("base64url");

const encode = (username: string) => Buffer.from(username, "utf8").toString("base64url");

/** The valid entries of a cookie value (forged, malformed or extra ones dropped). */
export function readDeviceCookie(secret: Buffer, value: string | undefined): DeviceEntry[] {
  if (!value) return [];
  const entries: DeviceEntry[] = [];
  for (const part of value.split(SEPARATOR).slice(0, MAX_ENTRIES)) {
    const [name, nonce, signature, extra] = part.split(".");
    if (!name || !nonce || !signature || extra !== undefined) continue;
    const username = Buffer.from(name, "base64url").toString("utf8");
    const expected = Buffer.from(signatureOf(secret, username, nonce));
    const actual = Buffer.from(signature);
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) entries.push({ username, nonce });
  }
  return entries;
}

/** The nonce of this browser's valid device entry for `username` (lower-case), or null: an untrusted client. */
export function deviceFor(secret: Buffer, value: string | undefined, username: string): string | null {
  return readDeviceCookie(secret, value).find((entry) => entry.username === username)?.nonce ?? null;
}

/**
 * The cookie value after `username` signed in: a fresh entry for them first (a new nonce, so the
 * failures of the old one are left behind), the others kept.
 */
export function issueDeviceCookie(secret: Buffer, value: string | undefined, username: string): string {
  const nonce = randomBytes(16).toString("base64url");
  const fresh = `${encode(username)}.${nonce}.${signatureOf(secret, username, nonce)}`;
  const others = readDeviceCookie(secret, value)
    .filter((entry) => entry.username !== username)
    .slice(0, MAX_ENTRIES - 1)
    .map((entry) => `${encode(entry.username)}.${entry.nonce}.${signatureOf(secret, entry.username, entry.nonce)}`);
  return [fresh, ...others].join(SEPARATOR);
}
