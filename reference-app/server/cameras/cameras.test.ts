import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Capabilities, CameraPermissions } from "../../../widgets/core/schemas";
import { migrateToLatest } from "../db/migrate";
import { openDatabase } from "../db/open-database";
import { sqliteQueryDb } from "../db/query-layer";
import { copySeededDatabase } from "../testing/seeded-database";
import { createCameraDirectory } from "./camera-directory";
import { createCameraStates, MANUAL_HOLD_MS } from "./camera-state";
import { commandRefusal, type CommandContext } from "./command-rights";
import { bucketError, imageTimes, offlineAt, type ImageSource } from "./history/image-schedule";
import { createMediaSigner } from "./media-signing";
import { createViewers } from "./viewers";

const HOUR = 3_600_000;

describe("hour buckets of preset images", () => {
  it("refuse a start that is not a multiple of 3600 s, an empty range and more than a day", () => {
    const start = Date.parse("2026-11-21T14:00:00Z");
    expect(bucketError(start, start + HOUR)).toBeNull();
    expect(bucketError(start + 1000, start + HOUR)).toMatch(/multiple of 3600 s/);
    expect(bucketError(start, start)).toMatch(/after its start/);
    expect(bucketError(start, start + 25 * HOUR)).toMatch(/24 hours/);
  });

  it("list images at the camera's interval, never in the future, with gaps when offline", () => {
    const src: ImageSource = {
      cameraId: 5,
      presetId: 9,
      presetIndex: 0,
      presetCount: 2,
      activatedMs: Date.parse("2024-01-01T00:00:00Z"),
      deactivatedMs: null,
    };
    const now = Date.parse("2026-11-21T14:30:00Z");
    const day = imageTimes(src, now - 24 * HOUR, now + HOUR, now);
    expect(day.length).toBeGreaterThan(10);
    expect(day.every((t) => t <= now)).toBe(true);
    expect(imageTimes(src, now - 24 * HOUR, now + HOUR, now)).toEqual(day);
    // Over a month some days have an outage: fewer images than the interval allows.
    const month = imageTimes(src, now - 30 * 24 * HOUR, now, now);
    const steps = new Set(month.slice(1).map((t, i) => t - month[i]!));
    expect(steps.size).toBeGreaterThan(1);
    expect(month.some((t) => offlineAt(5, t))).toBe(false);
    expect(imageTimes({ ...src, activatedMs: now + HOUR }, now - HOUR, now, now)).toEqual([]);
  });
});

describe("presigned media URLs", () => {
  it("are accepted until they expire, and refused when forged", () => {
    let now = 1_000_000;
    const signer = createMediaSigner(Buffer.from("secret"), () => now);
    const url = signer.presign("/media/images/1/2.jpg", 60_000);
    const query = Object.fromEntries(new URL(url, "http://x").searchParams);
    expect(signer.check("/media/images/1/2.jpg", query)).toBe("ok");
    expect(signer.check("/media/images/1/3.jpg", query)).toBe("invalid");
    expect(signer.check("/media/images/1/2.jpg", { ...query, exp: String(now + 120_000) })).toBe("invalid");
    now += 60_001;
    expect(signer.check("/media/images/1/2.jpg", query)).toBe("expired");
    const token = signer.token({ c: 1, p: "main" });
    expect(signer.readToken(token)).toEqual({ c: 1, p: "main" });
    expect(signer.readToken(`${token}x`)).toBeNull();
  });
});

