import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { staleApiDocs } from "../../../scripts/generate-openapi";
import { toFastifyPath } from "../../../reference-app/server/http/contract-route";
import {
  CONTRACT,
  contractCall,
  fillPath,
  PathIdSchema,
  pathParamNames,
  QueryIdsSchema,
  toOpenApiPath,
  type ContractCall,
} from ".";
import * as shell from "./shell-calls";

const calls = CONTRACT as readonly ContractCall[];

/** A value for a path parameter: what its schema accepts (an id, a timestamp or a session id). */
function sampleParam(call: ContractCall, name: string, index: number): string {
  const field = call.params?._zod.def.shape[name];
  const candidates = [String(100 + index), `2026-11-21T1${index}:00:00.000Z`, `session-${index}`];
  return candidates.find((value) => field && z.safeParse(field, value).success) ?? candidates[0]!;
}

describe("the contract table", () => {
  it("covers the three documents with unique ids and unique routes", () => {
    expect(new Set(calls.map((c) => c.id)).size).toBe(calls.length);
    expect(new Set(calls.map((c) => `${c.method} ${toOpenApiPath(c.path)}`)).size).toBe(calls.length);
    expect(new Set(calls.map((c) => c.doc))).toEqual(new Set([1, 2, 3]));
    expect(calls.length).toBeGreaterThanOrEqual(60);
  });

  it("exports each call of document 1 under its id (the client calls `shell.<id>`), all of them in SHELL_CALLS", () => {
    const exported = Object.entries(shell).filter(([name]) => name !== "SHELL_CALLS");
    for (const [name, value] of exported) expect((value as ContractCall).id, name).toBe(name);
    expect(exported.map(([name]) => name).sort()).toEqual(shell.SHELL_CALLS.map((c) => c.id).sort());
    for (const c of shell.SHELL_CALLS) expect(shell[c.id]).toBe(c);
  });

  it("declares a schema for exactly the parameters of each path", () => {
    for (const c of calls) {
      const declared = Object.keys(c.params?._zod.def.shape ?? {}).sort();
      expect(declared, c.id).toEqual(pathParamNames(c.path).sort());
    }
  });

  it("answers every call with the envelope: status 200 only", () => {
    for (const c of calls) {
      const result = z.safeParse(c.response, { status: 500, statusMessage: "Internal Server Error", data: null });
      expect(result.success, c.id).toBe(false);
      if (!result.success) expect(z.prettifyError(result.error), c.id).toMatch(/status/);
    }
  });

  it("sends no body with GET or DELETE", () => {
    for (const c of calls.filter((x) => x.method === "GET" || x.method === "DELETE"))
      expect(c.body, c.id).toBeUndefined();
  });

  it("parses ids only from canonical decimal text", () => {
    for (const bad of ["1e3", "0x10", "+5", " 5", "5 ", "05", "0", "-1", "1.0", "2147483648", "9".repeat(5000), ""])
      expect(PathIdSchema.safeParse(bad).success, JSON.stringify(bad.slice(0, 12))).toBe(false);
    expect(PathIdSchema.parse("2147483647")).toBe(2_147_483_647);
    expect(PathIdSchema.parse("7")).toBe(7);
    expect(QueryIdsSchema.parse(["1", "42"])).toEqual([1, 42]);
    expect(QueryIdsSchema.safeParse(["1", "1e3"]).success).toBe(false);
  });

  it("finds a call by id", () => {
    expect(contractCall("resolveAlert").path).toBe("/api/alerts/:alertId/resolve");
    expect(() => contractCall("nope" as never)).toThrow(/nope/);
  });

  it("fills paths, keeping a literal colon and encoding timestamps", () => {
    expect(fillPath("/api/vms/requested_videos/:liveUnitId/:videoId::share", { liveUnitId: 4, videoId: 77 })).toBe(
      "/api/vms/requested_videos/4/77:share",
    );
    expect(
      fillPath("/api/archive/preset/:presetId/images/:startISO/:endISO", {
        presetId: 5,
        startISO: "2026-11-21T14:00:00Z",
        endISO: "x",
      }),
    ).toBe("/api/archive/preset/5/images/2026-11-21T14%3A00%3A00Z/x");
    expect(() => fillPath("/api/alerts/:alertId", {})).toThrow(/alertId/);
    expect(toOpenApiPath("/api/vms/requested_videos/:liveUnitId/:videoId::share")).toBe(
      "/api/vms/requested_videos/{liveUnitId}/{videoId}:share",
    );
  });
});

describe("routing the contract with Fastify", () => {
  it("sends every filled path to its own call with parameters its schema accepts", async () => {
    const app = Fastify();
    for (const c of calls) {
      app.route({
        method: c.method,
        url: toFastifyPath(c.path),
        handler: async (req) => ({ id: c.id, params: req.params }),
      });
    }
    try {
      for (const c of calls) {
        const names = pathParamNames(c.path);
        const params = Object.fromEntries(names.map((name, i) => [name, sampleParam(c, name, i)]));
        const response = await app.inject({ method: c.method, url: fillPath(c.path, params) });
        expect(response.statusCode, c.id).toBe(200);
        const body = response.json<{ id: string; params: Record<string, string> }>();
        expect(body.id, c.path).toBe(c.id);
        expect(body.params, c.id).toEqual(params);
        if (c.params) expect(z.safeParse(c.params, body.params).success, c.id).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});

describe("docs/api", () => {
  // About 2 s (the README through prettier); generous for a loaded machine.
  it(
    "is up to date with the contract (run: node --import tsx scripts/generate-openapi.ts)",
    { timeout: 60_000 },
    async () => {
      expect(await staleApiDocs()).toEqual([]);
    },
  );
});
