import type { FastifyInstance } from "fastify";
import type { CameraService } from "../cameras";
import type { ServerContext } from "../context";
import type { VoiceGateway } from "./voice-gateway";
import { registerVoiceRoutes } from "./voice-routes";

/** Voice calls to live units: the token call, the WHIP gateway and its test hook. */
export function registerVoiceFeature(
  app: FastifyInstance,
  ctx: ServerContext,
  cameras: CameraService,
  options: { loopbackOnly: boolean; testHooks?: boolean },
): VoiceGateway {
  return registerVoiceRoutes(app, ctx, cameras, options);
}
