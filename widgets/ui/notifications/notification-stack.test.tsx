// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearNotifications, notify } from "../../core/notifications/notifications-store";
import { reactRoot } from "../testing/component-harness";
import { NotificationStack } from "./notification-stack";

describe("NotificationStack", () => {
  afterEach(() => clearNotifications());
  const view = reactRoot();
  beforeEach(() => view.render(<NotificationStack />));

  /** The stack renders in its own shadow root. */
  const items = () => view.qa("li");

  it("shows at most four, translated, errors as alerts and the rest as status", () => {
    act(() => {
      notify("error", "core:errors.clients");
      notify("success", "core:loading");
      notify("error", "core:errors.userInfo");
      notify("warning", "core:errors.liveUnits");
      notify("info", "core:errors.archiveCabinets");
    });
    expect(items().map((li) => li.textContent)).toEqual([
      "Failed to retrieve clients",
      "Loading...",
      "Failed to retrieve user info",
      "Failed to get live units",
    ]);
    expect(items().map((li) => li.getAttribute("role"))).toEqual(["alert", "status", "alert", "alert"]);
    expect(items().map((li) => li.dataset.severity)).toEqual(["error", "success", "error", "warning"]);
  });

  it("dismisses one with its button and shows the next waiting", () => {
    act(() => {
      for (const key of ["clients", "userInfo", "liveUnits", "archiveCabinets", "userData"])
        notify("error", `core:errors.${key}`);
    });
    const first = items()[0]?.querySelector("button");
    expect(first?.getAttribute("aria-label")).toBe("Dismiss");
    act(() => first?.click());
    expect(items()).toHaveLength(4);
    expect(items()[3]?.textContent).toBe("Failed to retrieve user data");
  });
});
