import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { CONTRACT, fillPath, type ContractCall } from "../../../widgets/core/contract";
import { FavouritesListResponseSchema } from "../../../widgets/core/schemas";
import { DEMO_PARTNER_KEYS } from "../seed/users";
import { useTestServer } from "../testing/file-server";
import { ok, type Answer } from "../testing/server-test";

const file = useTestServer(["operator"]);
const { operator } = file;
let listId: number;
/** A list of its own for camListDelete (the favourites list cannot be deleted). */
let spareListId: number;
let cabinetId: number;

/** Sample inputs per call of document 1: path params, query and body a real client would send. */
const QUERIES: Record<string, string> = {
  clients: "?page_type=streaming",
  search: "?q=crescent&limit=25&offset=0&filter[indices][]=live_units&filter[indices][]=clients&sort=_score",
  searchRights: "?indices[]=live_units&indices[]=archive_cabinets",
  liveUnits: "?client_ids[]=1",
  archiveCabinets: "?client_ids[]=1",
  legacyArchiveCabinetSearch: "?query=cabinet",
  legacyLiveUnitStreamSearch: "?query=trailer",
  legacyLiveUnitArchiveSearch: "?query=trailer",
  informationalVideos: "?page=map",
};
const BODIES: Record<string, unknown> = {
  favouritesCreate: { userId: 1, name: "Contract list", isFavorites: false, newCameras: [1], deleteCameras: [] },
  favouritesUpdate: { userId: 1, name: "Favorites", isFavorites: true, newCameras: [2], deleteCameras: [] },
  partnerToken: {},
  userSettingsUpdate: { language: "en", videoQuality: "auto" },
};
const HEADERS: Record<string, Record<string, string>> = { partnerToken: { "x-api-key": DEMO_PARTNER_KEYS[0]!.key } };

beforeAll(async () => {
  listId = ok(FavouritesListResponseSchema, await operator.get("/api/cam_lists")).id;
  const spare = { userId: 1, name: "Contract spare", isFavorites: false, newCameras: [], deleteCameras: [] };
  spareListId = ok(FavouritesListResponseSchema, await operator.send("POST", "/api/cam_lists", spare)).id;
  cabinetId = await file.server.idOf("SELECT id FROM archive_cabinets WHERE client_id = 1 ORDER BY id LIMIT 1");
});

describe("every call of document 1 answers as the contract says", () => {
  const calls: ContractCall[] = CONTRACT.filter((c) => c.doc === 1);

  it("covers the calls of document 1", () => {
    expect(calls.length).toBeGreaterThan(20);
  });

  it.each(calls.map((c) => [c.id, c] as const))("%s", async (_id, call) => {
    // Sign-out calls end their session: give them their own.
    const who =
      call.id === "signOut" || call.id === "deleteCookies" ? await file.server.signedIn("operator") : operator;
    const path =
      fillPath(call.path, {
        liveUnitId: 1,
        archiveCabinetId: cabinetId,
        favoriteListId: call.id === "camListDelete" ? spareListId : listId,
        videoId: 1,
      }) + (QUERIES[call.id] ?? "");
    const body = BODIES[call.id];
    if (call.body && body !== undefined) z.parse(call.body, body);
    const answer: Answer =
      call.method === "GET"
        ? await who.get(path, HEADERS[call.id])
        : await who.send(call.method, path, body, HEADERS[call.id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const parsed = z.safeParse(call.response, answer.body);
    expect(parsed.success, parsed.success ? "" : z.prettifyError(parsed.error)).toBe(true);
  });
});
