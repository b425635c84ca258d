import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { needsBuild, staleTargets, writeStamp, type BuildTarget } from "./build-if-needed.mjs";

const TARGET: BuildTarget = { output: "out/bundle.js", sources: ["package.json", "src"] };

describe("build-if-needed decides by the content of the inputs", () => {
  let base: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  /** Sets a file's modification time `seconds` from now (a touch, the content unchanged). */
  const touch = (file: string, seconds: number) => {
    const at = new Date(Date.now() + seconds * 1000);
    utimesSync(path.join(base, file), at, at);
  };
  /** A build: writes the output, then its stamp. */
  const build = () => {
    write(TARGET.output, "built");
    touch(TARGET.output, -60);
    writeStamp(base, "bundle", TARGET);
  };

  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), "vms-build-if-needed-"));
    write("package.json", "{}");
    write("src/a.ts", "export const a = 1;");
    write("src/nested/b.ts", "export const b = 2;");
    write("src/a.test.ts", "test");
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it("builds when the output is missing", () => {
    expect(needsBuild(base, "bundle", TARGET)).toBe(true);
    build();
    rmSync(path.join(base, TARGET.output));
    expect(needsBuild(base, "bundle", TARGET)).toBe(true);
  });

  it("does not build when inputs were touched (or rewritten) with the same content", () => {
    build();
    expect(needsBuild(base, "bundle", TARGET)).toBe(false);
    touch("src/a.ts", 60);
    write("src/nested/b.ts", "export const b = 2;");
    touch("package.json", 60);
    expect(needsBuild(base, "bundle", TARGET)).toBe(false);
  });

  it("builds when an input's content changed, a file was added or removed, even with old modification times", () => {
    build();
    write("src/nested/b.ts", "export const b = 3;");
    touch("src/nested/b.ts", -3600);
    expect(needsBuild(base, "bundle", TARGET)).toBe(true);
    build();
    write("src/c.ts", "export const c = 1;");
    touch("src/c.ts", -3600);
    expect(needsBuild(base, "bundle", TARGET)).toBe(true);
    build();
    rmSync(path.join(base, "src/c.ts"));
    expect(needsBuild(base, "bundle", TARGET)).toBe(true);
  });

  it("does not count tests: changing one does not build", () => {
    build();
    write("src/a.test.ts", "another test");
    expect(needsBuild(base, "bundle", TARGET)).toBe(false);
  });

  it("an output without a stamp (built by a plain rollup -c) is judged once by times, then by content", () => {
    write(TARGET.output, "built elsewhere");
    touch("package.json", -120);
    touch("src/a.ts", -120);
    touch("src/nested/b.ts", -120);
    touch("src", -120);
    touch("src/nested", -120);
    expect(needsBuild(base, "bundle", TARGET)).toBe(false);
    touch("src/a.ts", 60); // the stamp now written: a touch alone does not build
    expect(needsBuild(base, "bundle", TARGET)).toBe(false);
    write("src/a.ts", "export const a = 2;");
    expect(needsBuild(base, "bundle", TARGET)).toBe(true);
  });

  it("an output rebuilt after its stamp was written is not judged by the old stamp", () => {
    build();
    write("src/a.ts", "export const a = 2;");
    touch("src/a.ts", -120);
    write(TARGET.output, "rebuilt by rollup -c"); // newer than every input
    expect(needsBuild(base, "bundle", TARGET)).toBe(false);
  });

  it("lists the stale targets by name", () => {
    build();
    const other: BuildTarget = { output: "out/other.js", sources: ["src"] };
    expect(staleTargets(base, { bundle: TARGET, other })).toEqual(["other"]);
  });
});
