import type { MouseEvent } from "react";
import { isCrossOriginRefusal, isNotFound } from "../../core/api/api-error";
import type { ViewStatus } from "../../core/api/view-status";
import { hasSignInPage } from "../../core/session/sign-in-url";
import { useWidgetContext } from "../element/widget-context";
import { useT } from "../use-t";
import { signInHref, useAuthRequired } from "./use-auth-required";

interface Props {
  status: ViewStatus;
  /** The catalogue's text for a failed load (e.g. `t("core:errors.liveUnits")`). */
  errorText: string;
  /** Shown when the load found nothing; without it the empty state shows nothing. */
  emptyText?: string;
  /** Shown instead of `errorText`, with no Retry, when the thing asked for does not exist (404). */
  notFoundText?: string;
  /** Shown during the first load (default 'Loading...'). */
  loadingText?: string;
  /** The Retry button: reload now (`$store.reload()`). */
  onRetry(): void;
  /** `overlay` floats over the widget's content (the map); `inline` flows in place. */
  variant?: "overlay" | "inline";
}

const STATUS_AUTH_KEYS = {
  missing: "status.signedOut",
  invalid: "status.tokenInvalid",
  expired: "status.tokenExpired",
} as const;

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The one status box of every widget: loading, a failed load (the catalogue's text and Retry),
 * not signed in (a sign-in link through `vms-navigate`, and `vms-auth-required`), or nothing to
 * show. Renders nothing for content and idle. Styles: `statusStyles` in the widget's styles.
 */
export function StatusView({
  status,
  errorText,
  emptyText,
  notFoundText,
  loadingText,
  onRetry,
  variant = "inline",
}: Props) {
  const t = useT("core");
  const { navigate } = useWidgetContext();
  useAuthRequired(status);
  const className = `vms-status vms-status--${variant} vms-status--${status.kind}`;
  switch (status.kind) {
    case "loading":
      return (
        <div className={className} part="status" role="status">
          {loadingText ?? t("loading")}
        </div>
      );
    case "empty":
      return emptyText ? (
        <div className={className} part="status" role="status">
          {emptyText}
        </div>
      ) : null;
    case "error": {
      // Nothing to try again: no such thing, or a page whose cookie the server takes for reads only.
      const final =
        notFoundText !== undefined && isNotFound(status.error)
          ? notFoundText
          : isCrossOriginRefusal(status.error)
            ? t("errors.crossOriginCookie")
            : null;
      if (final !== null)
        return (
          <div className={className} part="status" role="alert">
            <span>{final}</span>
          </div>
        );
      return (
        <div className={className} part="status" role="alert">
          <span>{errorText}</span>
          <button type="button" className="vms-status__retry" part="retry-button" onClick={onRetry}>
            {t("status.retry")}
          </button>
        </div>
      );
    }
    case "auth": {
      const problem = status.problem ?? "missing";
      if (problem !== "missing" || !hasSignInPage())
        return (
          <div className={className} part="status" role="alert">
            <span>{t(STATUS_AUTH_KEYS[problem])}</span>
          </div>
        );
      const href = signInHref();
      return (
        <div className={className} part="status" role="alert">
          <span>{t("status.signedOut")}</span>
          <a
            className="vms-status__sign-in"
            part="sign-in-link"
            href={href}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              navigate(href);
            }}
          >
            {t("status.signIn")}
          </a>
        </div>
      );
    }
    default:
      return null;
  }
}
