import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { errorBody } from "../http/envelope";

const NOT_SPA = /^\/(api|auth|media|cdn|socket\.io)(\/|$)/;

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>VMS reference server</title></head>
<body><main><h1>The portal is not built yet</h1><p>The reference app has not been built. Run <code>npm run build</code>
(or <code>npm start</code>, which builds it) and reload this page. The API is available under <code>/api</code>.</p></main></body></html>`;

/** The built portal with an SPA fallback, the CDN bundle at /cdn/, and error envelopes for unknown API paths. */
export async function registerStaticRoutes(
  app: FastifyInstance,
  staticDir: string | undefined,
  cdnDir: string | undefined,
): Promise<void> {
  const portal = staticDir && existsSync(join(staticDir, "index.html")) ? staticDir : null;
  if (portal) await app.register(fastifyStatic, { root: portal, prefix: "/", index: ["index.html"] });
  if (cdnDir && existsSync(cdnDir))
    await app.register(fastifyStatic, { root: cdnDir, prefix: "/cdn/", decorateReply: !portal });

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
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").sendFile("index.html", portal);
  });
}
