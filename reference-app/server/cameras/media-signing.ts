import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Presigned media URLs: `path?exp=<ms>&sig=<hmac>`. Anyone holding the URL gets the file until
 * `exp`; after that, or with a wrong signature, it is refused. Live-stream tokens use the same key
 * for a path segment that names camera, profile, user and expiry.
 */
export function createMediaSigner(secret: Buffer, now: () => number = Date.now) {
  const key = createHmac("sha256", secret).update("vms-media-urls").digest();
  const mac = (text: string) => createHmac("sha256", key).update(text).digest("base64url").slice(0, 32);
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return {
    /** `path?exp=…&sig=…`, valid for `ttlMs`. */
    presign(path: string, ttlMs: number): string {
      const exp = now() + ttlMs;
      return `${path}?exp=${exp}&sig=${mac(`${path}\n${exp}`)}`;
    },
    /** "ok", "expired" or "invalid" for a path and its query. */
    check(path: string, query: { exp?: unknown; sig?: unknown }): "ok" | "expired" | "invalid" {
      const exp = typeof query.exp === "string" && /^\d{1,15}$/.test(query.exp) ? Number(query.exp) : null;
      if (exp === null || typeof query.sig !== "string" || !same(query.sig, mac(`${path}\n${exp}`))) return "invalid";
      return exp > now() ? "ok" : "expired";
    },
    /** A token for a path segment: `<payload>.<mac>` with a base64url JSON payload. */
    token(payload: Record<string, number | string>): string {
      const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
      return `${body}.${mac(body)}`;
    },
    /** The payload of a token whose signature holds, or null. */
    readToken(token: string): Record<string, unknown> | null {
      const [body, sig] = token.split(".");
      if (!body || !sig || body.length > 400 || !same(sig, mac(body))) return null;
      try {
        const value: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
        return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
  };
}
export type MediaSigner = ReturnType<typeof createMediaSigner>;
