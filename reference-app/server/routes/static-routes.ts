import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { cacheControlFor, REVALIDATE } from "../http/delivery";
import { errorBody } from "../http/envelope";

const NOT_SPA = /^\/(api|auth|media|cdn|socket\.io)(\/|$)/;

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>VMS reference server</title></head>
<body><main><h1>The portal is not built yet</h1><p>The reference app has not been built. Run <code>npm run build</code>
(or <code>npm start</code>, which builds it) and reload this page. The API is available under <code>/api</code>.</p></main></body></html>`;

/**
 * The built portal with an SPA fallback, the CDN bundle at /cdn/, and error envelopes for unknown
 * API paths. Compression comes from the global @fastify/compress; caching from the file name.
 */
export async function registerStaticRoutes(
  app: FastifyInstance,
  staticDir: string | undefined,
  cdnDir: string | undefined,
): Promise<void> {
  const portal = staticDir && existsSync(join(staticDir, "index.html")) ? staticDir : null;
  // Hashed files (`name-[hash].ext`) are cached for a year, everything else revalidated (ETag).
  const caching = {
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => void reply.header("cache-control", cacheControlFor(path)),
  };
  if (portal) await app.register(fastifyStatic, { root: portal, prefix: "/", index: ["index.html"], ...caching });
  if (cdnDir && existsSync(cdnDir))
    await app.register(fastifyStatic, { root: cdnDir, prefix: "/cdn/", decorateReply: !portal, ...caching });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (NOT_SPA.test(path)) {
      if (path.startsWith("/api")) return reply.status(404).send(errorBody(404, "No such API route"));
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    if (request.method !== "GET" && request.method !== "HEAD")
      return reply.status(404).send(errorBody(404, "Not found"));
    // A missing file (e.g. a stale hashed asset) is a 404, not the app's HTML.
    if (/\.[a-z0-9]{1,8}$/i.test(path.slice(path.lastIndexOf("/") + 1))) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    if (!portal) return reply.status(200).type("text/html; charset=utf-8").send(NOT_BUILT);
    return reply.type("text/html; charset=utf-8").header("cache-control", REVALIDATE).sendFile("index.html", portal);
  });
}
