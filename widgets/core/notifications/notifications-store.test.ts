import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  $notificationQueue,
  $visibleNotifications,
  clearNotifications,
  dismiss,
  MAX_VISIBLE_NOTIFICATIONS,
  notify,
  NOTIFICATION_DURATION_MS,
} from "./notifications-store";

describe("notifications", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearNotifications();
    vi.useRealTimers();
  });

  it("shows at most four at once and queues the rest", () => {
    for (let i = 0; i < 6; i++) notify("error", "core:errors.clients", { n: i });
    expect(MAX_VISIBLE_NOTIFICATIONS).toBe(4);
    expect($visibleNotifications.get().map((n) => n.values?.n)).toEqual([0, 1, 2, 3]);
    expect($notificationQueue.get()).toHaveLength(6);
  });

  it("drops a duplicate of a shown or waiting notification", () => {
    expect(notify("error", "core:errors.clients")).toBeTypeOf("number");
    expect(notify("error", "core:errors.clients")).toBeUndefined();
    expect(notify("warning", "core:errors.clients")).toBeTypeOf("number");
    expect(notify("error", "core:errors.clients", { a: 1 })).toBeTypeOf("number");
    expect($notificationQueue.get()).toHaveLength(3);
  });

  it("hides each after 8 s once shown, and the next waiting one then gets its own 8 s", () => {
    for (let i = 0; i < 5; i++) notify("info", "k", { n: i });
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1);
    expect($notificationQueue.get()).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect($visibleNotifications.get().map((n) => n.values?.n)).toEqual([4]);
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1);
    expect($visibleNotifications.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($notificationQueue.get()).toHaveLength(0);
  });

  it("allows the same message again once the first is dismissed", () => {
    const id = notify("error", "core:errors.clients");
    dismiss(id!);
    expect(notify("error", "core:errors.clients")).toBeTypeOf("number");
  });
});
