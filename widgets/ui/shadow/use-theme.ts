import { useStore } from "@nanostores/react";
import { useLayoutEffect, type RefObject } from "react";
import { $config } from "../../core/config/config-store";

/**
 * Marks a widget's host with the configured theme (`data-vms-theme="light" | "dark"`), which the
 * theme sheet reads; with `"auto"` the attribute is removed and `prefers-color-scheme` decides.
 */
export function useThemeAttribute(host: RefObject<HTMLElement | null>, ready: unknown): void {
  const { theme } = useStore($config);
  useLayoutEffect(() => {
    const node = host.current;
    if (!node) return;
    if (theme === "auto") node.removeAttribute("data-vms-theme");
    else node.setAttribute("data-vms-theme", theme);
  }, [host, theme, ready]);
}
