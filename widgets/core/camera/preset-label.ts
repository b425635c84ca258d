/**
 * Whether the home preset's '(Home)' label (document 2 §2) goes after its name: always for the home
 * preset, unless the name already ends with that label ("Porch (Home)"). A preset named "Home" reads
 * "Home (Home)": the label says which preset is home, whatever its name (issue 21: it read "Home").
 * `suffix` is the catalogue's label, e.g. "(Home)".
 */
export function homeSuffixShown(name: string, isHome: boolean, suffix: string): boolean {
  if (!isHome) return false;
  return !name.trim().toLocaleLowerCase().endsWith(suffix.trim().toLocaleLowerCase());
}

/** The preset's name with the '(Home)' label when it is the home preset and the name does not end with it. */
export function presetLabel(name: string, isHome: boolean, suffix: string): string {
  return homeSuffixShown(name, isHome, suffix) ? `${name} ${suffix}` : name;
}
