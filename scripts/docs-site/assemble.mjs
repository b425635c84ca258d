// Lays docs/ out as the docs site's pages (VitePress reads the result): a folder's README.md
// becomes its index.md, and each widget page docs/widgets/<tag>.md becomes widgets/<tag>/index.md,
// so an element's page is /docs/widgets/<tag>/. Relative links between the Markdown files are
// rewritten to the new places (on GitHub the sources keep working as they are). The changelog is
// copied in; links to other files of the repository (sources) become plain text; docs/examples/ and
// the OpenAPI document are served as files.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Files outside docs/ that the site carries too: their path from docs/ and their site path. */
const CARRIED = { "../CHANGELOG.md": "changelog.md" };

/** The site path (relative, POSIX) of a Markdown file at `file` (relative to docs/, POSIX). */
export function sitePath(file) {
  if (file in CARRIED) return CARRIED[file];
  if (file === "README.md") return "index.md";
  if (file.endsWith("/README.md")) return `${file.slice(0, -"README.md".length)}index.md`;
  const widget = /^widgets\/(vms-[a-z-]+)\.md$/.exec(file);
  if (widget) return `widgets/${widget[1]}/index.md`;
  return file;
}

/** Files under docs/ served as they are (not pages): examples and the API document. */
const isAsset = (file) => file.startsWith("examples/") || file.endsWith(".json");

/**
 * Rewrites the relative links of one page (`file`, relative to docs/) for its site path. A link to
 * another page points at that page's site path; to a served file, at that file; to anything else in
 * the repository (source code), it becomes its text alone.
 */
export function rewriteLinks(markdown, file, exists) {
  const from = path.posix.dirname(sitePath(file));
  return markdown.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, bang, text, href) => {
    if (/^([a-z]+:|#|\/)/i.test(href)) return whole;
    const [target, hash = ""] = href.split(/(?=#)/);
    // A link from outside docs/ (the changelog) into it: its path from docs/.
    const resolved = path.posix
      .normalize(path.posix.join(path.posix.dirname(file), target))
      .replace(/^\.\.\/docs\//, "");
    let site;
    if (resolved in CARRIED) site = CARRIED[resolved];
    else if (resolved.startsWith("..") || !exists(resolved)) return bang ? whole : text;
    else if (resolved.endsWith(".md")) site = sitePath(resolved);
    else if (isAsset(resolved)) site = resolved;
    else return bang ? whole : text;
    let relative = path.posix.relative(from, site) || path.posix.basename(site);
    if (!relative.startsWith(".")) relative = `./${relative}`;
    return `${bang}[${text}](${relative}${hash})`;
  });
}

function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith(".")) return [];
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full).split(path.sep).join("/")];
  });
}

/** Writes the site's pages from `docsDir` into `outDir` (emptied first); returns the pages written. */
export function assembleDocs(docsDir, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const files = walk(docsDir);
  const known = new Set(files);
  const exists = (file) => known.has(file) || file in CARRIED;
  const pages = [];
  for (const file of files) {
    const source = path.join(docsDir, file);
    if (file.endsWith(".md")) {
      const target = path.join(outDir, sitePath(file));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, rewriteLinks(readFileSync(source, "utf8"), file, exists));
      pages.push(sitePath(file));
    } else if (isAsset(file)) {
      const target = path.join(outDir, "public", file);
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(source, target);
    }
  }
  for (const [from, to] of Object.entries(CARRIED)) {
    const source = path.join(docsDir, from);
    if (!statSync(source, { throwIfNoEntry: false })) continue;
    writeFileSync(path.join(outDir, to), rewriteLinks(readFileSync(source, "utf8"), from, exists));
    pages.push(to);
  }
  return pages;
}
