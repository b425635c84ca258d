import { describe, expect, it } from "vitest";
import * as z from "zod";
import { LegacySearchResponseSchema } from "../../../widgets/core/schemas";
import { useTestServer } from "../testing/file-server";
import { ok, rejection } from "../testing/server-test";

const file = useTestServer([]);

describe("legacy searches", () => {
  it("finds by name or serial within the right, with padded serials the schema trims", async () => {
    const [operator, limited, multi] = await file.server.signedInAs("operator", "limited", "multi");
    const [row] = await file.server.rows("SELECT serial FROM live_units WHERE id = 1");
    const serial = z.object({ serial: z.string() }).parse(row).serial;
    const raw = await operator.get(`/api/vms/legacy/live_units/search/stream?query=${serial}`);
    const results = ok(LegacySearchResponseSchema, raw);
    expect(results.map((r) => r.id)).toEqual([1]);
    expect(results[0]?.serial).toBe(serial);
    expect(JSON.stringify(raw.body)).toContain(`${serial} `);
    expect(results[0]?.favoritesListsNames).toEqual([]);
    const archives = ok(
      LegacySearchResponseSchema,
      await limited.get("/api/vms/legacy/live_units/search/archives?query="),
    );
    const streams = ok(
      LegacySearchResponseSchema,
      await limited.get("/api/vms/legacy/live_units/search/stream?query="),
    );
    expect(archives.length).toBe(50);
    expect(new Set(archives.map((r) => r.id)).size).toBe(50);
    expect(archives.map((r) => r.id)).not.toEqual(streams.map((r) => r.id));
    const cabinets = ok(
      LegacySearchResponseSchema,
      await multi.get("/api/vms/legacy/archive_cabinets/search?query=cabinet"),
    );
    expect(cabinets.length).toBeGreaterThan(0);
    expect(
      ok(LegacySearchResponseSchema, await operator.get("/api/vms/legacy/live_units/search/stream?query=%25")),
    ).toEqual([]);
  });

  it("refuses NUL characters and over-long queries with 400", async () => {
    const operator = await file.server.signedIn("operator");
    rejection(await operator.get("/api/vms/legacy/live_units/search/stream?query=a%00b"), 400);
    rejection(await operator.get(`/api/vms/legacy/archive_cabinets/search?query=${"a".repeat(201)}`), 400);
  });
});
