import { notify } from "../core/notifications/notifications-store";
import { t } from "../core/i18n/i18n";
import type { StreamMessage } from "../core/camera/camera-message";

/**
 * Shows a stream message as a snackbar (bottom right, 8 s, no duplicates: the notifications store)
 * reading '{camera name}: {message}' (document 3 §2.1) at its level. Without a camera name (the
 * meta did not load) the message shows alone. Returns the notification id, or undefined for a duplicate.
 */
export function notifyStream(cameraName: string | null | undefined, message: StreamMessage): number | undefined {
  if (!cameraName) return notify(message.severity, message.key, message.values);
  return notify(message.severity, "streamPlayer:cameraMessage", {
    camera: cameraName,
    message: t(message.key, message.values),
  });
}
