// The player benchmarks' world: the reference server (in this process, real cameras) and a page
// served from another origin (as a partner's page would be) with the engine bundled by esbuild.
import { createServer } from "node:http";
import path from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright";
import { startReferenceServer } from "../../browser/helpers/reference-server.mjs";

const here = import.meta.dirname;

async function bundle() {
  const result = await build({
    entryPoints: [path.join(here, "entry.ts")],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  return result.outputFiles[0].text;
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>player bench</title>
<style>html,body{margin:0;background:#111}#stage{width:640px;height:360px;position:relative}</style></head>
<body><div id="stage"></div><script src="/bench.js"></script></body></html>`;

/** Starts the reference server and the page server; `close()` stops both. */
export async function startPlayerBench() {
  const script = await bundle();
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://x");
    if (pathname === "/") return res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
    if (pathname === "/bench.js") return res.writeHead(200, { "content-type": "text/javascript" }).end(script);
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://localhost:${server.address().port}`;
  // The page calls the API from its own origin: the server allows it by CORS.
  const reference = await startReferenceServer({ allowedOrigins: [origin] });
  return {
    pageUrl: `${origin}/`,
    apiBaseUrl: reference.url,
    tokens: reference.tokens,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await reference.close();
    },
  };
}

/** Active cameras `user` may stream, with (or without) WebRTC, found through the public API (first `count`). */
export async function streamableCameras({ apiBaseUrl, tokens }, user, count, { webrtc = true } = {}) {
  const headers = { Authorization: `Bearer ${tokens[user]}` };
  const get = async (path) => {
    const response = await fetch(`${apiBaseUrl}${path}`, { headers });
    return response.ok ? (await response.json()).data : null;
  };
  const found = [];
  for (const unit of (await get("/api/vms/live_units")) ?? []) {
    const meta = await get(`/api/vms/live_units/${unit.id}/meta`);
    if (!meta?.accessStream) continue;
    for (const camera of meta.cameraList ?? []) {
      const id = camera.id ?? camera.cameraId;
      const caps = await get(`/api/vms/cameras/${id}/capabilities`);
      const stream = caps && caps.webrtc === webrtc ? await get(`/api/vms/stream_camera/${id}/meta`) : null;
      if (stream?.cameraActive) found.push(id);
      if (found.length >= count) return found;
    }
  }
  return found;
}

export async function launch({ executablePath, args }) {
  return chromium.launch({ executablePath, args: [...args, "--autoplay-policy=no-user-gesture-required"] });
}
