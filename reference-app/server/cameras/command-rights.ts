import type { Capabilities, CameraPermissions } from "../../../widgets/core/schemas";
import { relayEffect } from "./camera-state";

/** A camera command, as far as rights are concerned. */
export type CommandKind =
  | { kind: "preset" }
  | { kind: "panTilt"; direction: "up" | "down" | "left" | "right" | "home" | "stop" }
  | { kind: "zoom" }
  | { kind: "clickToCenter" }
  | { kind: "relay"; relayName: string }
  | { kind: "sound"; soundId: number }
  | { kind: "mic" }
  | { kind: "talkdown" }
  | { kind: "snapshot" }
  | { kind: "patrol" }
  | { kind: "presetEdit" };

export interface CommandContext {
  capabilities: Capabilities;
  /** The caller's permissions on this camera (all false without the stream right). */
  permissions: CameraPermissions;
  /** The caller's selfService permission (preset editing). */
  selfService: boolean;
  /** The caller is a view-only viewer (someone else joined first). */
  viewOnly: boolean;
}

/**
 * Why the caller may not send this command, or null when it may: the server's own copy of the
 * rules of document 3 §6 (capability and permission), so hiding a button is not the only guard.
 */
export function commandRefusal(command: CommandKind, c: CommandContext): string | null {
  const { capabilities: cap, permissions: perm } = c;
  if (c.viewOnly && command.kind !== "snapshot") return "Another viewer has control of this camera; you are view-only";
  switch (command.kind) {
    case "preset":
      if (!perm.controlPresets) return "You may not control presets of this camera";
      return cap.presets || cap.position ? null : "This camera has no presets";
    case "panTilt":
      if (command.direction === "home") {
        if (!perm.controlPtzf && !perm.controlPresets) return "You may not move this camera";
        return cap.home ? null : "This camera has no home position";
      }
      if (!perm.controlPtzf) return "You may not move this camera";
      if (!cap.pan) return "This camera cannot pan or tilt";
      return command.direction === "stop" && !cap.panStop ? "This camera cannot stop a move" : null;
    case "zoom":
      if (!perm.controlPtzf) return "You may not move this camera";
      return cap.pan && cap.zoom ? null : "This camera cannot zoom";
    case "clickToCenter":
      if (!perm.controlPtzf) return "You may not move this camera";
      return cap.pan && cap.clickToCenter ? null : "This camera has no click-to-center";
    case "relay": {
      const action = cap.relayActions.find((r) => r.relayName === command.relayName);
      if (!action) return `This camera has no relay ${command.relayName}`;
      if (relayEffect(action.relayName) === "heater") return cap.heater ? null : "This camera has no heater";
      return perm.controlPtzf ? null : "You may not switch the lights of this camera";
    }
    case "sound":
      if (!perm.quickSounds) return "You may not play sounds on this camera";
      return cap.speakerSounds.some((s) => s.id === command.soundId) ? null : "This camera has no such sound";
    case "mic":
    case "talkdown":
      if (!perm.speakerTalkdown) return "You may not use talk-down on this camera";
      return cap.speakerTalkdown ? null : "This camera has no talk-down speaker";
    case "snapshot":
      if (!perm.controlPtzf) return "You may not take snapshots of this camera";
      return cap.snapshot ? null : "This camera cannot take snapshots";
    case "patrol":
      return perm.suspendPatrol ? null : "You may not suspend the patrol of this camera";
    case "presetEdit":
      if (!c.selfService) return "Editing presets needs the self-service permission";
      if (!perm.controlPresets) return "You may not control presets of this camera";
      return cap.presets || cap.position ? null : "This camera has no presets";
  }
}
