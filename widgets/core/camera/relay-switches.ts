import { atom, type ReadableAtom } from "nanostores";
import { isHeaterRelay, isLightRelay } from "./control-rules";
import { LIGHT_REVERT_DELAY_MS, type RelayAction, type RelayState } from "../schemas/stream";
import "./camera-commands.catalogue";
import { errorText, type Report } from "./camera-message";

/** Switches a relay; rejects when the camera did not do it. */
export type SendRelay = (relayName: string, state: RelayState) => Promise<void>;

/** One light toggle of the Lights popup. */
export interface LightSwitch {
  relayName: string;
  uiLabel: string;
  stateDefault: RelayState;
  /** How long a state other than the default holds, ms (60000 when the relay gives none). */
  delay: number;
  state: RelayState;
  /** A command is on its way (the toggle is disabled and shows a spinner). */
  busy: boolean;
}

export interface Lights {
  readonly $lights: ReadableAtom<LightSwitch[]>;
  /** Asks for the other state of `relayName` (ignored while that light is busy). */
  toggle(relayName: string): Promise<void>;
  /** Cancels pending reverts (camera change, unmount). */
  destroy(): void;
}

const other = (state: RelayState): RelayState => (state === "on" ? "off" : "on");

/**
 * The lights of a camera (document 3 §4): a toggle is busy while its command runs; on success the
 * state is set, and when the default differs from the new state it reverts to the default after
 * the relay's delay (60000 ms by default), as the relay itself does; on failure the state returns to
 * the default (or the requested state if there is none) with 'Failed to toggle light: {message}'.
 */
export function createLights(relays: readonly RelayAction[], send: SendRelay, report: Report): Lights {
  const $lights = atom<LightSwitch[]>(
    relays.filter(isLightRelay).map((relay) => ({
      relayName: relay.relayName,
      uiLabel: relay.uiLabel,
      stateDefault: relay.stateDefault,
      delay: relay.delay ?? LIGHT_REVERT_DELAY_MS,
      state: relay.stateDefault,
      busy: false,
    })),
  );
  const reverts = new Map<string, ReturnType<typeof setTimeout>>();
  let destroyed = false;

  const patch = (relayName: string, change: Partial<LightSwitch>) =>
    $lights.set($lights.get().map((light) => (light.relayName === relayName ? { ...light, ...change } : light)));

  const cancelRevert = (relayName: string) => {
    clearTimeout(reverts.get(relayName));
    reverts.delete(relayName);
  };

  return {
    $lights,
    async toggle(relayName) {
      const light = $lights.get().find((l) => l.relayName === relayName);
      if (!light || light.busy || destroyed) return;
      const requested = other(light.state);
      cancelRevert(relayName);
      patch(relayName, { busy: true });
      try {
        await send(relayName, requested);
        if (destroyed) return;
        patch(relayName, { busy: false, state: requested });
        if (light.stateDefault !== requested) {
          reverts.set(
            relayName,
            setTimeout(() => {
              reverts.delete(relayName);
              patch(relayName, { state: light.stateDefault });
            }, light.delay),
          );
        }
      } catch (error) {
        if (destroyed) return;
        patch(relayName, { busy: false, state: light.stateDefault ?? requested });
        report({ severity: "error", key: "cameraCommands:errors.toggleLight", values: { message: errorText(error) } });
      }
    },
    destroy() {
      destroyed = true;
      for (const timer of reverts.values()) clearTimeout(timer);
      reverts.clear();
    },
  };
}

/** The heater switch of the Quick Settings menu. */
export interface HeaterSwitch {
  relayName: string;
  uiLabel: string;
  state: RelayState;
  busy: boolean;
}

export interface Heater {
  /** Null when the camera has no heater relay. */
  readonly $heater: ReadableAtom<HeaterSwitch | null>;
  toggle(): Promise<void>;
  destroy(): void;
}

/**
 * The heater (document 3 §4): the switch toggles only after the command succeeds; a failure keeps
 * the state and shows the error text.
 */
export function createHeater(relays: readonly RelayAction[], send: SendRelay, report: Report): Heater {
  const relay = relays.find(isHeaterRelay);
  const $heater = atom<HeaterSwitch | null>(
    relay ? { relayName: relay.relayName, uiLabel: relay.uiLabel, state: relay.stateDefault, busy: false } : null,
  );
  let destroyed = false;
  return {
    $heater,
    async toggle() {
      const heater = $heater.get();
      if (!heater || heater.busy || destroyed) return;
      const requested = other(heater.state);
      $heater.set({ ...heater, busy: true });
      try {
        await send(heater.relayName, requested);
        if (!destroyed) $heater.set({ ...heater, busy: false, state: requested });
      } catch (error) {
        if (destroyed) return;
        $heater.set({ ...heater, busy: false });
        report({ severity: "error", key: "cameraCommands:errors.relay", values: { message: errorText(error) } });
      }
    },
    destroy() {
      destroyed = true;
    },
  };
}
