// @vitest-environment happy-dom
import { expect, it } from "vitest";
import * as library from "./index";

it("the public entry exports nothing server-only and registers no element", () => {
  const names = Object.keys(library);
  for (const serverOnly of ["CONTRACT", "contractCall", "contractRoute", "toFastifyPath", "SHELL_CALLS", "shell"])
    expect(names, serverOnly).not.toContain(serverOnly);
  for (const tag of ["vms-config", "vms-unit-map", "vms-unit-search", "vms-unit-drawer", "vms-portal-nav"])
    expect(customElements.get(tag), tag).toBeUndefined();
  expect(names).toEqual(expect.arrayContaining(["configure", "UnitMap", "defineWidget", "defineSpec"]));
});
