import { describe, expect, it } from "vitest";
import { homeSuffixShown, presetLabel } from "./preset-label";

describe("presetLabel (document 2 §2: the home preset is labelled '(Home)')", () => {
  it.each([
    ["Driveway", true, "Driveway (Home)"],
    ["Driveway", false, "Driveway"],
    // The seed's home preset is named "Home": it still says it is home (issue 21).
    ["Home", true, "Home (Home)"],
    ["home", true, "home (Home)"],
    ["Gate (Home)", true, "Gate (Home)"],
    ["Back home", true, "Back home (Home)"],
    ["Homestead", true, "Homestead (Home)"],
    ["Home", false, "Home"],
  ])("%j (home %s) reads %j", (name, isHome, label) => {
    expect(presetLabel(name, isHome, "(Home)")).toBe(label);
  });

  it("follows the catalogue's label (Spanish)", () => {
    expect(presetLabel("Inicio", true, "(Inicio)")).toBe("Inicio (Inicio)");
    expect(presetLabel("Puerta (inicio)", true, "(Inicio)")).toBe("Puerta (inicio)");
    expect(presetLabel("Home", true, "(Inicio)")).toBe("Home (Inicio)");
    expect(homeSuffixShown("Entrada", true, "(Inicio)")).toBe(true);
  });
});
