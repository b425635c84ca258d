import { elementComponent } from "../ui/element/element-component";
import { cameraSpec } from "./camera.spec";

/**
 * `Camera`: `<vms-camera>` for React, with the same props, events (`onStreamStatus`,
 * `onStreamError`, `onAuthRequired`, `onNavigate`) and parts, derived from its spec. It renders the
 * element and defines it lazily in the browser (the element is framework-free DOM over the player
 * engine), so it pulls no other widget, imports safely on the server and renders there as the bare
 * tag (its loading state).
 *
 * @example
 * <Camera cameraId={12} controls onStreamError={(detail) => log(detail.reason)} />
 */
export const Camera = elementComponent(cameraSpec, "Camera", () => import("./camera.element"));
export type CameraProps = Parameters<typeof Camera>[0];
