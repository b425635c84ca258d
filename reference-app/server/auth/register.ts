import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerAuthRoutes } from "./auth-routes";
import { registerPartnerRoutes } from "./partner-routes";
import { registerSessionRoutes } from "./session-routes";
import { registerSignInRoutes } from "./sign-in-routes";
import { registerUserSettingsRoutes } from "./user-settings-routes";

/** Sign-in page and form, the session's token and sign-out, partner tokens, the caller's session calls and own settings. */
export async function registerAuthFeature(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerSignInRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  await registerPartnerRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerUserSettingsRoutes(app, ctx);
}
