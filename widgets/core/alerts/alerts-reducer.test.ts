import { describe, expect, it } from "vitest";
import type { Alert, AlertMedia } from "../schemas/alerts";
import {
  appendMedia,
  applyAlertEvent,
  applyAlertEvents,
  mergeRefetch,
  normalizeList,
  type AlertEvent,
  type AlertList,
} from "./alerts-reducer";

function alert(alertId: number, minute: number, extra: Partial<Alert> = {}): Alert {
  return {
    alertId,
    alertType: "intrusion",
    alertSubject: "person",
    alertTimestamp: `2026-11-21T03:${String(minute).padStart(2, "0")}:00Z`,
    state: "new",
    cameraId: 100 + alertId,
    cameraRole: "Primary",
    sensorId: null,
    clientId: 1,
    clientName: "Crescent Property Management",
    locationId: 7,
    locationName: "North Lot",
    locationTimezone: "America/Chicago",
    liveUnitId: 40,
    liveUnitName: "LVT-40",
    serial: "LVT40",
    media: [],
    ...extra,
  };
}
function media(
  role: AlertMedia["cameraRole"],
  second = 5,
  mimeType: AlertMedia["mimeType"] = "image/jpeg",
): AlertMedia {
  return {
    mediaTimestamp: `2026-11-21T03:00:${String(second).padStart(2, "0")}Z`,
    cameraId: role === "Left" ? 1 : role === "Right" ? 3 : 2,
    mimeType,
    url: `/media/alerts/x/${role}-${second}.${mimeType === "video/mp4" ? "mp4" : "jpg"}`,
    cameraRole: role,
  };
}
const ids = (list: AlertList) => list.map((a) => a.alertId);
const raised = (a: Alert): AlertEvent => ({ type: "raised", alert: a });
const resolved = (alertId: number): AlertEvent => ({ type: "resolved", alertId });
const mediaOf = (alertId: number, ...items: AlertMedia[]): AlertEvent => ({ type: "media", alertId, media: items });

describe("applyAlertEvent", () => {
  const list = [alert(3, 30), alert(2, 20), alert(1, 10)];
  it.each<[string, AlertList, AlertEvent, number[]]>([
    ["raise into an empty list", [], raised(alert(1, 10)), [1]],
    ["raise the newest: first", list, raised(alert(4, 40)), [4, 3, 2, 1]],
    ["raise an older one: in its place", list, raised(alert(5, 15)), [3, 2, 5, 1]],
    ["raise the oldest: last", list, raised(alert(6, 5)), [3, 2, 1, 6]],
    ["raise at the same time: higher id first", list, raised(alert(9, 20)), [3, 9, 2, 1]],
    ["raise an id already present: ignored", list, raised(alert(2, 59)), [3, 2, 1]],
    ["raise an alert already resolved: ignored", list, raised(alert(8, 50, { state: "resolved" })), [3, 2, 1]],
    ["resolve a present alert: removed", list, resolved(2), [3, 1]],
    ["resolve an absent alert: no change", list, resolved(42), [3, 2, 1]],
    ["media for an absent alert: no change", list, mediaOf(42, media("Left")), [3, 2, 1]],
  ])("%s", (_, before, event, expected) => {
    expect(ids(applyAlertEvent(before, event))).toEqual(expected);
  });

  it("keeps the list object when nothing changes", () => {
    expect(applyAlertEvent(list, raised(alert(2, 20)))).toBe(list);
    expect(applyAlertEvent(list, resolved(42))).toBe(list);
    expect(applyAlertEvent(list, mediaOf(42, media("Left")))).toBe(list);
  });

  it("compares times, not text: an offset is honoured", () => {
    const early = alert(10, 0, { alertTimestamp: "2026-11-21T05:00:00+04:00" }); // 01:00Z
    expect(ids(applyAlertEvent(list, raised(early)))).toEqual([3, 2, 1, 10]);
  });
});

