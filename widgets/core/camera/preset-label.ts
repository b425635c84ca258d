/**
 * Whether the home preset's '(Home)' label (document 2 §2) goes after its name: yes, unless the name
 * already ends with it or is the word inside its parentheses ("Home", "Porch (Home)"), so a preset
 * named "Home" reads "Home", not "Home (Home)". `suffix` is the catalogue's label, e.g. "(Home)".
 */
export function homeSuffixShown(name: string, isHome: boolean, suffix: string): boolean {
  if (!isHome) return false;
  const tail = name.trim().toLocaleLowerCase();
  const label = suffix.trim().toLocaleLowerCase();
  const word = label.replace(/^\((.*)\)$/, "$1").trim();
  return !(tail.endsWith(label) || (word !== "" && tail === word));
}

/** The preset's name with the '(Home)' label when it is the home preset and the name does not say so. */
export function presetLabel(name: string, isHome: boolean, suffix: string): string {
  return homeSuffixShown(name, isHome, suffix) ? `${name} ${suffix}` : name;
}
