/**
 * Test support for component tests in widgets/ (happy-dom; never imported by library code): the
 * set-up every widget's component test repeated — a fresh React root per test, the widget's shadow
 * root, and `until()` to wait for what the stores bring (with `fileFakeApi()` of ./fake-api).
 *
 * @example
 * const api = await fileFakeApi();            // started now, reset after each test, closed after all
 * const view = reactRoot();                   // a root per test, unmounted after it
 * view.render(<UnitHeader liveUnitId={5} />);
 * await until(() => view.q(".title"));
 */
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";
import type { NavigateDetail } from "../../core/navigation/navigate-event";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Probes until it gives something (letting React and the stores work between tries), or throws. */
export async function until<T>(probe: () => T | null | undefined | false, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error("timed out");
    await act(() => sleep(20));
  }
}

export interface ReactRoot {
  /** The element the root renders into (fresh for each test). */
  readonly container: HTMLElement;
  render(node: ReactNode): void;
  /** The rendered widget's shadow root (the container's first element's). */
  shadow(): ShadowRoot | null;
  q<E extends Element = HTMLElement>(selector: string): E | null;
  qa(selector: string): HTMLElement[];
  /** The button in the shadow root (below `scope`, a selector) whose text is `name`. */
  button(name: string, scope?: string): HTMLButtonElement;
}

/** A React root in the document for each test of the file (or of the describe it is called in). */
export function reactRoot(): ReactRoot {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  const shadow = () => container.firstElementChild?.shadowRoot ?? null;
  const qa = (selector: string) => [...(shadow()?.querySelectorAll<HTMLElement>(selector) ?? [])];
  return {
    get container() {
      return container;
    },
    render: (node) => act(() => root.render(node)),
    shadow,
    q: <E extends Element = HTMLElement>(selector: string) => shadow()?.querySelector<E>(selector) ?? null,
    qa,
    button: (name, scope = "") =>
      qa(`${scope} button`.trim()).find((b) => b.textContent?.trim() === name) as HTMLButtonElement,
  };
}

/**
 * Records the navigation requests a widget makes (`onNavigate`), answering `false` so that the
 * test page never navigates; the list is emptied before each test.
 */
export function navigationRecorder(): { asked: NavigateDetail[]; onNavigate(detail: NavigateDetail): boolean } {
  const asked: NavigateDetail[] = [];
  beforeEach(() => {
    asked.length = 0;
  });
  return {
    asked,
    onNavigate: (detail) => {
      asked.push(detail);
      return false;
    },
  };
}