describe("media", () => {
  it.each<[string, AlertMedia[], AlertMedia[], string[]]>([
    ["appends in order", [], [media("Left"), media("Primary")], ["Left", "Primary"]],
    ["keeps what is there", [media("Left")], [media("Right")], ["Left", "Right"]],
    ["skips a duplicate", [media("Left")], [media("Left"), media("Right")], ["Left", "Right"]],
    ["skips a duplicate within the event", [], [media("Right"), media("Right")], ["Right"]],
    ["keeps the same role at another time", [media("Left", 5)], [media("Left", 8)], ["Left", "Left"]],
    [
      "keeps an image and a clip of one moment",
      [media("Primary")],
      [media("Primary", 5, "video/mp4")],
      ["Primary", "Primary"],
    ],
  ])("%s", (_, existing, added, roles) => {
    expect(appendMedia(existing, added).map((m) => m.cameraRole)).toEqual(roles);
  });

  it("'media available' updates only the matching alert", () => {
    const list = [alert(2, 20), alert(1, 10)];
    const next = applyAlertEvents(list, [mediaOf(1, media("Left")), mediaOf(1, media("Left"), media("Primary"))]);
    expect(next[0]).toBe(list[0]);
    expect(next[1]?.media.map((m) => m.cameraRole)).toEqual(["Left", "Primary"]);
    expect(list[1]?.media).toEqual([]); // the input is not mutated
  });
});

describe("normalizeList", () => {
  it("sorts newest first, drops repeated ids and resolved alerts", () => {
    const answer = [alert(1, 10), alert(3, 30), alert(2, 20), alert(3, 31), alert(4, 40, { state: "resolved" })];
    expect(ids(normalizeList(answer))).toEqual([3, 2, 1]);
  });
});

describe("mergeRefetch: the answer, then the events received since the request left", () => {
  const a1 = alert(1, 10);
  const a2 = alert(2, 20);
  const a3 = alert(3, 30);
  it.each<[string, Alert[], AlertEvent[], number[]]>([
    ["no events: the answer, newest first", [a1, a2], [], [2, 1]],
    ["a raise the answer already holds: once", [a2, a1], [raised(a2)], [2, 1]],
    ["a raise after the answer: added", [a2, a1], [raised(a3)], [3, 2, 1]],
    ["a resolve the answer already reflects: no change", [a1], [resolved(2)], [1]],
    ["a resolve after the answer: removed", [a2, a1], [resolved(2)], [1]],
    ["raised and resolved while in flight: absent", [a1], [raised(a3), resolved(3)], [1]],
    ["raised in flight, resolved before the answer: absent", [a1], [raised(a2), resolved(2)], [1]],
    ["an alert held locally but resolved during a drop: gone", [a1], [], [1]],
  ])("%s", (_, answer, events, expected) => {
    expect(ids(mergeRefetch(answer, events))).toEqual(expected);
  });

  it("media the answer already has are not added twice; later media are appended", () => {
    const withMedia = { ...a1, media: [media("Left")] };
    const merged = mergeRefetch([withMedia], [mediaOf(1, media("Left")), mediaOf(1, media("Right"))]);
    expect(merged[0]?.media.map((m) => m.cameraRole)).toEqual(["Left", "Right"]);
  });

  it("matches the server whatever the interleaving (random histories)", () => {
    // A server history of raises, media and resolves; the client's request leaves after `sent`
    // events have been delivered and is answered at `answeredAt` ≥ sent. Events delivered after
    // `sent` are replayed on the answer. The result must equal the server's state at the end.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 200; run += 1) {
      const history: AlertEvent[] = [];
      const open = new Set<number>();
      let next = 1;
      for (let step = 0; step < 40; step += 1) {
        const roll = random();
        const openIds = [...open];
        const pick = openIds[Math.floor(random() * openIds.length)];
        if (roll < 0.5 || pick === undefined) {
          const a = alert(next, Math.floor(random() * 60));
          history.push(raised(a));
          open.add(next);
          next += 1;
        } else if (roll < 0.75) history.push(mediaOf(pick, media("Left", Math.floor(random() * 3))));
        else {
          history.push(resolved(pick));
          open.delete(pick);
        }
      }
      const serverAt = (n: number) => applyAlertEvents([], history.slice(0, n));
      const sent = Math.floor(random() * history.length);
      const answeredAt = sent + Math.floor(random() * (history.length - sent));
      const merged = mergeRefetch([...serverAt(answeredAt)], history.slice(sent));
      expect(merged).toEqual(serverAt(history.length));
    }
  });
});
