import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import {
  ArchiveCabinetDetailResponseSchema,
  ArchiveCabinetsResponseSchema,
  AuthResultResponseSchema,
  ClientsResponseSchema,
  DefaultStreamingCameraResponseSchema,
  EmptyResponseSchema,
  ErrorBodySchema,
  FavouritesListResponseSchema,
  FeatureFlagsResponseSchema,
  InformationalVideosResponseSchema,
  InformationalVideoViewResponseSchema,
  LegacySearchResponseSchema,
  LiveUnitDetailResponseSchema,
  LiveUnitInfoResponseSchema,
  LiveUnitsResponseSchema,
  ProductEntitlementsResponseSchema,
  UserInfoResponseSchema,
} from "../../widgets/core/schemas";
import { startServer, type RunningServer } from "./app";
import { caller, query, signIn, type Caller } from "./test-support";

let server: RunningServer;
let operator: Caller;
let multi: Caller;
let limited: Caller;
let admin: Caller;
let anonymous: Caller;
/** A unit of one of multi's clients, which operator may not read. */
let multiUnitId: number;
let multiCabinetId: number;

const idOf = (sql: string): number => z.number().parse(server.db.prepare(sql).pluck().get());

beforeAll(async () => {
  server = await startServer({ port: 0, dbFile: ":memory:" });
  operator = caller(server.url, await signIn(server.url, "operator"));
  multi = caller(server.url, await signIn(server.url, "multi"));
  limited = caller(server.url, await signIn(server.url, "limited"));
  admin = caller(server.url, await signIn(server.url, "admin"));
  anonymous = caller(server.url);
  multiUnitId = idOf("SELECT id FROM live_units WHERE client_id = 2 ORDER BY id LIMIT 1");
  multiCabinetId = idOf("SELECT id FROM archive_cabinets WHERE client_id = 2 ORDER BY id LIMIT 1");
});
afterAll(async () => {
  await server.close();
});

describe("sign-in", () => {
  it("serves an accessible form that keeps redirect_to", async () => {
    const response = await fetch(`${server.url}/auth/redirect?redirect_to=${encodeURIComponent("/camera/4/stream")}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('name="redirect_to" value="/camera/4/stream"');
    expect(html).not.toMatch(/<(script|link)\b/);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("sets an httpOnly SameSite=Lax session cookie and 303s to redirect_to", async () => {
    const response = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=multi&password=demo&redirect_to=%2Flive-unit%2F5%2Fhistory%3Fa%3D1",
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/live-unit/5/history?a=1");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^vms_session=[\w-]{20,};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("refuses a wrong password with 401, the message, the username kept and escaped", async () => {
    const response = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        username: 'operator"><b>',
        password: "nope",
        redirect_to: "https://evil.example/",
      }).toString(),
      redirect: "manual",
    });
    const html = await response.text();
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(html).toContain("Incorrect username or password.");
    expect(html).toContain('value="operator&quot;&gt;&lt;b&gt;"');
    expect(html).toContain('name="redirect_to" value="/"');
  });

  it("honours only same-origin relative redirects", async () => {
    for (const target of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await fetch(`${server.url}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: "operator", password: "demo", redirect_to: target }).toString(),
        redirect: "manual",
      });
      expect(response.headers.get("location")).toBe("/");
    }
  });

  it("issues a user token from the session, usable as a Bearer token", async () => {
    const token = AuthResultResponseSchema.parse((await operator.get("/api/auth/token")).body).data;
    expect(token.userId).toBe(1);
    const response = await fetch(`${server.url}/api/vms/user_info`, {
      headers: { authorization: `Bearer ${token.userToken}` },
    });
    expect(UserInfoResponseSchema.parse(await response.json()).data.username).toBe("operator");
    const forged = await fetch(`${server.url}/api/vms/user_info`, {
      headers: { authorization: `Bearer ${token.userToken}x` },
    });
    expect(forged.status).toBe(401);
  });

  it("ends the session on sign-out and on DELETE /api/cookies/delete", async () => {
    for (const [method, path] of [
      ["POST", "/api/auth/signout"],
      ["DELETE", "/api/cookies/delete"],
    ] as const) {
      const session = caller(server.url, await signIn(server.url, "partner"));
      const { userToken } = AuthResultResponseSchema.parse((await session.get("/api/auth/token")).body).data;
      const bearer = () =>
        fetch(`${server.url}/api/vms/user_info`, { headers: { authorization: `Bearer ${userToken}` } });
      expect((await bearer()).status).toBe(200);
      const out = await session.send(method, path);
      expect(out.status).toBe(200);
      EmptyResponseSchema.parse(out.body);
      expect((await session.get("/api/vms/user_info")).status).toBe(401);
      expect((await session.get("/api/auth/token")).status).toBe(401);
      expect((await bearer()).status).toBe(401);
    }
  });
});

