import { describe, expect, it } from "vitest";
import { contractCall } from "../../../widgets/core/contract";
import { FavouritesListResponseSchema, UserInfoResponseSchema } from "../../../widgets/core/schemas";
import { DEMO_PARTNER_KEYS } from "../seed/users";
import { useTestServer } from "../testing/file-server";
import { caller, ok, rejection } from "../testing/server-test";

const DEMO_KEY = DEMO_PARTNER_KEYS[0]!.key;
const CONFIGURED_KEY = "limited-backend-key-0123456789";
const PartnerTokenSchema = contractCall("partnerToken").response;

const file = useTestServer([], {
  partnerKeys: [{ username: "limited", key: CONFIGURED_KEY }],
  partnerTokenTtlMs: 60_000,
});

/** The partner backend's server-to-server call: no Origin, no cookie, the key in X-Api-Key. */
const mint = (key: string | null, body: unknown = {}) =>
  caller(file.server.url, { origin: null }).send(
    "POST",
    "/api/partner/token",
    body,
    key === null ? {} : { "x-api-key": key },
  );

describe("POST /api/partner/token", () => {
  it("mints a token for the key's user that cross-site widgets send as Bearer", async () => {
    const before = Date.now();
    const minted = ok(PartnerTokenSchema, await mint(DEMO_KEY));
    expect(minted.expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(minted.expiresAt).toBeLessThanOrEqual(Date.now() + 60_000);
    const widgets = caller(file.server.url, { token: minted.userToken, origin: "https://partner.example" });
    expect(ok(UserInfoResponseSchema, await widgets.get("/api/vms/user_info")).username).toBe("partner");
    // A state change from the partner's page works with the token (and would not with a cookie).
    const list = ok(FavouritesListResponseSchema, await widgets.get("/api/cam_lists"));
    const body = { userId: minted.userId, name: "Favorites", isFavorites: true, newCameras: [], deleteCameras: [] };
    ok(FavouritesListResponseSchema, await widgets.send("PUT", `/api/cam_lists/${list.id}`, body));
  });

  it("mints for users of configured keys (PARTNER_API_KEYS), naming the user or not", async () => {
    const minted = ok(PartnerTokenSchema, await mint(CONFIGURED_KEY, { username: "Limited" }));
    const who = caller(file.server.url, { token: minted.userToken });
    expect(ok(UserInfoResponseSchema, await who.get("/api/vms/user_info")).username).toBe("limited");
  });

  it("refuses a missing or unknown key (401) and another user than the key's (403)", async () => {
    expect(rejection(await mint(null), 401)).toMatch(/X-Api-Key/);
    rejection(await mint("not-a-key"), 401);
    rejection(await mint(`${DEMO_KEY}x`), 401);
    expect(rejection(await mint(DEMO_KEY, { username: "admin" }), 403)).toMatch(/own user/);
  });

  it("gives tokens that die with their sign-out", async () => {
    const minted = ok(PartnerTokenSchema, await mint(DEMO_KEY));
    const widgets = caller(file.server.url, { token: minted.userToken, origin: "https://partner.example" });
    expect((await widgets.send("POST", "/api/auth/signout")).status).toBe(200);
    rejection(await widgets.get("/api/vms/user_info"), 401);
  });
});
