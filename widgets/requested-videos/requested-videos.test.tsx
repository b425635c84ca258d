// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearNotifications } from "../core/notifications/notifications-store";
import type { RetrievalStatus } from "../core/schemas/history";
import type { RequestedVideo, ShareLinkInfo } from "../core/schemas/requested-videos";
import { reactRoot, until } from "../ui/testing/component-harness";
import { fileFakeApi, ok, rejection } from "../core/testing/fake-api";
import "./requested-videos.catalogue";
import { RequestedVideos } from "./requested-videos";

const video = (id: number, recorded: string, dewarped = false): RequestedVideo => ({
  id,
  name: `Gate ${id}`,
  isThermal: false,
  videoUrl: `/media/clips/${id}.mp4`,
  dewarpedVideoUrl: dewarped ? `/media/clips/${id}-dewarped.mp4` : null,
  recordedDatetime: recorded,
  requestedDatetime: "2026-11-21T08:00:00.000Z",
  locationTimezone: "America/Chicago",
  locationName: "Yard",
  locationStreet: "1 Main St",
  locationCity: "Austin",
  locationState: "TX",
  locationZip: "78701",
  liveUnitSerialNumber: "LU-1",
  requestedByName: "Dana",
  requestedByEmail: "dana@example.com",
});
const link = (id: number, extra: Partial<ShareLinkInfo> = {}): ShareLinkInfo => ({
  id,
  videoId: 41,
  dewarped: false,
  createdByName: "Olivia Operator",
  createdDatetime: "2026-11-22T15:30:00.000Z",
  expiresDatetime: "2026-12-22T15:30:00.000Z",
  revokedDatetime: null,
  revokedByName: null,
  opens: 2,
  lastOpenedDatetime: "2026-11-22T16:00:00.000Z",
  status: "active",
  ...extra,
});
const clip = (id: number, progress: number): RetrievalStatus => ({
  id,
  cameraId: 11,
  liveUnitId: 5,
  title: `Gate clip ${id}`,
  status: progress > 0 ? "rendering" : "queued",
  progress,
  error: null,
  start: "2026-11-20T08:00:00.000Z",
  stop: "2026-11-20T08:01:00.000Z",
  requestedDatetime: "2026-11-23T08:00:00.000Z",
});

const api = await fileFakeApi();