describe("unauthenticated calls", () => {
  it.each([
    "/api/auth/token",
    "/api/clients?page_type=streaming",
    "/api/vms/user_info",
    "/api/feature_flags",
    "/api/user/product-entitlements",
    "/api/vms/live_units",
    "/api/vms/archive_cabinets",
    "/api/vms/search?q=a",
    "/api/vms/search/rights",
    "/api/vms/live_units/1/meta",
    "/api/vms/live_unit_info/1",
    "/api/vms/archive_cabinets/1",
    "/api/vms/live_units/1/default_streaming_camera",
    "/api/informational_videos?page=map",
    "/api/cam_lists",
    "/api/vms/legacy/live_units/search/stream?query=a",
  ])("%s answers 401 with the error envelope", async (path) => {
    const { status, body } = await anonymous.get(path);
    expect(status).toBe(401);
    expect(ErrorBodySchema.parse(body)).toMatchObject({ status: 401, statusMessage: "Unauthorized", data: null });
  });
});

describe("session data", () => {
  it("answers user info, flags, entitlements and clients per user", async () => {
    const info = UserInfoResponseSchema.parse((await multi.get("/api/vms/user_info")).body).data;
    expect(info).toMatchObject({ id: 2, lvtc: 2, lvtr: "account_administrator_with_sub_clients", username: "multi" });
    expect(Object.values(info.permissions).every(Boolean)).toBe(true);
    const limitedInfo = UserInfoResponseSchema.parse((await limited.get("/api/vms/user_info")).body).data;
    expect(limitedInfo.lvtr).toBe("");
    expect(
      Object.entries(limitedInfo.permissions)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort(),
    ).toEqual(["archives", "cameras"]);
    expect(limitedInfo.videoPreference).toBe("html5");

    expect(FeatureFlagsResponseSchema.parse((await operator.get("/api/feature_flags")).body).data.flags).toEqual([
      "security_alerts",
      "requested_video_share",
      "next_reports",
      "next_video_library",
    ]);
    expect(FeatureFlagsResponseSchema.parse((await multi.get("/api/feature_flags")).body).data.flags).toHaveLength(6);
    expect(FeatureFlagsResponseSchema.parse((await limited.get("/api/feature_flags")).body).data.flags).toEqual([]);
    expect(
      ProductEntitlementsResponseSchema.parse((await admin.get("/api/user/product-entitlements")).body).data,
    ).toEqual({
      adminAccess: true,
      ccAccess: true,
      vmAccess: false,
    });

    const clients = (c: Caller) =>
      c.get("/api/clients?page_type=streaming").then((r) => ClientsResponseSchema.parse(r.body).data);
    expect(await clients(operator)).toEqual([{ id: 1, name: "Crescent Property Management" }]);
    expect((await clients(multi)).map((c) => c.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await clients(limited)).toHaveLength(4);
    expect(await clients(admin)).toHaveLength(60);
  });
});

describe("map lists", () => {
  it("lists only the caller's units and cabinets, filtered by bracket params", async () => {
    const all = LiveUnitsResponseSchema.parse((await admin.get("/api/vms/live_units")).body).data;
    expect(all).toHaveLength(12000);
    const mine = LiveUnitsResponseSchema.parse((await operator.get("/api/vms/live_units")).body).data;
    expect(mine.length).toBeGreaterThan(20);
    expect(mine.every((u) => u.clientId === 1)).toBe(true);
    const two = LiveUnitsResponseSchema.parse(
      (await multi.get(`/api/vms/live_units${query({ client_ids: [2, 3] })}`)).body,
    ).data;
    expect(new Set(two.map((u) => u.clientId))).toEqual(new Set([2, 3]));
    const regionId = idOf("SELECT id FROM regions WHERE client_id = 2 ORDER BY id LIMIT 1");
    const region = LiveUnitsResponseSchema.parse(
      (await multi.get(`/api/vms/live_units${query({ region_ids: [regionId] })}`)).body,
    ).data;
    expect(region.length).toBeGreaterThan(0);
    expect(region.length).toBeLessThan(two.length);
    const cabinets = ArchiveCabinetsResponseSchema.parse((await multi.get("/api/vms/archive_cabinets")).body).data;
    expect(cabinets.length).toBeGreaterThan(0);
    expect(cabinets.every((c) => c.clientId >= 2 && c.clientId <= 9)).toBe(true);
  });

  it("answers 403 for a client the user may not read", async () => {
    const { status, body } = await operator.get(`/api/vms/live_units${query({ client_ids: [2] })}`);
    expect(status).toBe(403);
    expect(ErrorBodySchema.parse(body).statusMessage).toBe("Forbidden");
    expect((await operator.get(`/api/vms/archive_cabinets${query({ client_ids: [1, 5] })}`)).status).toBe(403);
  });

  it("answers 400 for malformed params", async () => {
    expect((await operator.get("/api/vms/live_units?client_ids[]=abc")).status).toBe(400);
  });
});

describe("unit and cabinet detail", () => {
  it("describes a unit with cameras, thumbnails, health and access", async () => {
    const detail = LiveUnitDetailResponseSchema.parse((await operator.get("/api/vms/live_units/1/meta")).body).data;
    expect(detail.liveUnitName).toBe("<img src=x onerror=alert(1)>");
    expect(detail.cameraList).toHaveLength(3);
    expect(detail.cameraList[0]?.thumbnailPreset?.imageUrl).toMatch(/^\/media\/thumbnails\/\d+\/\d+\.svg$/);
    expect(detail.accessStream && detail.accessArchives).toBe(true);
    const info = LiveUnitInfoResponseSchema.parse((await operator.get("/api/vms/live_unit_info/1")).body).data.data;
    expect(info).toMatchObject({ liveUnitId: 1, clientId: 1, showClientNameStreamPage: false });
    const camera = DefaultStreamingCameraResponseSchema.parse(
      (await operator.get("/api/vms/live_units/1/default_streaming_camera")).body,
    );
    expect(camera.data).toBe(detail.cameraList[0]?.id);
  });

  it("derives accessStream and accessArchives from the rights (limited)", async () => {
    const streamOnly = idOf("SELECT id FROM live_units WHERE client_id = 10 ORDER BY id LIMIT 1");
    const archivesOnly = idOf("SELECT id FROM live_units WHERE client_id = 13 ORDER BY id LIMIT 1");
    const entity = idOf(
      "SELECT k.live_unit_id FROM user_entities e JOIN cameras k ON k.id = e.camera_id WHERE e.user_id = 3 LIMIT 1",
    );
    const meta = async (id: number) =>
      LiveUnitDetailResponseSchema.parse((await limited.get(`/api/vms/live_units/${id}/meta`)).body).data;
    expect(await meta(streamOnly)).toMatchObject({ accessStream: true, accessArchives: false });
    expect(await meta(archivesOnly)).toMatchObject({ accessStream: false, accessArchives: true });
    expect(await meta(entity)).toMatchObject({ accessStream: true, accessArchives: true });
    expect((await limited.get(`/api/vms/live_units/${archivesOnly}/default_streaming_camera`)).status).toBe(403);
  });

  it("never shows another client's unit or cabinet: 404", async () => {
    for (const path of [
      `/api/vms/live_units/${multiUnitId}/meta`,
      `/api/vms/live_unit_info/${multiUnitId}`,
      `/api/vms/live_units/${multiUnitId}/default_streaming_camera`,
      `/api/vms/archive_cabinets/${multiCabinetId}`,
      "/api/vms/live_units/999999/meta",
    ]) {
      const { status, body } = await operator.get(path);
      expect(status).toBe(404);
      expect(ErrorBodySchema.parse(body).data).toBeNull();
    }
    expect((await multi.get(`/api/vms/live_units/${multiUnitId}/meta`)).status).toBe(200);
  });

  it("describes a cabinet", async () => {
    const cabinet = ArchiveCabinetDetailResponseSchema.parse(
      (await multi.get(`/api/vms/archive_cabinets/${multiCabinetId}`)).body,
    ).data;
    expect(cabinet).toMatchObject({ id: multiCabinetId, clientId: 2, accessArchives: true, showClientName: true });
  });
});

describe("legacy searches", () => {
  it("finds by name or serial within the right, with padded serials the schema trims", async () => {
    const serial = z.string().parse(server.db.prepare("SELECT serial FROM live_units WHERE id = 1").pluck().get());
    const raw = (await operator.get(`/api/vms/legacy/live_units/search/stream?query=${serial}`)).body;
    const results = LegacySearchResponseSchema.parse(raw).data;
    expect(results.map((r) => r.id)).toEqual([1]);
    expect(results[0]?.serial).toBe(serial);
    expect(JSON.stringify(raw)).toContain(`${serial} `);
    expect(results[0]?.favoritesListsNames).toEqual([]);
    const archives = LegacySearchResponseSchema.parse(
      (await limited.get("/api/vms/legacy/live_units/search/archives?query=")).body,
    ).data;
    const streams = LegacySearchResponseSchema.parse(
      (await limited.get("/api/vms/legacy/live_units/search/stream?query=")).body,
    ).data;
    expect(archives.length).toBe(50);
    expect(new Set(archives.map((r) => r.id)).size).toBe(50);
    expect(archives.map((r) => r.id)).not.toEqual(streams.map((r) => r.id));
    const cabinets = LegacySearchResponseSchema.parse(
      (await multi.get("/api/vms/legacy/archive_cabinets/search?query=cabinet")).body,
    ).data;
    expect(cabinets.length).toBeGreaterThan(0);
    const none = LegacySearchResponseSchema.parse(
      (await operator.get("/api/vms/legacy/live_units/search/stream?query=%25")).body,
    ).data;
    expect(none).toEqual([]);
  });
});

describe("informational videos", () => {
  it("lists per page and records a view per user", async () => {
    const list = async (c: Caller) =>
      InformationalVideosResponseSchema.parse((await c.get("/api/informational_videos?page=stream")).body).data;
    const [video] = await list(operator);
    expect(video).toMatchObject({ video_url: "/media/informational/stream.mp4", viewed: false });
    const view = await operator.send("POST", `/api/informational_videos/${video?.id}`);
    expect(InformationalVideoViewResponseSchema.parse(view.body).data).toEqual({ id: video?.id, viewed: true });
    expect((await list(operator))[0]?.viewed).toBe(true);
    expect((await list(multi))[0]?.viewed).toBe(false);
    expect((await operator.get("/api/informational_videos?page=nope")).status).toBe(400);
    expect((await operator.send("POST", "/api/informational_videos/999")).status).toBe(404);
    expect((await fetch(`${server.url}/media/informational/stream.mp4`)).status).toBe(404);
  });
});

describe("favourites (cam_lists)", () => {
  it("reads, adds and removes cameras of the caller's own list", async () => {
    const list = FavouritesListResponseSchema.parse((await operator.get("/api/cam_lists")).body).data;
    expect(list).toMatchObject({ userId: 1, name: "Favorites", isFavorites: true });
    const before = list.cameras.map((c) => c.camId);
    const updated = await operator.send("PUT", `/api/cam_lists/${list.id}`, {
      userId: 1,
      name: "Favorites",
      isFavorites: true,
      newCameras: [1],
      deleteCameras: before.slice(0, 1),
    });
    const after = FavouritesListResponseSchema.parse(updated.body).data.cameras.map((c) => c.camId);
    expect(after).toContain(1);
    expect(after).not.toContain(before[0]);
    expect(
      FavouritesListResponseSchema.parse((await operator.get(`/api/cam_lists/${list.id}`)).body).data.cameras.map(
        (c) => c.camId,
      ),
    ).toEqual(after);
  });

  it("refuses other users' lists and other clients' cameras", async () => {
    const own = FavouritesListResponseSchema.parse((await multi.get("/api/cam_lists")).body).data;
    expect((await operator.get(`/api/cam_lists/${own.id}`)).status).toBe(404);
    const foreignCamera = idOf(
      "SELECT id FROM cameras WHERE live_unit_id = (SELECT id FROM live_units WHERE client_id = 2 LIMIT 1) LIMIT 1",
    );
    const list = FavouritesListResponseSchema.parse((await operator.get("/api/cam_lists")).body).data;
    const write = { userId: 1, name: "Favorites", isFavorites: true, newCameras: [foreignCamera], deleteCameras: [] };
    expect((await operator.send("PUT", `/api/cam_lists/${list.id}`, write)).status).toBe(404);
    expect(
      (await operator.send("PUT", `/api/cam_lists/${list.id}`, { ...write, newCameras: [], userId: 2 })).status,
    ).toBe(403);
    const created = await operator.send("POST", "/api/cam_lists", {
      ...write,
      name: "Night shift",
      isFavorites: false,
      newCameras: [2],
    });
    expect(FavouritesListResponseSchema.parse(created.body).data).toMatchObject({
      name: "Night shift",
      isFavorites: false,
    });
  });
});

describe("thumbnails", () => {
  it("draws a deterministic SVG with the camera name escaped for a reader, and cache headers", async () => {
    const path = "/media/thumbnails/1/4.svg";
    const cookie = await signIn(server.url, "operator");
    const first = await fetch(`${server.url}${path}`, { headers: { cookie } });
    const svg = await first.text();
    expect(first.headers.get("content-type")).toContain("image/svg+xml");
    expect(first.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain("Trailer 0001 PTZ");
    expect(await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text()).toBe(svg);
    const stranger = await (await fetch(`${server.url}${path}`)).text();
    expect(stranger).not.toContain("Trailer 0001 PTZ");
    expect((await fetch(`${server.url}/media/thumbnails/1/999999.svg`)).status).toBe(404);
  });
});

describe("transport", () => {
  it("reflects allowed origins for credentialed CORS and refuses others", async () => {
    const allowed = await fetch(`${server.url}/api/vms/user_info`, {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:9999", "access-control-request-method": "GET" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:9999");
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    const other = await fetch(`${server.url}/api/vms/user_info`, { headers: { origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers unknown API paths with the error envelope and app routes with a page", async () => {
    const api = await anonymous.get("/api/nope");
    expect(api.status).toBe(404);
    ErrorBodySchema.parse(api.body);
    const page = await fetch(`${server.url}/live-unit/3/history`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("not built");
  });
});
