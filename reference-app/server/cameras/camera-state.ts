import type { QueryDb } from "../db/query-layer";
import { setPatrolSuspended } from "./cameras.queries";
import { randomUUID } from "node:crypto";
import { LIGHT_REVERT_DELAY_MS, type RelayState } from "../../../widgets/core/schemas";
import type { CameraInfo, CameraDirectory } from "./camera-directory";
import { HOME_VIEW, MAX_ZOOM, type FrameState, type View } from "./scene/render-frame";

/** How long the camera takes to reach a new position. */
export const MOVE_MS = 400;
/** How long a patrol stays at each preset. */
export const PATROL_DWELL_MS = 20_000;
/** A manual command holds the patrol this long. */
export const MANUAL_HOLD_MS = 60_000;
/** Talk-down: the client beats every 5 s; a session without a beat for 15 s ends. */
export const TALKDOWN_HEARTBEAT_MS = 5_000;
export const TALKDOWN_TIMEOUT_MS = 15_000;
const PAN_STEP = 0.12;
const TILT_STEP = 0.15;
const ZOOM_STEP = 1.3;

interface Move {
  from: View;
  to: View;
  start: number;
}

interface LiveState {
  move: Move | null;
  presetId: number | null;
  manualUntil: number;
  relays: Map<string, { state: RelayState; timer: NodeJS.Timeout | null }>;
  sound: { label: string; until: number } | null;
  /** Set by other modules (a voice call): shown until cleared. */
  audio: string | null;
  /** A live call's level while its audio arrives (set with `setAudio`), else null. */
  audioLevel: number | null;
  micMuted: boolean;
  /** ms when a suspension ends; Infinity for a suspension without end (seeded). */
  suspendedUntil: number | null;
  talkdown: Map<string, { userId: number; lastBeat: number }>;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const ease = (f: number) => 1 - (1 - f) ** 3;
const lerpView = (a: View, b: View, f: number): View => ({
  pan: a.pan + (b.pan - a.pan) * f,
  tilt: a.tilt + (b.tilt - a.tilt) * f,
  zoom: a.zoom + (b.zoom - a.zoom) * f,
});

/** The duration of a quick sound (the audio indicator shows it this long). */
export function soundDurationMs(label: string): number {
  return 2500 + Math.min(60, label.length) * 70;
}

/** What a relay does to the picture, by its name. */
export function relayEffect(relayName: string): "ir" | "flood" | "strobe" | "red-blue" | "heater" | "siren" | "other" {
  const name = relayName.toLowerCase();
  if (name.includes("heater")) return "heater";
  if (name.includes("ir")) return "ir";
  if (name.includes("red_blue")) return "red-blue";
  if (name.includes("strobe")) return "strobe";
  if (name.includes("light")) return "flood";
  if (name.includes("siren")) return "siren";
  return "other";
}

/**
 * The live state of every camera: where it points, relays, patrol, audio, talk-down. Commands
 * change it; the renderer reads it for each frame (`frameState`). Also the module API other
 * parts of the server use (e.g. `setAudio` while a voice call plays on a unit's speaker).
 */
export function createCameraStates(db: QueryDb, directory: CameraDirectory, now: () => number = Date.now) {
  const states = new Map<number, LiveState>();
  /** Stores patrol's state, then forgets the cached record (its health overlay shows the pause). */
  let disposed = false;
  const storeSuspended = async (cameraId: number, suspended: boolean): Promise<void> => {
    await setPatrolSuspended(db, cameraId, suspended);
    directory.invalidate(cameraId);
  };
  const listeners = new Set<(cameraId: number) => void>();
  const changed = (cameraId: number) => {
    for (const l of listeners) l(cameraId);
  };

  const live = (camera: CameraInfo): LiveState => {
    let s = states.get(camera.id);
    if (!s) {
      s = {
        move: null,
        presetId: null,
        manualUntil: 0,
        relays: new Map(),
        sound: null,
        audio: null,
        audioLevel: null,
        micMuted: false,
        suspendedUntil: camera.health.overlay === "pause" ? Infinity : null,
        talkdown: new Map(),
      };
      states.set(camera.id, s);
    }
    return s;
  };

  const patrolSuspended = (camera: CameraInfo, s: LiveState, t: number): boolean => {
    if (s.suspendedUntil === null) return false;
    if (s.suspendedUntil > t) return true;
    s.suspendedUntil = null;
    // From a frame or a read: stored in the background (the live state above already says so).
    void storeSuspended(camera.id, false).catch((error: unknown) => {
      if (!disposed) console.error("patrol state", error);
    });
    return false;
  };

  /** Patrol tours the presets of a PTZ camera with two or more presets while not suspended. */
  const patrols = (camera: CameraInfo, s: LiveState, t: number) =>
    camera.ptz && camera.presets.length >= 2 && !patrolSuspended(camera, s, t) && t >= s.manualUntil;

  /** Where a patrol is at `t`: moving into preset i during the first MOVE_MS of its dwell. */
  const patrolView = (camera: CameraInfo, t: number): { view: View; presetId: number } => {
    const n = camera.presets.length;
    const slot = Math.floor(t / PATROL_DWELL_MS);
    const current = camera.presets[slot % n]!;
    const previous = camera.presets[(slot - 1 + n) % n]!;
    const into = t - slot * PATROL_DWELL_MS;
    const view = into >= MOVE_MS ? current.view : lerpView(previous.view, current.view, ease(into / MOVE_MS));
    return { view, presetId: current.id };
  };

  const manualView = (s: LiveState, t: number): View => {
    if (!s.move) return HOME_VIEW;
    const f = (t - s.move.start) / MOVE_MS;
    return f >= 1 ? s.move.to : lerpView(s.move.from, s.move.to, ease(Math.max(0, f)));
  };

  const viewAt = (camera: CameraInfo, s: LiveState, t: number): View =>
    patrols(camera, s, t) ? patrolView(camera, t).view : manualView(s, t);

  const moveTo = (camera: CameraInfo, to: View, presetId: number | null) => {
    const t = now();
    const s = live(camera);
    const from = viewAt(camera, s, t);
    s.move = {
      from,
      to: { pan: clamp(to.pan, -1, 1), tilt: clamp(to.tilt, -1, 1), zoom: clamp(to.zoom, 1, MAX_ZOOM) },
      start: t,
    };
    s.presetId = presetId;
    s.manualUntil = t + MANUAL_HOLD_MS;
    changed(camera.id);
  };

  const relayState = (camera: CameraInfo, s: LiveState, relayName: string): RelayState => {
    const held = s.relays.get(relayName);
    if (held) return held.state;
    return camera.capabilities.relayActions.find((r) => r.relayName === relayName)?.stateDefault ?? "off";
  };

  return {
    /** Subscribe to state changes (a command acted on a camera). */
    onChange(listener: (cameraId: number) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The camera's state as the picture shows it at `t` (now by default). */
    frameState(camera: CameraInfo, t = now()): FrameState {
      const s = live(camera);
      const touring = patrols(camera, s, t);
      const suspended = patrolSuspended(camera, s, t);
      const view = viewAt(camera, s, t);
      const presetId = touring ? patrolView(camera, t).presetId : s.presetId;
      const on = (effect: ReturnType<typeof relayEffect>) =>
        camera.capabilities.relayActions.some(
          (r) => relayEffect(r.relayName) === effect && relayState(camera, s, r.relayName) === "on",
        );
      const hasIrRelay = camera.capabilities.relayActions.some((r) => relayEffect(r.relayName) === "ir");
      if (s.sound && s.sound.until <= t) s.sound = null;
      const talking = [...s.talkdown.values()].some((x) => t - x.lastBeat < TALKDOWN_TIMEOUT_MS);
      return {
        view,
        ir: hasIrRelay ? on("ir") : camera.capabilities.lightInfared,
        flood: on("flood"),
        strobe: on("red-blue") ? "red-blue" : on("strobe") ? "white" : null,
        heaterOn: on("heater"),
        patrol: touring ? "touring" : suspended ? "suspended" : null,
        presetName: camera.presets.find((p) => p.id === presetId)?.name ?? null,
        audio: s.audio ?? s.sound?.label ?? (on("siren") ? "Siren" : talking ? "Talk-down" : null),
        audioLevel: s.audio === null ? null : s.audioLevel,
        micMuted: s.micMuted,
      };
    },

    /** The view of a preset at a time, as history images see it (patrol or not). */
    presetView(camera: CameraInfo, presetId: number): View {
      return camera.presets.find((p) => p.id === presetId)?.view ?? HOME_VIEW;
    },

    /** The view now. */
    view(camera: CameraInfo): View {
      return viewAt(camera, live(camera), now());
    },

    goToPreset(camera: CameraInfo, presetId: number): void {
      const preset = camera.presets.find((p) => p.id === presetId);
      if (preset) moveTo(camera, preset.view, preset.id);
    },

    panTilt(camera: CameraInfo, direction: "up" | "down" | "left" | "right" | "home" | "stop"): void {
      const s = live(camera);
      const current = viewAt(camera, s, now());
      const k = 1 / current.zoom;
      switch (direction) {
        case "home": {
          const home = camera.presets.find((p) => p.isHome);
          moveTo(camera, home?.view ?? HOME_VIEW, home?.id ?? null);
          return;
        }
        case "stop":
          moveTo(camera, current, null);
          s.move = { from: current, to: current, start: now() - MOVE_MS };
          return;
        case "left":
          return moveTo(camera, { ...current, pan: current.pan - PAN_STEP * k }, null);
        case "right":
          return moveTo(camera, { ...current, pan: current.pan + PAN_STEP * k }, null);
        case "up":
          return moveTo(camera, { ...current, tilt: current.tilt - TILT_STEP * k }, null);
        case "down":
          return moveTo(camera, { ...current, tilt: current.tilt + TILT_STEP * k }, null);
      }
    },

    zoom(camera: CameraInfo, direction: "in" | "out"): void {
      const current = viewAt(camera, live(camera), now());
      moveTo(
        camera,
        { ...current, zoom: direction === "in" ? current.zoom * ZOOM_STEP : current.zoom / ZOOM_STEP },
        null,
      );
    },

    /** Centre the view on a point of a picture of `width` x `height`. */
    clickToCenter(camera: CameraInfo, x: number, y: number, width: number, height: number): void {
      const current = viewAt(camera, live(camera), now());
      // See viewWindow: pan 1 moves the window by half the panorama, tilt 1 by 0.3 of its height.
      const dx = (x / width - 0.5) / current.zoom;
      const dy = (y / height - 0.5) / (current.zoom * (width / height) * 0.3);
      moveTo(camera, { ...current, pan: current.pan + dx, tilt: current.tilt + dy }, null);
    },

    relayState(camera: CameraInfo, relayName: string): RelayState {
      return relayState(camera, live(camera), relayName);
    },

    /**
     * Switches a relay. A state other than the relay's default reverts to the default after its
     * delay (null: 60000 ms; 0: it holds, as the heater does).
     */
    setRelay(camera: CameraInfo, relayName: string, state: RelayState): void {
      const s = live(camera);
      const action = camera.capabilities.relayActions.find((r) => r.relayName === relayName);
      if (!action) return;
      const held = s.relays.get(relayName);
      if (held?.timer) clearTimeout(held.timer);
      const delay = action.delay ?? LIGHT_REVERT_DELAY_MS;
      let timer: NodeJS.Timeout | null = null;
      if (state !== action.stateDefault && delay > 0) {
        timer = setTimeout(() => {
          s.relays.delete(relayName);
          changed(camera.id);
        }, delay);
        timer.unref();
      }
      s.relays.set(relayName, { state, timer });
      changed(camera.id);
    },

    /** Plays a quick sound: the audio indicator shows its label for its length. */
    playSound(camera: CameraInfo, label: string): number {
      const duration = soundDurationMs(label);
      live(camera).sound = { label, until: now() + duration };
      changed(camera.id);
      return duration;
    },

    /**
     * Module API: what the unit's speaker plays (e.g. 'Voice call'), shown until set to null; with a
     * `level` (0–1) the picture also shows the speaker indicator with level bars.
     */
    setAudio(camera: CameraInfo, label: string | null, level: number | null = null): void {
      const s = live(camera);
      const changedLabel = s.audio !== label;
      s.audio = label;
      s.audioLevel = label === null ? null : level;
      if (changedLabel) changed(camera.id);
    },

    setMicMuted(camera: CameraInfo, muted: boolean): void {
      live(camera).micMuted = muted;
      changed(camera.id);
    },

    /** Whether patrol is suspended now. */
    patrolSuspended(camera: CameraInfo): boolean {
      return patrolSuspended(camera, live(camera), now());
    },

    async suspendPatrol(camera: CameraInfo, minutes: number): Promise<void> {
      live(camera).suspendedUntil = now() + minutes * 60_000;
      await storeSuspended(camera.id, true);
      changed(camera.id);
    },

    async resumePatrol(camera: CameraInfo): Promise<void> {
      const s = live(camera);
      s.suspendedUntil = null;
      s.manualUntil = 0;
      await storeSuspended(camera.id, false);
      changed(camera.id);
    },

    talkdownStart(camera: CameraInfo, userId: number): string {
      const id = randomUUID();
      live(camera).talkdown.set(id, { userId, lastBeat: now() });
      changed(camera.id);
      return id;
    },

    /** Whether the session is still alive (a beat keeps it so). */
    talkdownHeartbeat(camera: CameraInfo, sessionId: string, userId: number): boolean {
      const session = live(camera).talkdown.get(sessionId);
      if (!session || session.userId !== userId || now() - session.lastBeat >= TALKDOWN_TIMEOUT_MS) {
        live(camera).talkdown.delete(sessionId);
        return false;
      }
      session.lastBeat = now();
      return true;
    },

    talkdownEnd(camera: CameraInfo, sessionId: string, userId: number): boolean {
      const s = live(camera);
      const session = s.talkdown.get(sessionId);
      if (!session || session.userId !== userId) return false;
      s.talkdown.delete(sessionId);
      changed(camera.id);
      return true;
    },

    /** Stops every timer (server shut-down). */
    dispose(): void {
      disposed = true;
      for (const s of states.values()) for (const r of s.relays.values()) if (r.timer) clearTimeout(r.timer);
      states.clear();
      listeners.clear();
    },
  };
}
export type CameraStates = ReturnType<typeof createCameraStates>;
