import type { Severity } from "../notifications/notifications-store";

/**
 * A message of the stream page for the user: an i18n key of the `streamPlayer` (or `core`)
 * namespace with its values. The page shows it as a snackbar reading '{camera name}: {message}'
 * (see `notifyStream`). Stores report messages through a `Report` so they stay testable.
 */
export interface StreamMessage {
  severity: Severity;
  key: string;
  values?: Record<string, string | number>;
}

export type Report = (message: StreamMessage) => void;

/** The text of an error for a message's `{message}` value. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
