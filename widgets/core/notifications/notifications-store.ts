import { atom, computed } from "nanostores";

export type Severity = "error" | "warning" | "success" | "info";

/** A message is an i18n key with its values, so it follows the language. */
export interface Notification {
  id: number;
  severity: Severity;
  key: string;
  values?: Record<string, string | number>;
  /** Milliseconds it stays once shown. */
  duration: number;
}

export const MAX_VISIBLE_NOTIFICATIONS = 4;
export const NOTIFICATION_DURATION_MS = 8000;

/** Every pending notification, oldest first; the first four are shown. */
export const $notificationQueue = atom<Notification[]>([]);
export const $visibleNotifications = computed($notificationQueue, (queue) => queue.slice(0, MAX_VISIBLE_NOTIFICATIONS));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function sameMessage(a: Omit<Notification, "id" | "duration">, b: Omit<Notification, "id" | "duration">): boolean {
  return (
    a.severity === b.severity && a.key === b.key && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {})
  );
}

function startTimers(): void {
  for (const shown of $visibleNotifications.get()) {
    if (!timers.has(shown.id))
      timers.set(
        shown.id,
        setTimeout(() => dismiss(shown.id), shown.duration),
      );
  }
}

/**
 * Shows a notification unless the same one is already shown or waiting. Returns its id, or
 * undefined when it was a duplicate.
 */
export function notify(
  severity: Severity,
  key: string,
  values?: Record<string, string | number>,
  duration = NOTIFICATION_DURATION_MS,
): number | undefined {
  const candidate = { severity, key, values };
  if ($notificationQueue.get().some((n) => sameMessage(n, candidate))) return undefined;
  const id = nextId++;
  $notificationQueue.set([...$notificationQueue.get(), { id, ...candidate, duration }]);
  startTimers();
  return id;
}

export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $notificationQueue.set($notificationQueue.get().filter((n) => n.id !== id));
  startTimers();
}

export function clearNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $notificationQueue.set([]);
}
