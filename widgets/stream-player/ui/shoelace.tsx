/**
 * The Shoelace components the stream player uses, imported one by one (each registers its tag):
 * `sl-switch` for the lights and the heater, `sl-spinner` for busy states. They load with `import()`
 * the first time a switch shows (the Lights or Quick Settings menu), so the player's entry stays small;
 * the tags upgrade when defined. Dialogs are native
 * `<dialog>` (Shoelace's dialog locks the host page's scrolling, and its icons are fetched as
 * `data:` URLs, which a strict CSP refuses). Theme: `shoelace-theme.css` maps Shoelace's tokens
 * to the `--vms-*` tokens, so the dark theme follows.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { report } from "../../core/report/report";

let loading: Promise<unknown> | null = null;

/** Registers `sl-switch` and `sl-spinner` once (lazily). */
export function loadShoelace(): Promise<unknown> {
  loading ??= Promise.all([
    import("@shoelace-style/shoelace/dist/components/switch/switch.js"),
    import("@shoelace-style/shoelace/dist/components/spinner/spinner.js"),
  ]).catch((error: unknown) => {
    loading = null;
    report({ level: "error", code: "load.chunk", message: "the switch components could not be loaded", error });
  });
  return loading;
}

interface SlSwitchElement extends HTMLElement {
  checked: boolean;
  disabled: boolean;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "sl-switch": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        ref?: React.Ref<SlSwitchElement>;
        size?: "small" | "medium" | "large";
        part?: string;
      };
      "sl-spinner": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { part?: string };
    }
  }
}

interface SwitchProps {
  checked: boolean;
  busy: boolean;
  part?: string;
  onToggle(): void;
  children: ReactNode;
}

/**
 * A controlled `sl-switch`: it shows `checked` only (a click asks `onToggle` and the switch moves
 * when the state does), disabled with a spinner beside it while `busy`.
 */
export function Switch({ checked, busy, part, onToggle, children }: SwitchProps) {
  const ref = useRef<SlSwitchElement>(null);
  const state = useRef({ checked, onToggle });
  useLayoutEffect(() => {
    state.current = { checked, onToggle };
    if (!ref.current) return;
    ref.current.checked = checked;
    ref.current.disabled = busy;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    void loadShoelace().then(() => {
      element.checked = state.current.checked;
    });
    const changed = () => {
      element.checked = state.current.checked;
      state.current.onToggle();
    };
    element.addEventListener("sl-change", changed);
    return () => element.removeEventListener("sl-change", changed);
  }, []);
  return (
    <span className="switch-row">
      <sl-switch ref={ref} size="small" part={part} aria-busy={busy ? "true" : "false"}>
        {children}
      </sl-switch>
      {busy && <sl-spinner aria-hidden="true" />}
    </span>
  );
}
