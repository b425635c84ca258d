import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Bare packages imported by the .ts files under `dir` (tests included when `tests`). */
function importedPackages(dir: string, tests: boolean): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== "node_modules") walk(path);
      else if (/\.tsx?$/.test(entry.name) && (tests || !/\.test\.tsx?$/.test(entry.name))) {
        for (const [, spec] of readFileSync(path, "utf8").matchAll(
          /^(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)";/gms,
        )) {
          if (!spec || spec.startsWith(".") || spec.startsWith("node:")) continue;
          const parts = spec.split("/");
          found.add(spec.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? spec));
        }
      }
    }
  };
  walk(dir);
  return found;
}

describe("packaging", () => {
  it("library users do not install the reference server's packages: they are dev dependencies", () => {
    const library = importedPackages(join(root, "widgets"), false);
    const server = [...importedPackages(join(root, "reference-app/server"), false)].filter(
      (name) => !library.has(name),
    );
    expect(server.length, relative(root, "reference-app/server")).toBeGreaterThan(5);
    for (const name of server) {
      expect(pkg.dependencies[name], `${name} is in dependencies`).toBeUndefined();
      expect(pkg.devDependencies[name], `${name} is not in devDependencies`).toBeDefined();
    }
  });

  it("every Fastify plugin in package.json is one the server imports (none left behind by a move)", () => {
    const server = importedPackages(join(root, "reference-app/server"), true);
    const plugins = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) =>
      name.startsWith("@fastify/"),
    );
    expect(plugins.length).toBeGreaterThan(3);
    expect(plugins.filter((name) => !server.has(name))).toEqual([]);
  });
});
