/**
 * The player engine: one framework-free live player for the stream page, mosaic tiles and the
 * partner tag. Guide: docs/guides/player-engine.md.
 */
export { createPlayer } from "./player";
export type {
  Player,
  PlayerEnv,
  PlayerError,
  PlayerOptions,
  PlayerQuality,
  PlayerStats,
  RenderedSize,
} from "./player-types";
export type { IdleReason, PlayerState, PlayerStatus } from "./player-machine";
export { QUALITY_CHOICES, type QualityChoice, type StreamQuality } from "./quality";
export type { TransportKind } from "./transport-choice";
export { isViewOnly, controllingViewer } from "./viewers";
export { playerErrorKey } from "./player-errors";
export { videoCatalogue } from "./video.catalogue";
export type { StreamApi } from "./stream-api";
export { createAdmission, type Admission, type AdmissionOptions } from "./admission";
export type { ConnectTransport, Transport, TransportSample } from "./transport";
