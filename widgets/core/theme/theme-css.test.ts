import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { privateName, THEME_CSS } from "./theme-css";
import { RENAMED_TOKENS, SHARED_TOKENS, type TokenSpec } from "./tokens";

const tokens = Object.entries(SHARED_TOKENS as Record<string, TokenSpec>);

describe("the tokens", () => {
  it("are named --vms-color-*, --vms-space-*, --vms-radius-*, --vms-font-* (and the map's tile filter)", () => {
    for (const [name] of tokens)
      expect(name).toMatch(/^--vms-(color|space|radius|font)-[a-z0-9-]+$|^--vms-map-tile-filter$/);
  });

  it("give every colour a dark value, and describe every token", () => {
    for (const [name, token] of tokens) {
      expect(token.description.length, name).toBeGreaterThan(8);
      if (name.startsWith("--vms-color-") && name !== "--vms-color-media") expect(token.dark, name).toBeTruthy();
    }
  });

  it("rename each old name to one token, never to an old name, and CHANGELOG lists each rename", () => {
    const changelog = readFileSync(new URL("../../../CHANGELOG.md", import.meta.url), "utf8");
    expect(Object.keys(RENAMED_TOKENS).length).toBeGreaterThan(20);
    for (const [old, name] of Object.entries(RENAMED_TOKENS)) {
      expect(SHARED_TOKENS).not.toHaveProperty(old);
      expect(changelog, old).toContain(`\`${old}\` → \`${name}\``);
    }
  });
});

describe("the theme sheet", () => {
  const [light = "", dark = ""] = THEME_CSS.split(':host([data-vms-theme="dark"])');

  it("resolves every token for the widget's CSS: the host's value, then the old name, then the default", () => {
    expect(light).toContain("--_vms-color-text: var(--vms-color-text, var(--vms-on-surface, var(--vms-dialog-color,");
    expect(light).toContain("--_vms-space-sm: var(--vms-space-sm, 8px);");
    for (const [name] of tokens) expect(light).toContain(`${privateName(name)}: var(${name}, `);
  });

  it("switches to the dark values with data-vms-theme=dark and under prefers-color-scheme: dark unless light", () => {
    expect(dark).toContain("color-scheme: dark;");
    expect(dark).toContain(`--_vms-color-surface: var(--vms-color-surface, var(--vms-surface, #1c2128));`);
    expect(THEME_CSS).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*:host\(:not\(\[data-vms-theme="light"\]\)\)/);
    expect(dark).not.toContain("--_vms-space-");
  });
});
