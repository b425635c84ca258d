import { io } from "socket.io-client";
import { expect, test } from "./fixtures";
import { AlertsListPage } from "./pages/alerts-list-page";

/**
 * Document 3 §2.3–§2.4 through the portal against the reference server: an alert raised by the
 * test hook appears at the top of /alerts for two operators, its media arrive, another operator
 * viewing it collapses it, and resolving it through the dialog (with the §5 rules) removes it for both.
 */
test("an alert raised by the hook appears for two operators, collapses while viewed, and resolving removes it for both", async ({
  signedInPage,
}) => {
  test.setTimeout(90_000);
  const operator = new AlertsListPage(await signedInPage("operator", "/alerts"));
  const admin = new AlertsListPage(await signedInPage("admin", "/alerts"));
  await expect(operator.heading).toBeVisible();
  await expect(admin.heading).toBeVisible();

  const alertId = await operator.raiseAlert({ alertType: "loitering", alertSubject: "vehicle" });
  for (const page of [operator, admin]) {
    await expect(page.item(alertId)).toBeVisible({ timeout: 10_000 });
    await expect(page.list.locator("article").first()).toHaveAttribute("data-alert-id", String(alertId));
  }
  const item = operator.item(alertId);
  await expect(item.getByRole("heading", { name: "Loitering" })).toBeVisible();
  await expect(item.getByText("Vehicle", { exact: true })).toBeVisible();

  // The media (Left, Primary, Right; image and video each) arrive a few seconds later.
  await expect(operator.videoClips(alertId)).toHaveCount(3, { timeout: 30_000 });

  // Another operator (admin, with its own session token) views the alert: it collapses for the operator.
  const liveUnitId = Number(
    new URL((await item.getByRole("link", { name: "Go Live" }).getAttribute("href")) ?? "", "http://x").pathname.split(
      "/",
    )[2],
  );
  const viewer = io(`${new URL(operator.page.url()).origin}/view`, {
    auth: { token: await admin.userToken() },
    transports: ["websocket"],
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      viewer.once("connect", () => resolve());
      viewer.once("connect_error", reject);
    });
    viewer.emit("join room", { room: "alert", key: `${liveUnitId}.${alertId}` });
    await expect(item).toContainText("admin is viewing this alert");
    await expect(item.getByRole("button", { name: "Resolve" })).toHaveCount(0);
    viewer.emit("leave room", { room: "alert", key: `${liveUnitId}.${alertId}` });
    await expect(item.getByRole("button", { name: "Resolve", exact: true })).toBeVisible();
  } finally {
    viewer.close();
  }

  // Resolve: no tag, then Other without a note, then with a note.
  await operator.openResolve(alertId);
  await expect(operator.dialog).toBeVisible();
  await expect(operator.dialog).toContainText("Loitering");
  await operator.submitResolve();
  await expect(operator.dialog.getByText("A tag is required")).toBeVisible();
  await operator.toggleTag("Other");
  await operator.submitResolve();
  await expect(operator.dialog.getByText("A note is required if 'Other' is selected")).toBeVisible();
  await operator.fillNote("Checked on camera: a delivery van.");
  await expect(operator.dialog.getByText("34/1000")).toBeVisible();
  await operator.submitResolve();
  await expect(operator.dialog).toBeHidden();
  await expect(operator.page.getByText("Your request to resolve the alert was sent")).toBeVisible();
  for (const page of [operator, admin]) await expect(page.item(alertId)).toHaveCount(0);
  expect(operator.page.url()).toMatch(/\/alerts$/);
});

test("a user without the security_alerts flag is sent from /alerts to /", async ({ signedInPage }) => {
  test.setTimeout(60_000); // signing in takes long on a busy machine
  const page = await signedInPage("limited", "/alerts");
  await expect(page).toHaveURL(/\/$/);
});
