import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { cacheControlFor, REVALIDATE } from "../http/delivery";
import { errorBody } from "../http/envelope";
import { portalCsp } from "../http/security-headers";

const NOT_SPA = /^\/(api|auth|media|cdn|docs|socket\.io)(\/|$)/;

/**
 * The docs site's Content-Security-Policy: the portal's (tiles included, for the live map), with
 * the site's inline scripts (VitePress's theme and route data) allowed by the hashes its build
 * listed, and inline styles (the code highlighter's colours, the examples' sizes) allowed.
 */
function docsCsp(docsDir: string, tileOrigins: readonly string[]): string {
  const file = join(docsDir, "csp-hashes.json");
  const hashes = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as string[]) : [];
  const directives = portalCsp(tileOrigins);
  directives["script-src"] = [...(directives["script-src"] ?? []), ...hashes];
  directives["style-src"] = [...(directives["style-src"] ?? []), "'unsafe-inline'"];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>VMS reference server</title></head>
<body><main><h1>The portal is not built yet</h1><p>The reference app has not been built. Run <code>npm run build</code>
(or <code>npm start</code>, which builds it) and reload this page. The API is available under <code>/api</code>.</p></main></body></html>`;

/**
 * The built portal with an SPA fallback, the CDN bundle at /cdn/, the docs site at /docs/, and
 * error envelopes for unknown API paths. Compression comes from the global @fastify/compress;
 * caching from the file name.
 */
export async function registerStaticRoutes(
  app: FastifyInstance,
  staticDir: string | undefined,
  cdnDir: string | undefined,
  docsDir?: string,
  tileOrigins: readonly string[] = [],
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
  const docs = docsDir && existsSync(join(docsDir, "index.html")) ? docsDir : null;
  // Read again when the site is rebuilt under a running server (its inline scripts' hashes change).
  let csp = { mtimeMs: -1, value: "" };
  const currentDocsCsp = (dir: string) => {
    const mtimeMs = statSync(join(dir, "csp-hashes.json"), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== csp.mtimeMs) csp = { mtimeMs, value: docsCsp(dir, tileOrigins) };
    return csp.value;
  };
  if (docs) {
    await app.register(fastifyStatic, {
      root: docs,
      prefix: "/docs/",
      decorateReply: false,
      index: ["index.html"],
      redirect: true,
      ...caching,
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header("cache-control", cacheControlFor(path));
        if (path.endsWith(".html")) reply.header("content-security-policy", currentDocsCsp(docs));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (docs && /^\/docs(\/|$)/.test(path) && (request.method === "GET" || request.method === "HEAD")) {
      // The docs site's own 404 page (its router shows "page not found"), under the docs' CSP.
      return reply
        .status(404)
        .type("text/html; charset=utf-8")
        .header("content-security-policy", currentDocsCsp(docs))
        .send(readFileSync(join(docs, "404.html"), "utf8"));
    }
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
