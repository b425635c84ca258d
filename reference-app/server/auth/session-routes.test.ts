import { describe, expect, it } from "vitest";
import {
  ClientsResponseSchema,
  FeatureFlagsResponseSchema,
  ProductEntitlementsResponseSchema,
  UserInfoResponseSchema,
} from "../../../widgets/core/schemas";
import { useTestServer } from "../testing/file-server";
import { ok, rejection, type Caller } from "../testing/server-test";

const file = useTestServer([]);

const info = async (who: Caller) => ok(UserInfoResponseSchema, await who.get("/api/vms/user_info"));
const flags = async (who: Caller) => ok(FeatureFlagsResponseSchema, await who.get("/api/feature_flags")).flags;
const clients = async (who: Caller) => ok(ClientsResponseSchema, await who.get("/api/clients?page_type=streaming"));

describe("session data", () => {
  it("answers user info, flags, entitlements and clients per user", async () => {
    const [operator, multi, limited, admin] = await file.server.signedInAs("operator", "multi", "limited", "admin");
    const multiInfo = await info(multi);
    expect(multiInfo).toMatchObject({
      id: 2,
      lvtc: 2,
      lvtr: "account_administrator_with_sub_clients",
      username: "multi",
    });
    expect(Object.values(multiInfo.permissions).every(Boolean)).toBe(true);
    const limitedInfo = await info(limited);
    expect(limitedInfo.lvtr).toBe("");
    const granted = Object.entries(limitedInfo.permissions).filter(([, v]) => v);
    expect(granted.map(([k]) => k).sort()).toEqual(["archives", "cameras"]);
    expect(limitedInfo.videoPreference).toBe("html5");

    expect(await flags(operator)).toEqual([
      "security_alerts",
      "requested_video_share",
      "next_reports",
      "next_video_library",
    ]);
    expect(await flags(multi)).toHaveLength(6);
    expect(await flags(limited)).toEqual([]);
    expect(ok(ProductEntitlementsResponseSchema, await admin.get("/api/user/product-entitlements"))).toEqual({
      adminAccess: true,
      ccAccess: true,
      vmAccess: false,
    });

    expect(await clients(operator)).toEqual([{ id: 1, name: "Crescent Property Management" }]);
    expect((await clients(multi)).map((c) => c.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await clients(limited)).toHaveLength(4);
    expect(await clients(admin)).toHaveLength(60);
    rejection(await operator.get("/api/clients?page_type=nope"), 400);
  });

  it("has a demo user without the Live Units permissions and one who plays HTML5 video", async () => {
    const auditor = await info(await file.server.signedIn("auditor"));
    expect(auditor.permissions).toMatchObject({ cameras: false, archives: false, selfService: true });
    const html5 = await file.server.signedIn("html5");
    const operator = await file.server.signedIn("operator");
    const [h, o] = [await info(html5), await info(operator)];
    expect(h.videoPreference).toBe("html5");
    expect(o.videoPreference).not.toBe("html5");
    expect({ ...h, id: 0, lvtu: 0, name: "", username: "", videoPreference: "" }).toEqual({
      ...o,
      id: 0,
      lvtu: 0,
      name: "",
      username: "",
      videoPreference: "",
    });
    expect(await clients(html5)).toEqual(await clients(operator));
    expect(await flags(html5)).toEqual(await flags(operator));
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
    expect(rejection(await file.server.anonymous.get(path), 401)).toBe("Not signed in");
  });
});
