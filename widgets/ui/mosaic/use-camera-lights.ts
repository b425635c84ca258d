import { useEffect, useMemo } from "react";
import { cameraLights, holdCameraLights } from "../../core/camera/camera-lights";
import type { Lights } from "../../core/camera/relay-switches";
import type { MosaicCamera } from "../../core/schemas/mosaic";

/**
 * The light switches of a mosaic camera for as long as the component shows them (the shared set of
 * `core/camera/camera-lights`); none without a camera.
 */
export function useCameraLights(camera: MosaicCamera | undefined): Lights | null {
  const lights = useMemo(() => (camera ? cameraLights(camera) : null), [camera]);
  useEffect(() => (lights ? holdCameraLights(lights) : undefined), [lights]);
  return lights;
}
