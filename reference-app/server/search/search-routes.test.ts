import { beforeAll, describe, expect, it } from "vitest";
import { SearchResponseSchema, SearchRightsResponseSchema, type SearchHit } from "../../../widgets/core/schemas";
import { useTestServer } from "../testing/file-server";
import { query, type Caller } from "../testing/server-test";

const file = useTestServer(["admin", "operator", "multi", "limited"]);
const { admin, operator, multi, limited } = file;

const ALL = ["live_units", "archive_cabinets", "clients", "regions"];

async function search(who: Caller, params: Record<string, string | number | (string | number)[]>) {
  const response = await who.get(`/api/vms/search${query(params)}`);
  expect(response.status).toBe(200);
  return SearchResponseSchema.parse(response.body).data;
}
const text = (hit: SearchHit) => JSON.stringify(hit._source).toLowerCase();

beforeAll(async () => {
  // The server loads its search documents on the first search (search-routes.ts): here, under the
  // hook's timeout (on PostgreSQL on a busy machine it takes seconds), not the first test's.
  expect((await search(operator, { q: "*", limit: 0 })).meta.count).toBeGreaterThan(0);
});

describe("GET /api/vms/search", () => {
  it("'*' returns everything the user may read, counted", async () => {
    const everything = await search(admin, { q: "*", limit: 10000, "filter[indices]": ALL });
    expect(everything.meta.count).toBe(12000 + 2500 + 60 + 200);
    expect(everything.results).toHaveLength(10000);
    const units = await search(admin, { q: "*", limit: 0, "filter[indices]": ["live_units"] });
    expect(units.meta.count).toBe(12000);
    expect(units.results).toEqual([]);
    const mine = await search(operator, { q: "*", limit: 10000, "filter[indices]": ALL });
    expect(mine.results.every((h) => h._source.client_id === 1)).toBe(true);
    expect(mine.meta.count).toBe(mine.results.length);
  });

  it("matches by word prefix (short terms) and by substring (three characters and more)", async () => {
    const prefix = await search(admin, { q: "ph", limit: 50, "filter[indices]": ["live_units"] });
    expect(prefix.meta.count).toBeGreaterThan(0);
    for (const hit of prefix.results) expect(text(hit)).toMatch(/(^|[^a-z0-9])ph/);
    const substring = await search(admin, { q: "oeni", limit: 50, "filter[indices]": ["live_units"] });
    expect(substring.meta.count).toBeGreaterThan(0);
    for (const hit of substring.results) expect(text(hit)).toContain("oeni");
    const serial = await search(admin, { q: "LVT-2A", limit: 25, "filter[indices]": ["live_units"] });
    expect(serial.meta.count).toBeGreaterThan(0);
    for (const hit of serial.results) expect(hit._source.serial).toMatch(/^LVT-2A/);
  });

  it("requires every term and ranks name matches first", async () => {
    const [row] = await file.server.rows<{ city: string }>(
      "SELECT l.city FROM live_units u JOIN locations l ON l.id = u.location_id WHERE u.client_id = 2 ORDER BY u.id LIMIT 1",
    );
    const city = String(row?.city).toLowerCase();
    const both = await search(admin, { q: `walmart ${city}`, limit: 100, "filter[indices]": ALL });
    expect(both.meta.count).toBeGreaterThan(0);
    for (const hit of both.results) expect(text(hit)).toContain("walmart");
    for (const hit of both.results) expect(text(hit)).toContain(city);
    const walmartOnly = await search(admin, { q: "walmart", limit: 0, "filter[indices]": ALL });
    expect(both.meta.count).toBeLessThan(walmartOnly.meta.count);
    const walmart = await search(admin, { q: "walmart", limit: 5, "filter[indices]": ALL });
    expect(walmart.results[0]?._index).toBe("clients");
    expect(walmart.results[0]?._source.name).toBe("Walmart");
    const scores = walmart.results.map((h) => h._score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("highlights matches with <em> markers and leaves the rest as raw text (XSS unit)", async () => {
    const result = await search(operator, { q: "img", limit: 25, "filter[indices]": ["live_units"] });
    const hit = result.results.find((h) => h._source.id === 1);
    expect(hit?._source.name).toBe("<img src=x onerror=alert(1)>");
    expect(hit?.highlight.name).toEqual(["<<em>img</em> src=x onerror=alert(1)>"]);
    const city = await search(admin, { q: "phoe", limit: 5, "filter[indices]": ["live_units"] });
    for (const h of city.results) {
      const marked = Object.values(h.highlight).flat().join(" ");
      expect(marked.toLowerCase()).toContain("<em>phoe</em>");
    }
    const star = await search(admin, { q: "*", limit: 3, "filter[indices]": ALL });
    for (const h of star.results) expect(h.highlight).toEqual({});
  });

  it("filters by index, client and region, and only within the user's clients", async () => {
    const clients = await search(multi, { q: "*", limit: 100, "filter[indices]": ["clients"] });
    expect(clients.results.map((h) => h._source.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(clients.results.every((h) => h._index === "clients" && h._source.type === "Client")).toBe(true);
    const byClient = await search(multi, {
      q: "*",
      limit: 10000,
      "filter[indices]": ["live_units"],
      "filter[client_id]": [3],
    });
    expect(byClient.meta.count).toBeGreaterThan(0);
    expect(byClient.results.every((h) => h._source.client_id === 3)).toBe(true);
    const regions = await search(multi, {
      q: "*",
      limit: 100,
      "filter[indices]": ["regions"],
      "filter[client_id]": [3],
    });
    const regionId = regions.results[0]?._source.id ?? 0;
    const byRegion = await search(multi, {
      q: "*",
      limit: 10000,
      "filter[indices]": ["live_units"],
      "filter[region_id]": [regionId],
    });
    expect(byRegion.meta.count).toBeGreaterThan(0);
    expect(byRegion.meta.count).toBeLessThan(byClient.meta.count);
    const foreign = await operator.get(
      `/api/vms/search${query({ q: "*", limit: 10, "filter[indices]": ALL, "filter[client_id]": [2] })}`,
    );
    expect(foreign.status).toBe(403);
    const walmart = await search(operator, { q: "walmart", limit: 10, "filter[indices]": ALL });
    expect(walmart.results.every((h) => h._source.client_id === 1)).toBe(true);
  });

  it("pages with offset and limit, and sorts by name", async () => {
    const params = { q: "trailer", "filter[indices]": ["live_units"], sort: "name:asc" };
    const first = await search(admin, { ...params, offset: 0, limit: 25 });
    const second = await search(admin, { ...params, offset: 25, limit: 25 });
    const both = await search(admin, { ...params, offset: 0, limit: 50 });
    expect([...first.results, ...second.results].map((h) => h._id)).toEqual(both.results.map((h) => h._id));
    expect(first.meta.count).toBe(both.meta.count);
    const names = both.results.map((h) => h._source.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const desc = await search(admin, { ...params, sort: "name:desc", limit: 5 });
    expect((desc.results[0]?._source.name.toLowerCase() ?? "") >= (names.at(-1) ?? "")).toBe(true);
  });

  it("answers nothing for a query of punctuation only, and 400 for bad params", async () => {
    expect((await search(admin, { q: "-- ", limit: 10, "filter[indices]": ALL })).meta.count).toBe(0);
    expect((await admin.get(`/api/vms/search${query({ q: "a", limit: 10001 })}`)).status).toBe(400);
    expect((await admin.get(`/api/vms/search${query({ q: "a", "filter[indices]": ["nope"] })}`)).status).toBe(400);
    expect((await admin.get(`/api/vms/search${query({ q: "a", sort: "id" })}`)).status).toBe(400);
    expect((await admin.get(`/api/vms/search${query({ q: '"unbalanced AND (', limit: 5 })}`)).status).toBe(200);
  });
});

describe("GET /api/vms/search/rights", () => {
  it("gives multi-client, regions and rights per user", async () => {
    const rights = async (c: Caller) =>
      SearchRightsResponseSchema.parse((await c.get(`/api/vms/search/rights${query({ indices: ALL })}`)).body).data;
    expect(await rights(operator)).toEqual({
      is_multi_client: false,
      has_regions: false,
      rights: { stream: "all", request_video: "all" },
    });
    expect(await rights(multi)).toMatchObject({ is_multi_client: true, has_regions: true });
    const limitedRights = await rights(limited);
    expect(limitedRights.rights.stream).toMatchObject({ clients: [10, 11] });
    expect(limitedRights.rights.request_video).toEqual({ clients: [12, 13], entities: [] });
    const stream = limitedRights.rights.stream;
    expect(stream !== "all" && stream.entities.length).toBe(3);
  });
});
