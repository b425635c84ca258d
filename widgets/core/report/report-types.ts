/**
 * The stable codes of the failures the library reports (`configure({ onError })` receives them).
 * A code names what failed, not where: hosts may group, count and alert on them.
 */
export const VMS_ERROR_CODES = [
  // An API call failed for a reason worth a look: no network, no answer in time, a server error
  // (5xx or another unexpected status), an answer that does not match the contract.
  "api.network",
  "api.timeout",
  "api.http",
  "api.schema",
  // Configuration and elements: an invalid value was ignored, a tag was defined twice.
  "config.invalid",
  "element.invalid",
  "element.duplicate",
  // Code loaded on demand (a widget's chunk, a component library, a worker) did not load or run.
  "load.chunk",
  "load.worker",
  // A view threw while rendering (the widget shows its fallback).
  "ui.render",
  // Video: playback, a quality switch, the stream session's end, the 360° player.
  "video.playback",
  "video.quality",
  "video.session",
  "video.panorama",
  // The partner camera's optional parts (statistics, controls).
  "camera.stats",
  "camera.controls",
  // The map's offline outlines did not load (the map draws none).
  "map.basemap",
  // A hook of the host (`analytics`) threw.
  "hook.analytics",
] as const;

/** One of `VMS_ERROR_CODES`. */
export type VmsErrorCode = (typeof VMS_ERROR_CODES)[number];

/**
 * What `configure({ onError })` receives for every failure the library logs. Expected states
 * (signed out, no rights, not found, a cancelled call) are states, not errors: never reported.
 */
export interface VmsErrorReport {
  /** `error`: something failed that should not have; `warn`: degraded but working (a fallback was used). */
  level: "error" | "warn";
  /** Stable code (see `VmsErrorCode`), e.g. `api.schema`. */
  code: VmsErrorCode;
  /** One line in English for the console and the host's logs (not for the user). */
  message: string;
  /** The thrown value, when there was one (an `ApiError` for API failures). */
  error?: unknown;
  /** The tag of the widget concerned, when known (`vms-unit-map`). */
  widget?: string;
  /** Facts that help (the API path and HTTP status, the camera id, …). */
  context?: Record<string, unknown>;
}

/** `configure({ onError })`: where a host sends the library's failures (Sentry or the like). */
export type ErrorHook = (report: VmsErrorReport) => void;
