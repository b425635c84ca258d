import { createHmac, timingSafeEqual } from "node:crypto";
import * as z from "zod";

const TokenPayloadSchema = z.object({
  userId: z.number().int().positive(),
  exp: z.number().int(),
  sid: z.string().min(1),
});
export type TokenPayload = z.infer<typeof TokenPayloadSchema>;

/** Lifetime of a user token. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

const sign = (secret: Buffer, body: string): string => createHmac("sha256", secret).update(body).digest("base64url");

/**
 * An HMAC-signed `{userId, exp, sid}`: `base64url(json).signature`. `sid` names the session the token
 * was issued from, so signing out also ends the tokens.
 */
export function issueUserToken(
  secret: Buffer,
  userId: number,
  sid: string,
  now = Date.now(),
  ttlMs = TOKEN_TTL_MS,
): string {
  const body = Buffer.from(JSON.stringify({ userId, exp: now + ttlMs, sid })).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

/**
 * What a token says: its payload when its signature holds and it has not expired; `expired` when
 * its signature holds but `exp` has passed; `invalid` otherwise (malformed or forged).
 */
export function readUserToken(
  secret: Buffer,
  token: string,
  now = Date.now(),
): { payload: TokenPayload } | { problem: "invalid" | "expired" } {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return { problem: "invalid" };
  const expected = Buffer.from(sign(secret, body));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { problem: "invalid" };
  try {
    const payload = TokenPayloadSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    if (!payload.success) return { problem: "invalid" };
    return payload.data.exp > now ? { payload: payload.data } : { problem: "expired" };
  } catch {
    return { problem: "invalid" };
  }
}

/** The token's payload when its signature holds and it has not expired; otherwise null. */
export function verifyUserToken(secret: Buffer, token: string, now = Date.now()): TokenPayload | null {
  const read = readUserToken(secret, token, now);
  return "payload" in read ? read.payload : null;
}
