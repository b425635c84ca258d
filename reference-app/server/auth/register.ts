import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context";
import { registerAuthRoutes } from "./auth-routes";
import { registerLanguageRoutes } from "./language";
import { registerPartnerRoutes } from "./partner-routes";
import { registerSessionRoutes } from "./session-routes";
import { registerSignInRoutes } from "./sign-in-routes";

/** Sign-in page and form, the session's token and sign-out, partner tokens, the caller's session calls. */
export async function registerAuthFeature(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerSignInRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  await registerPartnerRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerLanguageRoutes(app, ctx);
}
