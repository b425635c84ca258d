import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { CONTRACT, fillPath, type ContractCall } from "../../widgets/core/contract";
import { FavouritesListResponseSchema } from "../../widgets/core/schemas";
import { startServer, type RunningServer } from "./app";
import { caller, signIn, type Caller } from "./test-support";

let server: RunningServer;
let operator: Caller;
let listId: number;
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

beforeAll(async () => {
  server = await startServer({ port: 0, dbFile: ":memory:" });
  operator = caller(server.url, await signIn(server.url, "operator"));
  listId = FavouritesListResponseSchema.parse((await operator.get("/api/cam_lists")).body).data.id;
  cabinetId = z
    .number()
    .parse(server.db.prepare("SELECT id FROM archive_cabinets WHERE client_id = 1 LIMIT 1").pluck().get());
});
afterAll(async () => {
  await server.close();
});

describe("every call of document 1 answers as the contract says", () => {
  const calls: ContractCall[] = CONTRACT.filter((c) => c.doc === 1);

  it("covers the calls of document 1", () => {
    expect(calls.length).toBeGreaterThan(20);
  });

  it.each(calls.map((c) => [c.id, c] as const))("%s", async (_id, call) => {
    // Sign-out calls end their session: give them their own.
    const who =
      call.id === "signOut" || call.id === "deleteCookies"
        ? caller(server.url, await signIn(server.url, "operator"))
        : operator;
    const path =
      fillPath(call.path, { liveUnitId: 1, archiveCabinetId: cabinetId, favoriteListId: listId, videoId: 1 }) +
      (QUERIES[call.id] ?? "");
    const body =
      call.method === "POST" && call.id === "favouritesCreate"
        ? { userId: 1, name: "Contract list", isFavorites: false, newCameras: [1], deleteCameras: [] }
        : call.method === "PUT"
          ? { userId: 1, name: "Favorites", isFavorites: true, newCameras: [2], deleteCameras: [] }
          : undefined;
    if (call.body && body !== undefined) call.body.parse(body);
    const response = call.method === "GET" ? await who.get(path) : await who.send(call.method, path, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const parsed = call.response.safeParse(response.body);
    expect(parsed.success, parsed.success ? "" : z.prettifyError(parsed.error)).toBe(true);
  });
});
