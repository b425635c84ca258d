import { describe, expect, it } from "vitest";
import * as z from "zod";
import { ErrorBodySchema } from "./envelope";
import { FavouritesListResponseSchema, FavouritesListWriteSchema } from "./favourites";
import {
  AuthResultResponseSchema,
  ClientsResponseSchema,
  EmptyResponseSchema,
  FeatureFlagsResponseSchema,
  InformationalVideosResponseSchema,
  ProductEntitlementsResponseSchema,
  StoredEntitlementsSchema,
  UserInfoResponseSchema,
} from "./session";

function rejection(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, "expected the value to be rejected").toBe(false);
  return result.success ? "" : z.prettifyError(result.error);
}
const ok = <T>(data: T) => ({ status: 200, statusMessage: "OK", data });

const permissions = {
  archives: true,
  cameras: true,
  streamDeactivated: false,
  d3cc: true,
  selfService: true,
  liveUnits: false,
  clients: false,
  locations: true,
  users: false,
  quickConfig: false,
  reportViewAll: false,
};
const user = {
  id: 1,
  lvtc: 17,
  lvtu: 90211,
  lvtr: "account_administrator",
  name: "Olivia Operator",
  username: "operator",
  videoPreference: "webrtc",
  timeZone: "America/Chicago",
  permissions,
};

describe("session calls", () => {
  it("accepts user info, an unknown role kept as text, and rejects a missing permission", () => {
    expect(UserInfoResponseSchema.parse(ok(user)).data.username).toBe("operator");
    expect(UserInfoResponseSchema.parse(ok({ ...user, lvtr: "" })).data.lvtr).toBe("");
    const { selfService: _s, ...partial } = permissions;
    expect(rejection(UserInfoResponseSchema, ok({ ...user, permissions: partial }))).toMatch(
      /data\.permissions\.selfService/,
    );
  });
  it("accepts the token and rejects an empty one", () => {
    expect(AuthResultResponseSchema.parse(ok({ userId: 1, userToken: "t.k.n" })).data.userId).toBe(1);
    expect(rejection(AuthResultResponseSchema, ok({ userId: 1, userToken: "" }))).toMatch(/userToken/);
  });
  it("reads flags from data.flags and clients as a list", () => {
    expect(FeatureFlagsResponseSchema.parse(ok({ flags: ["security_alerts", "beta_x"] })).data.flags).toHaveLength(2);
    expect(rejection(FeatureFlagsResponseSchema, ok(["security_alerts"]))).toMatch(/data/);
    expect(ClientsResponseSchema.parse(ok([{ id: 17, name: "Walmart" }])).data[0]?.name).toBe("Walmart");
    expect(rejection(ClientsResponseSchema, ok([{ id: "17", name: "Walmart" }]))).toMatch(/data\[0\]\.id/);
  });
  it("accepts an empty answer and the error body", () => {
    expect(EmptyResponseSchema.parse(ok(null)).data).toBeNull();
    expect(rejection(EmptyResponseSchema, ok({}))).toMatch(/data/);
    const error = { status: 403, statusMessage: "Forbidden", data: null, error: "No right to this unit" };
    expect(ErrorBodySchema.parse(error).error).toMatch(/No right/);
    expect(rejection(ErrorBodySchema, { ...error, error: undefined })).toMatch(/error/);
  });
  it("accepts informational videos", () => {
    const video = {
      id: 2,
      video_url: "/media/informational/map.mp4",
      thumbnail_url: null,
      header_text: "The map",
      body_text: "Find any unit.",
      documentation_url: null,
      viewed: false,
    };
    expect(InformationalVideosResponseSchema.parse(ok([video])).data[0]?.viewed).toBe(false);
    expect(rejection(InformationalVideosResponseSchema, ok([{ ...video, viewed: undefined }]))).toMatch(/viewed/);
  });
});

describe("entitlements", () => {
  const entitlements = { adminAccess: false, ccAccess: true, vmAccess: true };
  it("accepts the call's answer", () => {
    expect(ProductEntitlementsResponseSchema.parse(ok(entitlements)).data.ccAccess).toBe(true);
  });
  it("accepts a stored entry tagged with its user, and rejects what must be discarded", () => {
    expect(StoredEntitlementsSchema.parse({ userId: 1, entitlements })).toEqual({ userId: 1, entitlements });
    expect(rejection(StoredEntitlementsSchema, { entitlements })).toMatch(/userId/);
    expect(
      rejection(StoredEntitlementsSchema, { userId: 1, entitlements: { ...entitlements, vmAccess: "yes" } }),
    ).toMatch(/entitlements\.vmAccess/);
    expect(rejection(StoredEntitlementsSchema, JSON.parse('"corrupted"'))).toMatch(/object/);
  });
});

describe("favourites", () => {
  const list = {
    id: 3,
    userId: 1,
    name: "Favorites",
    isFavorites: true,
    cameras: [{ camId: 12061, camName: "PTZ North", clientId: 17, lastImageUrl: null }],
  };
  it("accepts a list and a write", () => {
    expect(FavouritesListResponseSchema.parse(ok(list)).data.cameras).toHaveLength(1);
    const write = { userId: 1, name: "Favorites", isFavorites: true, newCameras: [12062], deleteCameras: [] };
    expect(FavouritesListWriteSchema.parse(write)).toEqual(write);
    expect(rejection(FavouritesListWriteSchema, { ...write, name: "" })).toMatch(/name/);
    expect(rejection(FavouritesListResponseSchema, ok({ ...list, cameras: [{ camId: 1 }] }))).toMatch(/camName/);
  });
});