describe("command rights", () => {
  const capabilities: Capabilities = {
    webrtc: true,
    presets: true,
    position: true,
    pan: true,
    panStop: false,
    zoom: true,
    clickToCenter: false,
    snapshot: true,
    heater: true,
    home: true,
    autofocus: false,
    lightInternal: false,
    lightInfared: false,
    speakerTalkdown: false,
    speakerSounds: [{ id: 1, label: "Siren" }],
    relayActions: [
      { relayName: "strobe", uiLabel: "Strobe", stateDefault: "off", reportStates: true, delay: 60000 },
      { relayName: "heater", uiLabel: "Heater", stateDefault: "off", reportStates: true, delay: 0 },
    ],
  };
  const all: CameraPermissions = {
    controlPresets: true,
    controlPtzf: true,
    speakerTalkdown: true,
    quickSounds: true,
    suspendPatrol: true,
  };
  const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
    capabilities,
    permissions: all,
    selfService: true,
    viewOnly: false,
    ...over,
  });

  it.each([
    [{ kind: "panTilt", direction: "left" } as const, ctx(), null],
    [
      { kind: "panTilt", direction: "left" } as const,
      ctx({ permissions: { ...all, controlPtzf: false } }),
      /may not move/,
    ],
    [{ kind: "panTilt", direction: "stop" } as const, ctx(), /cannot stop/],
    [{ kind: "clickToCenter" } as const, ctx(), /no click-to-center/],
    [{ kind: "zoom" } as const, ctx({ capabilities: { ...capabilities, zoom: false } }), /cannot zoom/],
    [{ kind: "relay", relayName: "strobe" } as const, ctx(), null],
    [{ kind: "relay", relayName: "siren" } as const, ctx(), /no relay siren/],
    [{ kind: "relay", relayName: "heater" } as const, ctx({ permissions: { ...all, controlPtzf: false } }), null],
    [{ kind: "sound", soundId: 1 } as const, ctx(), null],
    [{ kind: "sound", soundId: 2 } as const, ctx(), /no such sound/],
    [{ kind: "talkdown" } as const, ctx(), /no talk-down/],
    [{ kind: "patrol" } as const, ctx({ permissions: { ...all, suspendPatrol: false } }), /suspend/],
    [{ kind: "presetEdit" } as const, ctx({ selfService: false }), /self-service/],
    [{ kind: "preset" } as const, ctx({ viewOnly: true }), /view-only/],
    [{ kind: "snapshot" } as const, ctx({ viewOnly: true }), null],
  ])("%j", (command, context, expected) => {
    const refusal = commandRefusal(command, context);
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });
});

describe("viewers", () => {
  it("give control to the first viewer and view-only to the others", async () => {
    const db = new BetterSqlite3(":memory:");
    onTestFinished(() => void db.close());
    const query = sqliteQueryDb(db);
    await migrateToLatest(query);
    let now = 0;
    const viewers = createViewers(query, () => now);
    await viewers.checkIn(1, { id: 10, name: "A", username: "a" });
    now = 1000;
    const list = await viewers.checkIn(1, { id: 11, name: "B", username: "b" });
    expect(list.map((v) => [v.username, v.viewOnlyAccess])).toEqual([
      ["a", false],
      ["b", true],
    ]);
    expect(await viewers.isViewOnly(1, 11)).toBe(true);
    await viewers.checkOut(1, 10);
    expect(await viewers.isViewOnly(1, 11)).toBe(false);
    now = 200_000;
    expect(await viewers.viewers(1)).toEqual([]);
    // Silent past the timeout: checking in again joins anew (now), behind whoever stayed.
    now = 200_500;
    await viewers.checkIn(1, { id: 12, name: "C", username: "c" });
    now = 201_000;
    const again = await viewers.checkIn(1, { id: 11, name: "B", username: "b" });
    expect(again.map((v) => [v.username, v.joined, v.viewOnlyAccess])).toEqual([
      ["c", new Date(200_500).toISOString(), false],
      ["b", new Date(201_000).toISOString(), true],
    ]);
  });
});

describe("camera state", () => {
  afterEach(() => vi.useRealTimers());

  it("reverts a relay to its default after its delay, holds the heater, and moves the view", async () => {
    vi.useFakeTimers();
    const copy = copySeededDatabase();
    const { db } = await openDatabase(copy.file);
    vi.useFakeTimers();
    onTestFinished(() => {
      db.close();
      copy.remove();
    });
    const query = sqliteQueryDb(db);
    const directory = createCameraDirectory(query);
    const id = db
      .prepare(
        "SELECT id FROM cameras WHERE position = 0 AND json_extract(capabilities, '$.heater') AND json_array_length(json_extract(capabilities, '$.relayActions')) > 1 LIMIT 1",
      )
      .pluck()
      .get() as number;
    const camera = (await directory.camera(id))!;
    const states = createCameraStates(query, directory, () => Date.now());
    const light = camera.capabilities.relayActions.find((r) => r.relayName !== "heater")!;
    const other = light.stateDefault === "on" ? "off" : "on";
    states.setRelay(camera, light.relayName, other);
    expect(states.relayState(camera, light.relayName)).toBe(other);
    vi.advanceTimersByTime((light.delay ?? 60000) + 1);
    expect(states.relayState(camera, light.relayName)).toBe(light.stateDefault);
    states.setRelay(camera, "heater", "on");
    vi.advanceTimersByTime(10 * 60_000);
    expect(states.frameState(camera).heaterOn).toBe(true);

    const before = states.view(camera);
    states.panTilt(camera, "right");
    vi.advanceTimersByTime(1000);
    expect(states.view(camera).pan).toBeGreaterThan(before.pan);
    await states.suspendPatrol(camera, 5);
    expect(states.patrolSuspended(camera)).toBe(true);
    vi.advanceTimersByTime(5 * 60_000 + MANUAL_HOLD_MS);
    expect(states.patrolSuspended(camera)).toBe(false);
    states.dispose();
    db.close();
  });
});
