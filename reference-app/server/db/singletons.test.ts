import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { copySeededPostgres, TEST_DATABASE_URL } from "../testing/postgres-databases";
import { advisoryLockHolders } from "./singleton.queries";
import { localSingletons } from "./singletons";

const CHILD = fileURLToPath(new URL("../testing/singleton-child.ts", import.meta.url));

describe("singletons on SQLite", () => {
  it("run at once, and stop on close", async () => {
    const log: string[] = [];
    const singletons = localSingletons();
    singletons.run("x", { start: () => log.push("start"), stop: () => log.push("stop") });
    expect(singletons.held()).toEqual(["x"]);
    await singletons.close();
    expect(log).toEqual(["start", "stop"]);
  });
});

describe.skipIf(!TEST_DATABASE_URL)("singletons on PostgreSQL", () => {
  const children: { child: ChildProcess; name: string; output: string }[] = [];
  let remove: (() => Promise<void>) | null = null;
  afterAll(async () => {
    for (const c of children) c.child.kill("SIGKILL");
    await remove?.();
  });

  it("run on exactly one process, and move to another within seconds when that one dies", async () => {
    const database = await copySeededPostgres(TEST_DATABASE_URL ?? "");
    remove = database.remove;
    for (const name of ["one", "two", "three"]) {
      const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
        env: { ...process.env, DATABASE_URL: database.url, INSTANCE: name, RETRY_MS: "1000" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const entry = { child, name, output: "" };
      child.stdout.on("data", (chunk: Buffer) => (entry.output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (entry.output += chunk.toString()));
      children.push(entry);
    }
    const running = () => children.filter((c) => c.child.exitCode === null && c.child.signalCode === null);
    const started = () => running().filter((c) => c.output.includes(`START ${c.name}`));
    await expect.poll(() => running().every((c) => c.output.includes("UP")), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => started().length, { timeout: 10_000 }).toBe(1);

    const { default: pg } = await import("pg");
    const client = new pg.Client(database.url);
    await client.connect();
    try {
      const [holder] = started();
      expect(await advisoryLockHolders(client, "scale-test")).toEqual([`${holder?.name}:singletons`]);
      // Still exactly one after a few retry rounds.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(started().map((c) => c.name)).toEqual([holder?.name]);

      const killedAt = Date.now();
      holder?.child.kill("SIGKILL");
      await expect.poll(() => started().filter((c) => c !== holder).length, { timeout: 30_000, interval: 100 }).toBe(1);
      const [next] = started().filter((c) => c !== holder);
      expect(Date.now() - killedAt).toBeLessThan(30_000);
      expect(await advisoryLockHolders(client, "scale-test")).toEqual([`${next?.name}:singletons`]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
