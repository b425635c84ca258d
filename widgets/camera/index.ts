// `vms-widgets/camera`: the partner camera for React (`Camera`) and its spec; registers nothing on
// import (the `<vms-camera>` element is defined when a `Camera` first mounts, or by
// `vms-widgets/camera.element`).
export { Camera, type CameraProps } from "./camera";
export { cameraSpec, StreamErrorDetailSchema, StreamStatusDetailSchema } from "./camera.spec";
export type { StreamErrorDetail, StreamStatusDetail } from "./camera.spec";
