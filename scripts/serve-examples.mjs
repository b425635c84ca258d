// `npm run examples`: docs/examples/ served from another origin than the API, as a partner's site
// would be, with a tiny partner backend that holds the API key and hands its page a user token.
//
//   reference server (API, CDN bundle)  http://127.0.0.1:<API_PORT>     started here, or VMS_API_URL
//   partner site (examples + backend)   http://127.0.0.1:<EXAMPLES_PORT>
//
//   GET /token                  the backend mints a token server-to-server (POST /api/partner/token
//                               with X-Api-Key) and answers { token, expiresAt }
//   GET /example-config.json    the one place the examples read their URLs from
//   GET /<file>                 docs/examples/<file>
//
// Environment: API_PORT and EXAMPLES_PORT (default: free ports), VMS_API_URL (use a reference server
// that is already running; start it with ALLOWED_ORIGINS=<partner origin>), PARTNER_API_KEY (default:
// the demo key seeded for `partner`), DATA_DIR (as npm start). Run through `node --import tsx`.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { mkdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const examplesDir = path.join(root, "docs/examples");
const host = "127.0.0.1";
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".css": "text/css; charset=utf-8",
};

/** Listens on `port` (0: any free one) and resolves with the port. */
const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server.address().port));
  });

const partner = createServer();
const partnerPort = await listen(partner, Number(process.env.EXAMPLES_PORT ?? 0));
const partnerOrigin = `http://${host}:${partnerPort}`;

let apiUrl = process.env.VMS_API_URL?.replace(/\/$/, "");
let reference = null;
if (!apiUrl) {
  const { startServer } = await import(path.join(root, "reference-app/server/app.ts"));
  const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  reference = await startServer({
    port: Number(process.env.API_PORT ?? 0),
    host,
    dbFile: path.join(dataDir, "vms.sqlite"),
    staticDir: path.join(root, "reference-app/dist"),
    cdnDir: path.join(root, "dist/cdn"),
    allowedOrigins: [partnerOrigin],
  });
  apiUrl = reference.url;
}
const { DEMO_PARTNER_KEYS } = await import(path.join(root, "reference-app/server/seed/users.ts"));
const apiKey = process.env.PARTNER_API_KEY ?? DEMO_PARTNER_KEYS[0].key;

const send = (res, status, type, body) => {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store", "x-content-type-options": "nosniff" });
  res.end(body);
};
const json = (res, status, value) => send(res, status, "application/json", JSON.stringify(value));

partner.on("request", async (req, res) => {
  const url = new URL(req.url ?? "/", partnerOrigin);
  try {
    if (url.pathname === "/token") {
      // A real backend first checks who is signed in to the partner's own site, and mints for them.
      const minted = await fetch(`${apiUrl}/api/partner/token`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": apiKey },
        body: "{}",
      });
      const body = await minted.json();
      if (!minted.ok) return json(res, 502, { error: body?.error ?? `token call answered ${minted.status}` });
      return json(res, 200, { token: body.data.userToken, expiresAt: body.data.expiresAt });
    }
    if (url.pathname === "/example-config.json") {
      return json(res, 200, {
        apiBaseUrl: apiUrl,
        cdnUrl: `${apiUrl}/cdn/vms-widgets.js`,
        cameraUrl: `${apiUrl}/cdn/vms-camera.js`,
        portalUrl: apiUrl,
        tokenEndpoint: "/token",
      });
    }
    const file = url.pathname === "/" ? "index.html" : url.pathname.slice(1);
    const full = path.join(examplesDir, path.normalize(file));
    if (!full.startsWith(examplesDir + path.sep)) return send(res, 404, "text/plain", "Not found");
    const type = TYPES[path.extname(full)] ?? "application/octet-stream";
    return send(res, 200, type, await readFile(full));
  } catch (error) {
    if (error?.code === "ENOENT" || error?.code === "EISDIR") return send(res, 404, "text/plain", "Not found");
    console.error(error);
    return send(res, 500, "text/plain", "Internal error");
  }
});

console.log(
  [
    `Reference server (API, CDN): ${apiUrl}${reference ? "" : " (already running: it needs ALLOWED_ORIGINS=" + partnerOrigin + ")"}`,
    `Partner site: ${partnerOrigin}/  (examples from docs/examples, tokens from ${partnerOrigin}/token)`,
    `  ${partnerOrigin}/partner-token.html   widgets with configure({ getToken })`,
    `  ${partnerOrigin}/plain-html.html      widgets with <vms-config token=…>`,
    `  ${partnerOrigin}/vms-camera.html      one live camera (<vms-camera>), the partner entry`,
  ].join("\n"),
);

const stop = () => {
  partner.close();
  void (reference?.close() ?? Promise.resolve()).then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
