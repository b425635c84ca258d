import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";

async function api(user, path, body) {
  const { apiBaseUrl, tokens } = serverEnv();
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      Authorization: `Bearer ${tokens[user]}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Resolves every unresolved alert `user` sees (so the list starts empty). */
async function resolveAll(user) {
  const { body } = await api(user, "/api/alerts");
  for (const alert of body.data) {
    await api(user, `/api/alerts/${alert.alertId}/resolve`, { alertId: alert.alertId, tags: ["other"], note: "test" });
  }
}

const root = (list) => list.shadowRoot;
const item = (list, alertId) => root(list).querySelector(`article[data-alert-id="${alertId}"]`);
/** The list's resolve dialog (a widget in the list's shadow root, with a shadow root of its own). */
const dialog = (list) =>
  root(list).querySelector('[data-vms-widget="vms-resolve-dialog"]')?.shadowRoot?.querySelector("dialog[open]") ?? null;
const button = (scope, name) => [...scope.querySelectorAll("button")].find((b) => b.textContent.trim() === name);
const checkbox = (scope, name) =>
  [...scope.querySelectorAll("label")].find((l) => l.textContent.trim() === name)?.querySelector("input");

describe("<vms-alerts-list> and its <vms-resolve-dialog>", () => {
  let library;
  let container;
  let list;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
  });
  // Stores close a second after their last listener (nanostores' unmount delay, once per computed
  // store in the chain) and the socket with them: wait until it is closed, so the next test's user
  // gets a socket of its own (a socket keeps the identity it connected with until it reconnects).
  afterEach(async () => {
    container?.remove();
    await waitFor(() => library.$securityAlertsStatus.get() === "idle", { timeout: 6000, message: "socket closed" });
  });

  const show = async (user) => {
    const { apiBaseUrl, tokens } = serverEnv();
    library.configure({ apiBaseUrl, realtimeEventsUrl: apiBaseUrl, token: tokens[user] });
    container = mount('<vms-alerts-list style="display:block;height:700px"></vms-alerts-list>');
    list = container.querySelector("vms-alerts-list");
    await waitFor(() => root(list)?.querySelector("h2"), { message: "header" });
  };

  it("a user without the security_alerts flag gets the failure view with Retry", async () => {
    await show("limited");
    const failure = await waitFor(() => root(list).querySelector(".failure"), { timeout: 8000, message: "failure" });
    expect(failure.getAttribute("role")).to.equal("alert");
    expect(failure.querySelector("h3").textContent).to.equal("Failed to retrieve alerts");
    expect(button(failure, "Retry").getAttribute("part")).to.equal("retry-button");
    expect(await axeViolations(list)).to.deep.equal([]);
  });

  it("'Relax / Your alerts are all resolved.' when nothing is left", async () => {
    await resolveAll("multi");
    await show("multi");
    const empty = await waitFor(() => root(list).querySelector(".empty"), { timeout: 8000, message: "empty" });
    expect(root(list).querySelector("h2").textContent).to.equal("Alerts");
    expect(empty.textContent).to.equal("RelaxYour alerts are all resolved.");
    expect(await axeViolations(list)).to.deep.equal([]);
  });

  it("an alert raised in real time shows at the top, expanded; keyboard r; resolve rules; removed once resolved", async () => {
    await show("operator");
    await waitFor(() => root(list).querySelector(".empty, [role=feed]"), { timeout: 8000, message: "loaded" });
    const { body } = await api("operator", "/api/test/alerts", {
      alertType: "made-up-type",
      alertSubject: "person",
      media: false,
    });
    const { alertId } = body.data;
    const article = await waitFor(() => item(list, alertId), { timeout: 8000, message: "raised alert" });
    expect(root(list).querySelector("article").dataset.alertId).to.equal(String(alertId));
    expect(article.querySelector("h3").textContent).to.equal("Alert"); // unknown type
    expect(article.querySelector(".subject").textContent).to.equal("Person");
    expect([...article.querySelectorAll("figcaption")].map((c) => c.textContent)).to.deep.equal([
      "Left",
      "Primary",
      "Right",
    ]);
    expect([...article.querySelectorAll("a")].map((a) => [a.textContent, new URL(a.href).search])).to.deep.equal([
      ["Go Live", `?contextId=${alertId}`],
      ["Go To Alert", `?contextId=${alertId}&alertId=${alertId}`],
      // Beyond the spec: the unit's history at the alert's moment.
      ["History", `?at=${encodeURIComponent(article.querySelector("time").getAttribute("datetime"))}`],
    ]);
    expect(await axeViolations(list)).to.deep.equal([]);

    // Keyboard: the focused item's r opens the dialog for it.
    article.focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    article.dispatchEvent(new KeyboardEvent("keydown", { key: "r", bubbles: true, composed: true }));
    const box = await waitFor(() => dialog(list), { message: "dialog" });
    expect(box.querySelector("h2").textContent).to.equal("Resolve Alert");
    expect(box.querySelector(".counter").textContent).to.equal("0/1000");
    button(box, "Resolve Alert").click();
    await waitFor(() => box.textContent.includes("A tag is required"), { message: "tag required" });
    checkbox(box, "Other").click();
    await waitFor(() => box.textContent.includes("A note is required if 'Other' is selected"), { message: "note" });
    expect(box.textContent).not.to.include("A tag is required");

    // Another operator resolves it meanwhile: the item goes; submitting fails and the dialog stays open.
    await api("admin", `/api/alerts/${alertId}/resolve`, { alertId, tags: ["theft"], note: "" });
    await waitFor(() => !item(list, alertId), { timeout: 8000, message: "removed by 'resolve initiated'" });
    const note = box.querySelector("textarea");
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value").set.call(note, "seen");
    note.dispatchEvent(new Event("input", { bubbles: true }));
    await waitFor(() => box.querySelector(".counter").textContent === "4/1000", { message: "counter" });
    button(box, "Resolve Alert").click();
    const failure = await waitFor(() => box.querySelector(".failure"), { timeout: 8000, message: "failure" });
    expect(failure.textContent).to.equal("Failed to resolve alert: This alert is already resolved");
    expect(dialog(list)).to.equal(box);
    button(box, "Cancel").click();
    await waitFor(() => !dialog(list), { message: "closed" });
  });
});
