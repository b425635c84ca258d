/**
 * The CDN autoloader: knows every tag and loads a widget's code the first time its tag appears in
 * the document, or in an open shadow root under it (the widgets' own shadow roots included), so
 * a page pays only for the tags it uses. Framework-free; the CDN entry (generated from the widget
 * specs by rollup.config.mjs) gives it the table `tag → () => import(chunk)`.
 *
 * `<vms-config>` is loaded before any other tag found with it, so widgets start configured.
 */
import { report } from "../report/report";

/** Loads the module that registers one tag. */
export type TagLoader = () => Promise<unknown>;

export interface Autoloader {
  /** Looks for tags under `root` (and its open shadow roots) now and watches it from now on. */
  observe(root: Document | ShadowRoot | Element): void;
  /** Loads `tag`'s code (once); resolves when the tag is defined. Rejects for an unknown tag. */
  load(tag: string): Promise<void>;
  /** Stops watching (tags already loaded stay defined). */
  disconnect(): void;
}

/** The tag `<vms-config>` is loaded first: it configures before the widgets start. */
export const CONFIG_TAG = "vms-config";

const ELEMENT_NODE = 1;
const DOCUMENT_NODE = 9;
const FRAGMENT_NODE = 11;

export function createAutoloader(
  loaders: Readonly<Record<string, TagLoader>>,
  registry: CustomElementRegistry = customElements,
): Autoloader {
  const pending = new Map<string, Promise<void>>();
  const watched = new WeakSet<Node>();
  const selector = Object.keys(loaders).join(",");
  const observer = new MutationObserver((records) => {
    const found = new Set<string>();
    for (const record of records) for (const node of record.addedNodes) collect(node, found);
    start(found);
  });

  function load(tag: string): Promise<void> {
    const known = pending.get(tag);
    if (known) return known;
    const loader = loaders[tag];
    if (!loader) return Promise.reject(new Error(`[vms-widgets] no widget has the tag <${tag}>`));
    // The configuration first: a widget found together with <vms-config> waits for it.
    const before = tag !== CONFIG_TAG ? pending.get(CONFIG_TAG) : undefined;
    const loading = (before ? before.catch(() => undefined) : Promise.resolve())
      .then(loader)
      .then(() => registry.whenDefined(tag))
      .then(() => {
        watchUpgraded(tag);
        // Every tag defined: nothing left to look for.
        if (Object.keys(loaders).every((name) => registry.get(name))) observer.disconnect();
      });
    pending.set(tag, loading);
    loading.catch((error: unknown) => {
      // A failed chunk (network) may be tried again when the tag appears again.
      pending.delete(tag);
      report({ level: "warn", code: "load.chunk", message: `could not load <${tag}>`, error, widget: tag });
    });
    return loading;
  }

  /** Tags (and open shadow roots) under `node`, added to `found`; shadow roots are watched. */
  function collect(node: Node, found: Set<string>): void {
    if (node.nodeType === ELEMENT_NODE) {
      const element = node as Element;
      if (element.localName in loaders) found.add(element.localName);
      if (element.shadowRoot) watch(element.shadowRoot, found);
    } else if (node.nodeType !== DOCUMENT_NODE && node.nodeType !== FRAGMENT_NODE) return;
    const parent = node as ParentNode;
    if (selector !== "") for (const element of parent.querySelectorAll(selector)) found.add(element.localName);
    for (const element of parent.querySelectorAll("*")) if (element.shadowRoot) watch(element.shadowRoot, found);
  }

  function watch(root: Document | ShadowRoot | Element, found: Set<string>): void {
    if (watched.has(root)) return;
    watched.add(root);
    observer.observe(root, { childList: true, subtree: true });
    collect(root, found);
  }

  /** A defined widget has made its shadow root: watch it for tags the widget renders. */
  function watchUpgraded(tag: string): void {
    const found = new Set<string>();
    for (const root of roots()) for (const element of root.querySelectorAll(tag)) collect(element, found);
    start(found);
  }

  /** Every root watched so far that is still reachable from the document. */
  function roots(): (Document | ShadowRoot)[] {
    const result: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < result.length; i++) {
      for (const element of result[i]!.querySelectorAll("*")) if (element.shadowRoot) result.push(element.shadowRoot);
    }
    return result;
  }

  function start(found: Set<string>): void {
    const tags = [...found].filter((tag) => !registry.get(tag));
    // Config first, so the others see its promise in `load`.
    tags.sort((a, b) => Number(b === CONFIG_TAG) - Number(a === CONFIG_TAG));
    for (const tag of tags) load(tag).catch(() => undefined);
  }

  return {
    observe(root) {
      const found = new Set<string>();
      watch(root, found);
      start(found);
    },
    load,
    disconnect: () => observer.disconnect(),
  };
}
