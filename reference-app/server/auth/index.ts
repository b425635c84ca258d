/**
 * What other features use of auth (nothing else of auth/ is imported from outside): the caller's
 * access and rights, sessions (media grants die with them), tokens, and the helpers the seed needs.
 */
export {
  callerId,
  CROSS_ORIGIN_REFUSED,
  holds,
  identifyCaller,
  loadAccess,
  loadSocketRights,
  tokenSession,
  type Access,
  type SocketRights,
  type CallerIdentity,
  type UserRow,
} from "./access";
export { createSession, isSessionLive, SESSION_COOKIE, SESSION_TTL_MS, sessionId } from "./sessions";
export { issueUserToken, verifyUserToken, TOKEN_TTL_MS } from "./tokens";
export { userFlagsText, userIdByUsername } from "./auth.queries";
export { apiKeyHash, parsePartnerKeys, type PartnerKey } from "./partner-keys";
export { hashPassword } from "./passwords";
export { escapeHtml } from "./sign-in-page";
