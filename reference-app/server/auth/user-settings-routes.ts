import type { FastifyInstance } from "fastify";
import { VIDEO_QUALITIES, type UserSettings } from "../../../widgets/core/schemas";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { ok } from "../http/envelope";
import { isLanguage, setLanguageCookie } from "./language";
import { setUserSettings, userSettingsRow } from "./user-settings.queries";

/** A user's stored settings (English and 'auto' for what is unknown). */
export async function storedUserSettings(ctx: ServerContext, userId: number): Promise<UserSettings> {
  const row = await userSettingsRow(ctx.query, userId);
  const quality = (VIDEO_QUALITIES as readonly unknown[]).includes(row?.video_quality)
    ? (row?.video_quality as UserSettings["videoQuality"])
    : "auto";
  return { language: isLanguage(row?.language) ? row.language : "en", videoQuality: quality };
}

/**
 * `PUT /api/vms/user_settings` (beyond the spec, issue 21): the caller's own settings, each key
 * optional (language, videoQuality). A language change also sets the language cookie the portal
 * reads before its first render. Answers the settings after the change.
 */
export function registerUserSettingsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  contractRoute(app, "userSettingsUpdate", async ({ request, reply, body }) => {
    const { user } = await ctx.access(request);
    await setUserSettings(ctx.query, user.id, body);
    if (body.language !== undefined) {
      const secure = (ctx.settings.publicUrl?.startsWith("https:") ?? false) || request.protocol === "https";
      setLanguageCookie(reply, body.language, secure);
    }
    return ok(await storedUserSettings(ctx, user.id));
  });
}
