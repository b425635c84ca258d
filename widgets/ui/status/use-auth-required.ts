import { useEffect } from "react";
import type { ViewStatus } from "../../core/api/view-status";
import { hasSignInPage, signInUrl } from "../../core/session/sign-in-url";
import { useWidgetContext } from "../element/widget-context";

/** The sign-in page, coming back to this page. */
export function signInHref(): string {
  return signInUrl(globalThis.location?.href);
}

/**
 * Tells the host once each time the widget finds nobody signed in: `vms-auth-required` with the
 * sign-in URL (the widget's spec spreads `statusEvents`). `<StatusView>` calls it; a widget that
 * shows no status box (the help button) calls it itself.
 */
export function useAuthRequired(status: ViewStatus): void {
  const { emit } = useWidgetContext();
  const reason = status.kind === "auth" ? (status.problem ?? "missing") : null;
  useEffect(() => {
    if (reason) emit("vms-auth-required", { signInUrl: hasSignInPage() ? signInHref() : null, reason });
  }, [reason, emit]);
}
