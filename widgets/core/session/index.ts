export * from "./session-store";
export * from "./entitlements-cache";
export { fetchFeatureFlags, fetchToken } from "./session-api";
