import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AuthResultResponseSchema,
  EmptyResponseSchema,
  ErrorBodySchema,
  FavouritesListResponseSchema,
  UserInfoResponseSchema,
} from "../../../widgets/core/schemas";
import { CROSS_ORIGIN_REFUSED } from "./access";
import { NAMESPACES } from "../realtime/sockets";
import { caller, ok, rejection, signIn, startTestServer, type TestServer } from "../testing/server-test";

let server: TestServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

/** A connected socket on `namespace`, and a promise of its disconnect reason. */
async function openSocket(namespace: string, token: string) {
  const socket = connect(`${server.url}${namespace}`, {
    auth: { token },
    transports: ["websocket"],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on("connect", resolve);
    socket.on("connect_error", reject);
  });
  const disconnected = new Promise<string>((resolve) => socket.on("disconnect", (reason) => resolve(reason)));
  return { socket, disconnected };
}

describe("GET /api/auth/token", () => {
  it("issues a user token from the session, usable as a Bearer token", async () => {
    const operator = await server.signedIn("operator");
    const token = ok(AuthResultResponseSchema, await operator.get("/api/auth/token"));
    expect(token.userId).toBe(1);
    const bearer = caller(server.url, { token: token.userToken });
    expect(ok(UserInfoResponseSchema, await bearer.get("/api/vms/user_info")).username).toBe("operator");
    rejection(await caller(server.url, { token: `${token.userToken}x` }).get("/api/vms/user_info"), 401);
  });
});

describe("refusals an integrator can act on (the error body's code)", () => {
  const refusal = (answer: { status: number; body: unknown }) => {
    const body = ErrorBodySchema.parse(answer.body);
    return { status: answer.status, code: body.code };
  };

  it("tells no credentials, a refused token and an expired token apart (401 each)", async () => {
    expect(refusal(await server.anonymous.get("/api/vms/user_info"))).toEqual({ status: 401, code: "no_credentials" });
    const good = await server.issueToken("operator");
    const forged = `${good.slice(0, -2)}xx`;
    expect(refusal(await caller(server.url, { token: forged }).get("/api/vms/user_info"))).toEqual({
      status: 401,
      code: "invalid_token",
    });
    expect(refusal(await caller(server.url, { token: "not-a-token" }).get("/api/vms/user_info"))).toEqual({
      status: 401,
      code: "invalid_token",
    });
    const expired = await server.issueToken("operator", -1000);
    expect(refusal(await caller(server.url, { token: expired }).get("/api/vms/user_info"))).toEqual({
      status: 401,
      code: "token_expired",
    });
    expect((await caller(server.url, { token: good }).get("/api/vms/user_info")).status).toBe(200);
  });

  it("a token whose session ended is refused as invalid", async () => {
    const session = await server.signedIn("partner");
    const { userToken } = ok(AuthResultResponseSchema, await session.get("/api/auth/token"));
    ok(EmptyResponseSchema, await session.send("POST", "/api/auth/signout"));
    expect(refusal(await caller(server.url, { token: userToken }).get("/api/vms/user_info"))).toEqual({
      status: 401,
      code: "invalid_token",
    });
  });

  it("a state change with only the cookie from another origin is cross_origin_cookie, not a missing right", async () => {
    const cookie = await signIn(server.url, "operator");
    const sibling = caller(server.url, { cookie, origin: "http://127.0.0.1:1" });
    const answer = await sibling.send("POST", "/api/vms/stream/1/start", {});
    expect(refusal(answer)).toEqual({ status: 403, code: "cross_origin_cookie" });
    // The same page's reads with the cookie, and its token from the token call, are accepted.
    const { userToken } = ok(AuthResultResponseSchema, await sibling.get("/api/auth/token"));
    expect(
      (await caller(server.url, { token: userToken, origin: "http://127.0.0.1:1" }).get("/api/vms/user_info")).status,
    ).toBe(200);
  });
});