describe("RequestedVideos", () => {
  afterEach(() => clearNotifications());
  const view = reactRoot();
  beforeEach(() => {
    api.reply("/api/feature_flags", ok({ flags: ["requested_video_share"] }));
  });

  const { shadow, q, qa, button } = view;
  const focused = () => shadow()?.activeElement ?? null;
  const render = (props: Parameters<typeof RequestedVideos>[0]) => view.render(<RequestedVideos {...props} />);

  it("opens a row's share links: creator, times in the location's zone, opens and status of that version only", async () => {
    api.reply("/api/vms/requested_videos/5", ok([video(41, "2026-11-20T08:00:00.000Z", true)]));
    api.reply("/api/archive/retrievals", ok([]));
    api.reply(
      "/api/vms/requested_videos/5/41/shares",
      ok([
        link(3, { dewarped: true, createdByName: "Someone Else" }),
        link(2),
        link(1, {
          status: "revoked",
          revokedDatetime: "2026-11-22T17:00:00.000Z",
          revokedByName: "Ada Admin",
          opens: 0,
          lastOpenedDatetime: null,
        }),
      ]),
    );
    render({ liveUnitId: 5 });
    const buttons = await until(() =>
      qa("[part=share-links-button]").length === 2 ? qa("[part=share-links-button]") : null,
    );
    expect(buttons[0]!.getAttribute("aria-label")).toMatch(/^Share links of Gate 41 recorded Nov 20, 2026/);
    act(() => buttons[0]!.click());
    await until(() => qa("[part=share-link]").length === 2);
    expect(q("[part=share-links] h2")?.textContent).toBe("Share links");
    const [active, revoked] = qa("[part=share-link]");
    const cells = (row: HTMLElement) => [...row.querySelectorAll("td")].map((td) => td.textContent);
    // 15:30 UTC is 9:30 AM in Chicago (CST).
    expect(cells(active!)).toEqual([
      "Olivia Operator",
      "Nov 22, 2026, 9:30 AM CST",
      "Dec 22, 2026, 9:30 AM CST",
      "2Last opened Nov 22, 2026, 10:00 AM CST",
      "Active",
      "Revoke",
    ]);
    expect(cells(revoked!)).toEqual([
      "Olivia Operator",
      "Nov 22, 2026, 9:30 AM CST",
      "Dec 22, 2026, 9:30 AM CST",
      "0",
      "Revokedby Ada Admin, Nov 22, 2026, 11:00 AM CST",
      "",
    ]);
    expect(qa("[part=share-link]").some((r) => r.textContent?.includes("Someone Else"))).toBe(false);
  });

  it("revokes after confirming: focus on Cancel, busy while the call runs, the error text on failure, focus kept, then Revoked", async () => {
    api.reply("/api/vms/requested_videos/6", ok([video(41, "2026-11-20T08:00:00.000Z")]));
    api.reply("/api/archive/retrievals", ok([]));
    api.reply("/api/vms/requested_videos/6/41/shares", ok([link(2)]));
    api.reply("/api/vms/requested_videos/6/41/shares/2", [
      rejection(500, "Database is busy"),
      ok(
        link(2, { status: "revoked", revokedDatetime: "2026-11-23T12:00:00.000Z", revokedByName: "Olivia Operator" }),
        150,
      ),
    ]);
    render({ liveUnitId: 6 });
    await until(() => q("[part=share-links-button]"));
    act(() => q<HTMLButtonElement>("[part=share-links-button]")!.click());
    const revoke = await until(() => q<HTMLButtonElement>("[part=revoke-button]"));
    expect(revoke.getAttribute("aria-label")).toBe(
      "Revoke the link created by Olivia Operator on Nov 22, 2026, 9:30 AM CST",
    );
    act(() => revoke.click());
    expect(q(".confirm p")?.textContent).toBe("Revoke this link? Anyone who has it will no longer see the video.");
    expect(focused()).toBe(button("Cancel", ".confirm"));
    // Cancel goes back to Revoke, focused.
    act(() => button("Cancel", ".confirm").click());
    expect(focused()).toBe(q("[part=revoke-button]"));
    act(() => q<HTMLButtonElement>("[part=revoke-button]")!.click());
    const confirm = button("Revoke link", ".confirm");
    act(() => confirm.focus());
    act(() => confirm.click());
    const alert = await until(() => q("[role=alert]"));
    expect(alert.textContent).toMatch(/^Could not revoke the link: /);
    expect(focused()).toBe(confirm);
    expect(api.calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
    act(() => confirm.click());
    await until(() => confirm.textContent === "Revoking...");
    expect(confirm.getAttribute("aria-disabled")).toBe("true");
    expect(focused()).toBe(confirm);
    act(() => confirm.click()); // busy: ignored
    const state = await until(() => (q(".state")?.textContent === "Revoked" ? q(".state") : null));
    expect(focused()).toBe(state.closest("td"));
    expect(q("[part=revoke-button]")).toBeNull();
    expect(q("[role=alert]")).toBeNull();
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      "/api/vms/requested_videos/6/41/shares/2",
      "/api/vms/requested_videos/6/41/shares/2",
    ]);
  });

  it("opens the share links from the preview dialog", async () => {
    api.reply("/api/vms/requested_videos/7", ok([video(41, "2026-11-20T08:00:00.000Z")]));
    api.reply("/api/archive/retrievals", ok([]));
    api.reply("/api/vms/requested_videos/7/41/shares", ok([]));
    render({ liveUnitId: 7, videoId: 41 });
    await until(() => q("[part=preview]"));
    act(() => button("Share links", "[part=preview]").click());
    await until(() => q("[part=share-links]"));
    expect(q("[part=preview]")).toBeNull();
    await until(() => q("[part=share-links]")?.textContent?.includes("No share links yet."));
  });

  it("shows the clips being made and lists each once ready, without a reload", async () => {
    api.reply("/api/vms/requested_videos/8", [ok([]), ok([video(52, "2026-11-22T08:00:00.000Z")])]);
    api.reply("/api/archive/retrievals", [ok([clip(52, 0.4)]), ok([clip(52, 0.4)]), ok([])]);
    render({ liveUnitId: 8 });
    await until(() => q("[part=clip-progress]"));
    expect(q("[part=clip-progress] li")?.textContent).toBe("Gate clip 52Preparing: 40 %");
    expect(q("[part=status]")?.textContent).toBe("No videos found");
    await until(() => q("[part=row]"), 8000);
    expect(q("[part=clip-progress]")).toBeNull();
    const progressCalls = api.calls.filter((c) => c.path === "/api/archive/retrievals");
    expect(progressCalls.every((c) => c.query === "liveUnitId=8")).toBe(true);
    expect(api.calls.filter((c) => c.path === "/api/vms/requested_videos/8")).toHaveLength(2);
  }, 10_000);
});
