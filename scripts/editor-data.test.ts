import { describe, expect, it } from "vitest";
import { literalValues, vscodeCustomData, webTypes, type Manifest } from "./editor-data";
import { generate } from "./generate-manifest";

describe("literalValues", () => {
  it.each([
    ['"map" | "stream"', ["map", "stream"]],
    ['"a" | undefined', ["a"]],
    ["string", null],
    ['"a" | number', null],
    [undefined, null],
  ])("%s", (text, values) => {
    expect(literalValues(text)).toEqual(values);
  });
});

describe("editor data from the widget specs", () => {
  it("lists every element with its attributes, their types and values, and its events", async () => {
    const manifest = (await generate()) as Manifest;
    const tags = manifest.modules.flatMap((module) => module.declarations ?? []).map((d) => d.tagName);
    const vscode = vscodeCustomData(manifest);
    const web = webTypes(manifest, { name: "vms-widgets", version: "1.2.3" });
    expect(vscode.tags.map((tag) => tag.name)).toEqual(tags);
    expect(web.contributions.html.elements.map((element) => element.name)).toEqual(tags);
    expect(tags).toContain("vms-camera");

    const camera = vscode.tags.find((tag) => tag.name === "vms-camera")!;
    const cameraId = camera.attributes.find((attribute) => attribute.name === "camera-id");
    expect(cameraId?.description).toMatch(/\S/);
    const webCamera = web.contributions.html.elements.find((element) => element.name === "vms-camera")!;
    expect(webCamera.events.length).toBeGreaterThan(0);
    expect(webCamera.events.every((event) => event.name.startsWith("vms-"))).toBe(true);
    expect(webCamera.js.properties.some((property) => property.name === "cameraId")).toBe(true);
    // Every attribute whose type is a union of string literals offers those values.
    for (const tag of vscode.tags)
      for (const attribute of tag.attributes)
        if ("values" in attribute) expect(attribute.values!.length).toBeGreaterThan(0);
    expect(vscode.tags.some((tag) => tag.attributes.some((attribute) => "values" in attribute))).toBe(true);
    expect(web.version).toBe("1.2.3");
  });
});
