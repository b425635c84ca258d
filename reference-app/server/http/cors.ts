import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

const PUBLIC_PATHS = /^\/(cdn|media)\//;
/**
 * WHEP of a signed live stream URL (and a WHEP bundle, whose body names the signed tokens) and WHIP
 * of a voice call's signed signalling URL: POST the offer, DELETE the session (the URL is the credential).
 */
const LIVE_SIGNALLING = /^\/media\/(live\/whep-bundle|live\/[^/]+\/whep|voice\/[^/]+\/whip)(\/[^/?]+)?(\?|$)/;
const METHODS = ["GET", "POST", "PUT", "DELETE", "OPTIONS"];

/**
 * CORS: pages of the origins in `allowedOrigins` (`ALLOWED_ORIGINS`, exact match) may call the API,
 * with credentials; no other origin gets CORS headers, so the browser keeps their pages from
 * reading answers (same-origin pages need none). The CDN bundle and media are public files: any
 * page may load them (`*`, no credentials), as `<script type="module">` from a partner page must;
 * the WHEP signalling of a signed live stream URL takes POST and DELETE from any page likewise.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      if (LIVE_SIGNALLING.test(request.url ?? ""))
        return callback(null, { origin: "*", methods: ["POST", "DELETE"], exposedHeaders: ["Location"], maxAge: 600 });
      if (PUBLIC_PATHS.test(request.url ?? "")) return callback(null, { origin: "*", methods: ["GET", "HEAD"] });
      const origin = request.headers.origin;
      callback(null, {
        origin: origin !== undefined && allowed.has(origin) ? origin : false,
        credentials: true,
        methods: METHODS,
        allowedHeaders: ["Accept", "Authorization", "Content-Type"],
        maxAge: 600,
      });
    },
  });
}
