import { holds, type Access } from "../auth/access";
import { HttpError, notFound } from "../http/envelope";
import type { CameraPermissions } from "../../../widgets/core/schemas";
import type { CameraDirectory, CameraInfo } from "./camera-directory";

const NONE: CameraPermissions = {
  controlPresets: false,
  controlPtzf: false,
  speakerTalkdown: false,
  quickSounds: false,
  suspendPatrol: false,
};

/** The camera when the caller may read its client; otherwise 404 (never another client's camera). */
export async function readableCamera(
  directory: CameraDirectory,
  access: Access,
  cameraId: number,
): Promise<CameraInfo> {
  const camera = await directory.camera(cameraId);
  if (!camera || !access.canReadClient(camera.clientId)) throw notFound("Camera not found");
  return camera;
}

/** Whether the caller may stream this camera (stream right; deactivated cameras need streamDeactivated). */
export function canStream(access: Access, camera: CameraInfo): boolean {
  if (!holds(access.stream, camera.clientId, [camera.id])) return false;
  return camera.active || access.user.permissions.streamDeactivated;
}

/** The camera when the caller may stream it: 404 for another client's, 403 without the right. */
export async function streamableCamera(
  directory: CameraDirectory,
  access: Access,
  cameraId: number,
): Promise<CameraInfo> {
  const camera = await readableCamera(directory, access, cameraId);
  if (!holds(access.stream, camera.clientId, [camera.id]))
    throw new HttpError(403, "You do not have permission to stream this camera");
  if (!camera.active && !access.user.permissions.streamDeactivated)
    throw new HttpError(403, "This camera is deactivated");
  return camera;
}

/** What this caller may do with the camera: the camera's permissions when it may stream it, else nothing. */
export function callerPermissions(access: Access, camera: CameraInfo): CameraPermissions {
  return canStream(access, camera) ? camera.permissions : NONE;
}

/** The caller may request video of this camera (request_video right). */
export function canRequestVideo(access: Access, camera: CameraInfo): boolean {
  return holds(access.requestVideo, camera.clientId, [camera.id]);
}
