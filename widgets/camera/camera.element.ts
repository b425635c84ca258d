import { defineTag } from "../core/element/spec-element";
import { VmsCameraElement } from "./camera-element";

/** `<vms-camera>`, registered on import. API: docs/widgets/vms-camera.md. Pulls no React. */
export const CameraElement = defineTag(VmsCameraElement);
export interface CameraElement extends InstanceType<typeof CameraElement> {}
