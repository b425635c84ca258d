import { allTasks, cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import * as z from "zod";
import { callApi } from "../api/call-api";
import { remoteStore, type RemoteStore } from "../api/remote-store";
import { request } from "../api/request";
import { configure } from "../config/config-store";
import * as shell from "../contract/shell-calls";
import { envelope } from "../schemas/envelope";
import { fileFakeApi, ok, rejection } from "../testing/fake-api";
import { report } from "./report";
import { reportApiError } from "../api/report-api-error";
import type { VmsErrorReport } from "./report-types";

const api = await fileFakeApi({ settleMs: 0 });
const Item = envelope(z.object({ id: z.number() }));

let reports: VmsErrorReport[];
let errors: MockInstance;
let warnings: MockInstance;
const stores: RemoteStore<unknown>[] = [];

beforeEach(() => {
  reports = [];
  configure({ apiBaseUrl: api.url, onError: (entry) => reports.push(entry) });
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanStores(...stores);
  stores.length = 0;
  vi.restoreAllMocks();
});

/** A store of `/item` (no automatic retry unless asked), listened to and settled. */
async function load(retry: readonly number[] | false = false) {
  const store = remoteStore({ name: "item", load: (_, signal) => request("/item", Item, { signal }), retry });
  stores.push(store as RemoteStore<unknown>);
  store.listen(() => undefined);
  await allTasks();
  return store;
}

describe("report", () => {
  it("logs once, tagged, and hands the host's hook the level, code and message", () => {
    const error = new Error("boom");
    report({ level: "warn", code: "video.quality", message: "could not switch", error, widget: "vms-camera" });
    expect(reports).toEqual([
      { level: "warn", code: "video.quality", message: "could not switch", error, widget: "vms-camera" },
    ]);
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings).toHaveBeenCalledWith("[vms-widgets] could not switch (video.quality)", error);
    expect(errors).not.toHaveBeenCalled();
  });

  it("contains a throwing hook: report returns and says so on the console", () => {
    configure({
      onError: () => {
        throw new Error("reporter down");
      },
    });
    expect(() => report({ level: "error", code: "ui.render", message: "x failed" })).not.toThrow();
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[1]?.[0])).toMatch(/onError hook threw/);
  });

  it("configure takes onError as it takes navigate: a function, nothing else", () => {
    expect(() => configure({ onError: "https://dsn.example" as never })).toThrow(/onError/);
  });
});

describe("API failures", () => {
  it.each([
    [401, "signed out"],
    [403, "no rights"],
    [404, "not found"],
  ])("a %i answer (%s) through remoteStore reports nothing and logs no error", async (status) => {
    api.reply("/item", rejection(status));
    const store = await load();
    expect(store.get().status).toBe("error");
    expect(reports).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([401, 403, 404])("a %i answer through callApi, given to reportApiError, reports nothing", async (status) => {
    api.reply("/api/vms/live_unit_info/1", rejection(status));
    await callApi(shell.liveUnitInfo, { params: { liveUnitId: 1 } }).catch((error: unknown) =>
      reportApiError(error, "unit info"),
    );
    expect(api.calls).toHaveLength(1);
    expect(reports).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("a schema failure is reported once, as api.schema, with the path", async () => {
    api.reply("/item", ok({ id: "not a number" }));
    const store = await load([5, 5]);
    expect(store.get().status).toBe("error");
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ level: "error", code: "api.schema", context: { path: "/item", status: 200 } });
    expect(reports[0]?.message).toMatch(/^item could not be loaded: Invalid response/);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it("a server error retried by the store is reported once per failing streak", async () => {
    api.reply("/item", { status: 503, body: "" });
    const store = await load([5, 5]);
    await vi.waitFor(() => expect(api.calls).toHaveLength(3));
    await allTasks();
    expect(store.get().status).toBe("error");
    expect(reports.map((r) => [r.code, r.context?.status])).toEqual([["api.http", 503]]);
  });

  it("a store with report: false reports nothing", async () => {
    api.reply("/item", { status: 500, body: "" });
    const store = remoteStore({ load: (_, signal) => request("/item", Item, { signal }), retry: false, report: false });
    stores.push(store as RemoteStore<unknown>);
    store.listen(() => undefined);
    await allTasks();
    expect(store.get().status).toBe("error");
    expect(reports).toEqual([]);
  });
});
