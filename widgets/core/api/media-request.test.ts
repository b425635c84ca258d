import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { $config, configure } from "../config/config-store";
import { ConfigSchema } from "../config/config-schema";
import { ApiError } from "./api-error";
import { authHeaders, postWhepOffer, resolveMediaUrl } from "./media-request";

/** A real HTTP server playing a WHEP endpoint: the edge the client parses. */
let server: Server;
let base: string;
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
const ANSWER = "v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n";

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === "/media/whep/12") {
        res.writeHead(201, { "content-type": "application/sdp", location: "sessions/abc" });
        res.end(ANSWER);
      } else if (req.url === "/media/whep/no-location") {
        res.writeHead(201, { "content-type": "application/sdp" });
        res.end(ANSWER);
      } else if (req.url === "/media/whep/garbage") {
        res.writeHead(201, { "content-type": "application/sdp", location: "/s/1" });
        res.end("<html>");
      } else if (req.url === "/media/whep/forbidden") {
        res.writeHead(403);
        res.end();
      } else {
        res.writeHead(404);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configure({ apiBaseUrl: base, token: "tok-1" });
});

afterAll(async () => {
  $config.set(ConfigSchema.parse({}));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

describe("postWhepOffer", () => {
  it("POSTs the SDP offer with the token and resolves the relative Location against the request URL", async () => {
    const session = await postWhepOffer(`${base}/media/whep/12`, "v=0 offer");
    expect(session).toEqual({ answer: ANSWER, location: `${base}/media/whep/sessions/abc` });
    const request = seen.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.body).toBe("v=0 offer");
    expect(request.headers["content-type"]).toBe("application/sdp");
    expect(request.headers.authorization).toBe("Bearer tok-1");
  });

  it("fails clearly without a Location, with a body that is no SDP, and on a refusal", async () => {
    expect((await failure(postWhepOffer(`${base}/media/whep/no-location`, "v=0"))).code).toBe("schema");
    expect((await failure(postWhepOffer(`${base}/media/whep/garbage`, "v=0"))).code).toBe("schema");
    const refused = await failure(postWhepOffer(`${base}/media/whep/forbidden`, "v=0"));
    expect([refused.code, refused.status]).toEqual(["forbidden", 403]);
  });
});

describe("media URLs and the token", () => {
  it("resolves answer URLs against the API base", () => {
    expect(resolveMediaUrl("/media/hls/12/index.m3u8")).toBe(`${base}/media/hls/12/index.m3u8`);
    expect(resolveMediaUrl("https://cdn.example.test/x.m3u8")).toBe("https://cdn.example.test/x.m3u8");
  });

  it("sends the token to the API's origin only", async () => {
    expect(await authHeaders(`${base}/media/whep/1`)).toEqual({ Authorization: "Bearer tok-1" });
    expect(await authHeaders("https://cdn.example.test/x.m3u8")).toEqual({});
  });
});
