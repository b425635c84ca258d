import * as z from "zod/mini";
import { event, parts } from "../../core/element/spec";
import { navigationEvents } from "../../core/navigation/navigate-event";

/**
 * Surface that widgets get from the shared pieces they render, declared once and spread into each
 * widget's spec (pure data, like the specs):
 * - `widgetParts`: every widget (the error boundary);
 * - `statusParts`: widgets that render `<StatusView>` (loading, error with Retry, not signed in, empty);
 * - `statusEvents`: widgets that render `<StatusView>` (its sign-in link asks with `vms-navigate`);
 *   `authEvents`: widgets that only call `useAuthRequired`.
 */
export const widgetParts = parts({
  error: "The generic error text shown when the widget failed to render.",
});

export const statusParts = parts({
  status: "The state box: loading, a failed load with Retry, not signed in, or nothing to show.",
  "retry-button": "The Retry button of a failed load.",
  "sign-in-link": "The sign-in link shown when nobody is signed in.",
});

/** Detail of `vms-auth-required`. */
export const AuthRequiredDetailSchema = z.object({
  /**
   * The sign-in page (from `signInUrl`, else `/auth/redirect` on the API's origin), coming back
   * here; null on a token-only page without `signInUrl` (no sign-in page it could use).
   */
  signInUrl: z.nullable(z.string()),
  /**
   * Why: `missing` (no token or session, or `getToken` gave none), `invalid` (the server refused the
   * token), `expired` (the token expired, and `getToken`, if any, was asked once more in vain).
   */
  reason: z.literal(["missing", "invalid", "expired"]),
});

/** `vms-auth-required` alone: for a widget that tells the host but shows no status box (`useAuthRequired`). */
export const authEvents = {
  "vms-auth-required": event(
    AuthRequiredDetailSchema,
    "Nobody is signed in (the API answered 401, or there is no token): `reason` says whether the token was missing, refused or expired. The widget shows a sign-in link where a sign-in page exists (`signInUrl` not null). Give it a token (`token`, `getToken`) or send the user to `signInUrl`.",
  ),
} as const;

/** The events of a widget that renders `<StatusView>`: `vms-auth-required`, and its sign-in link's `vms-navigate`. */
export const statusEvents = { ...authEvents, ...navigationEvents } as const;
