import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Presigned media URLs: `path?exp=<ms>&sig=<hmac>`, or `path?exp=<ms>&g=<grant>&sig=<hmac>` when
 * they carry what granted them (see media-grants.ts: the session that asked, or a share link), which
 * the media routes check again on every request. A URL past `exp`, or with a wrong signature, is
 * refused. Live-stream tokens use the same key for a path segment that names camera, profile, user,
 * grant and expiry.
 */
export function createMediaSigner(secret: Buffer, now: () => number = Date.now) {
  const key = createHmac("sha256", secret).update("vms-media-urls").digest();
  const mac = (text: string) => createHmac("sha256", key).update(text).digest("base64url").slice(0, 32);
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const signUntil = (path: string, exp: number, grant?: string): string => {
    if (grant === undefined) return `${path}?exp=${exp}&sig=${mac(`${path}\n${exp}`)}`;
    return `${path}?exp=${exp}&g=${encodeURIComponent(grant)}&sig=${mac(`${path}\n${exp}\n${grant}`)}`;
  };
  return {
    /** `path?exp=…[&g=…]&sig=…`, valid for `ttlMs`, naming its grant when given. */
    presign(path: string, ttlMs: number, grant?: string): string {
      return signUntil(path, now() + ttlMs, grant);
    },
    /** `path?exp=…[&g=…]&sig=…` valid until `exp` (ms): the same URL for the same path, expiry and grant. */
    signUntil,
    /** "ok", "expired" or "invalid" for a path and its query (the grant, when signed with it, is `query.g`). */
    check(path: string, query: { exp?: unknown; sig?: unknown; g?: unknown }): "ok" | "expired" | "invalid" {
      const exp = typeof query.exp === "string" && /^\d{1,15}$/.test(query.exp) ? Number(query.exp) : null;
      if (query.g !== undefined && (typeof query.g !== "string" || query.g.includes("\n"))) return "invalid";
      const text = query.g === undefined ? `${path}\n${exp}` : `${path}\n${exp}\n${query.g}`;
      if (exp === null || typeof query.sig !== "string" || !same(query.sig, mac(text))) return "invalid";
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
