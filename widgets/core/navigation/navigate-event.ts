import * as z from "zod/mini";
import { event } from "../element/spec";

/** Detail of `vms-navigate`: where a widget asks to go. */
export const NavigateDetailSchema = z.object({
  /** A portal path (`/camera/12/stream`) or the absolute URL of another app. */
  path: z.string(),
  /** Where the default opens it: a portal path under the configured `portalUrl`, else `path`. */
  href: z.string(),
  /** True for another app's URL, false for a page of the portal. */
  external: z.boolean(),
});
export type NavigateDetail = z.infer<typeof NavigateDetailSchema>;

/** The `vms-navigate` event, declared once; every widget that links somewhere spreads it into its spec. */
export const navigationEvents = {
  "vms-navigate": event(
    NavigateDetailSchema,
    "Cancelable. The widget asks to go to a page. Not cancelled: the configured `navigate` hook gets `path`; with no hook, `href` opens in a new tab. A widget never changes the page's location itself.",
    { cancelable: true },
  ),
} as const;
