import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Alert } from "../schemas/alerts";
import { createRealtimeClient, type RealtimeClient } from "../realtime";
import { TestSocketServer, until } from "../realtime/test-socket-server";
import { createDesktopNotifications, DESKTOP_NOTIFICATIONS_KEY, type NotificationHost } from "./desktop-notifications";

class FakeNotification {
  static permission: NotificationPermission = "default";
  static answer: NotificationPermission = "granted";
  static shown: FakeNotification[] = [];
  static requestPermission = async () => (FakeNotification.permission = FakeNotification.answer);
  onclick: ((this: Notification, ev: Event) => unknown) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options?: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

let server: TestSocketServer;
let client: RealtimeClient;
let inView = false;
const opened: number[] = [];
const store = new Map<string, string>();
const host = (): NotificationHost => ({
  Notification: FakeNotification as unknown as NotificationHost["Notification"],
  storage: {
    getItem: (k) => store.get(k) ?? null,
    setItem: (k, v) => void store.set(k, v),
    removeItem: (k) => void store.delete(k),
  },
  pageInView: () => inView,
  focus: () => undefined,
});
const alert = { alertId: 7, alertType: "fire", liveUnitId: 3, liveUnitName: "LVT-3" } as Alert;

beforeEach(async () => {
  server = new TestSocketServer();
  await server.start();
  client = createRealtimeClient({ baseUrl: () => server.url, token: () => "good-token", transports: ["websocket"] });
  FakeNotification.permission = "default";
  FakeNotification.shown = [];
  store.clear();
  inView = false;
  opened.length = 0;
});
afterEach(async () => {
  await server.stop();
});

describe("desktop notifications", () => {
  it("stay off until the user opts in and the browser grants permission; blocked when denied", async () => {
    FakeNotification.answer = "denied";
    const denied = createDesktopNotifications(host());
    expect(denied.$state.get()).toBe("off");
    expect(await denied.enable()).toBe("blocked");
    FakeNotification.permission = "default";
    FakeNotification.answer = "granted";
    const granted = createDesktopNotifications(host());
    expect(await granted.enable()).toBe("on");
    expect(store.get(DESKTOP_NOTIFICATIONS_KEY)).toBe("on");
    granted.disable();
    expect(granted.$state.get()).toBe("off");
    expect(createDesktopNotifications({ ...host(), Notification: undefined }).$state.get()).toBe("unsupported");
  });

  it("notify of a raised alert while opted in and the page is not in view; a click opens it", async () => {
    const notifications = createDesktopNotifications(host());
    const stop = notifications.watch(
      client,
      (a) => ({ title: `${a.alertType}: ${a.liveUnitName}`, body: "" }),
      (a) => opened.push(a.alertId),
    );
    let received = 0;
    const stopCounting = client.on("alert raised", () => (received += 1));
    await until(() => client.status("/security_alerts").get() === "connected");
    const raise = async (id: number) => {
      const before = received;
      server.emit("/security_alerts", "alert raised", {
        alertId: id,
        alertType: "fire",
        alertSubject: null,
        alertTimestamp: "2026-11-21T03:14:00Z",
        state: "new",
        cameraId: 1,
        cameraRole: "Primary",
        sensorId: null,
        clientId: 1,
        clientName: "C",
        locationId: 1,
        locationName: "L",
        locationTimezone: "UTC",
        liveUnitId: 3,
        liveUnitName: "LVT-3",
        serial: "S",
        media: [],
      });
      await until(() => received === before + 1);
    };
    await raise(1); // not opted in
    await notifications.enable();
    inView = true;
    await raise(2); // in view
    inView = false;
    await raise(alert.alertId);
    expect(FakeNotification.shown).toHaveLength(1);
    const [shown] = FakeNotification.shown;
    expect(shown?.title).toBe("fire: LVT-3");
    expect(shown?.options?.tag).toBe("vms-alert-7");
    shown?.onclick?.call(shown as unknown as Notification, new Event("click"));
    expect(opened).toEqual([7]);
    expect(shown?.closed).toBe(true);
    stop();
    stopCounting();
  });
});
