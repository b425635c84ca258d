import { defineTag } from "../core/element/spec-element";
import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { VmsCameraElement } from "./camera-element";
import type { cameraSpec } from "./camera.spec";

/** `<vms-camera>`, registered on import. API: docs/widgets/vms-camera.md. Pulls no React. */
export const CameraElement = defineTag(VmsCameraElement);
export interface CameraElement extends InstanceType<typeof CameraElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof cameraSpec, CameraElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof cameraSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof cameraSpec, CameraElement> {}
  }
}