describe("sign-out", () => {
  it.each([
    ["POST", "/api/auth/signout"],
    ["DELETE", "/api/cookies/delete"],
  ] as const)("%s %s ends the session and its tokens", async (method, path) => {
    const session = await server.signedIn("partner");
    const { userToken } = ok(AuthResultResponseSchema, await session.get("/api/auth/token"));
    const bearer = caller(server.url, { token: userToken });
    expect((await bearer.get("/api/vms/user_info")).status).toBe(200);
    const out = await session.send(method, path);
    ok(EmptyResponseSchema, out);
    expect(out.headers.get("set-cookie")).toMatch(/^vms_session=;/);
    rejection(await session.get("/api/vms/user_info"), 401);
    rejection(await session.get("/api/auth/token"), 401);
    rejection(await bearer.get("/api/vms/user_info"), 401);
  });

  it("is POST only: GET /api/auth/signout is no route and ends nothing", async () => {
    const session = await server.signedIn("operator");
    rejection(await session.get("/api/auth/signout"), 404);
    expect((await session.get("/api/vms/user_info")).status).toBe(200);
  });

  it("closes the sockets opened with that session's tokens, in both namespaces, and no others", async () => {
    const cookie = await signIn(server.url, "multi");
    const session = caller(server.url, { cookie });
    const { userToken } = ok(AuthResultResponseSchema, await session.get("/api/auth/token"));
    const mine = await Promise.all(NAMESPACES.map((ns) => openSocket(ns, userToken)));
    const otherSession = await openSocket("/view", await server.issueToken("multi"));
    ok(EmptyResponseSchema, await session.send("POST", "/api/auth/signout"));
    expect(await Promise.all(mine.map((s) => s.disconnected))).toEqual([
      "io server disconnect",
      "io server disconnect",
    ]);
    expect(otherSession.socket.connected).toBe(true);
  });

  it("with a Bearer token, ends the token's session (partner pages sign out this way)", async () => {
    const token = await server.issueToken("admin");
    const bearer = caller(server.url, { token, origin: "https://partner.example" });
    ok(EmptyResponseSchema, await bearer.send("POST", "/api/auth/signout"));
    rejection(await bearer.get("/api/vms/user_info"), 401);
  });
});

describe("no state change from another origin on the strength of the cookie", () => {
  const favourites = async (cookie: string) =>
    ok(FavouritesListResponseSchema, await caller(server.url, { cookie }).get("/api/cam_lists"));
  const write = (listId: number) => ({
    path: `/api/cam_lists/${listId}`,
    body: { userId: 1, name: "Favorites", isFavorites: true, newCameras: [1], deleteCameras: [] },
  });

  it("refuses a cookie-only PUT from another origin, or from no page at all, with 403", async () => {
    const cookie = await signIn(server.url, "operator");
    const { path, body } = write((await favourites(cookie)).id);
    for (const origin of ["https://evil.example", "null", `${server.url}.evil.example`, null]) {
      const answer = await caller(server.url, { cookie, origin }).send("PUT", path, body);
      expect(rejection(answer, 403), String(origin)).toBe(CROSS_ORIGIN_REFUSED);
    }
    const signOut = await caller(server.url, { cookie, origin: "https://evil.example" }).send(
      "POST",
      "/api/auth/signout",
    );
    rejection(signOut, 403);
    expect((await caller(server.url, { cookie }).get("/api/vms/user_info")).status).toBe(200);
  });

  it("accepts the cookie from this origin, or with Sec-Fetch-Site: same-origin and no Origin", async () => {
    const cookie = await signIn(server.url, "operator");
    const { path, body } = write((await favourites(cookie)).id);
    ok(FavouritesListResponseSchema, await caller(server.url, { cookie }).send("PUT", path, body));
    const fetchMetadata = caller(server.url, { cookie, origin: null });
    ok(FavouritesListResponseSchema, await fetchMetadata.send("PUT", path, body, { "sec-fetch-site": "same-origin" }));
    rejection(await fetchMetadata.send("PUT", path, body, { "sec-fetch-site": "cross-site" }), 403);
  });

  it("accepts a Bearer token from any origin (cross-site widgets)", async () => {
    const cookie = await signIn(server.url, "operator");
    const { path, body } = write((await favourites(cookie)).id);
    const token = await server.issueToken("operator");
    const partnerPage = caller(server.url, { token, cookie, origin: "https://partner.example" });
    ok(FavouritesListResponseSchema, await partnerPage.send("PUT", path, body));
  });
});
