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

/** Raises an alert (test hook, no media) and answers it as the API gives it. */
async function raise(user, extra = {}) {
  const { body } = await api(user, "/api/test/alerts", {
    alertType: "intrusion",
    alertSubject: "person",
    media: false,
    ...extra,
  });
  return (await api(user, `/api/alerts/${body.data.alertId}`)).body.data;
}

const $ = (el, selector) => el.shadowRoot?.querySelector(selector) ?? null;
const $$ = (el, selector) => [...(el.shadowRoot?.querySelectorAll(selector) ?? [])];
const text = (node) => node?.textContent?.trim() ?? "";
const button = (el, name) => $$(el, "button").find((b) => text(b) === name);

describe("<vms-alert-view>", () => {
  let library;
  let container;
  let view;
  let navigations;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
  });
  afterEach(async () => {
    container?.remove();
    await waitFor(() => library.$viewStatus.get() === "idle", { timeout: 6000, message: "socket closed" });
  });

  const show = async (user, attributes) => {
    const { apiBaseUrl, tokens } = serverEnv();
    library.configure({
      apiBaseUrl,
      realtimeEventsUrl: apiBaseUrl,
      token: user ? tokens[user] : "",
      navigate: undefined,
    });
    container = mount(`<vms-alert-view ${attributes} style="--vms-alert-view-mosaic-height:360px"></vms-alert-view>`);
    view = container.querySelector("vms-alert-view");
    navigations = [];
    view.addEventListener("vms-navigate", (event) => {
      navigations.push(event.detail.path);
      event.preventDefault();
    });
    await waitFor(() => $(view, "[part=header]"), { message: "header" });
  };

  it("alert mode: title, type and date, Resolve and Go Live; back asks for /alerts; axe clean", async () => {
    const alert = await raise("operator");
    const info = (await api("operator", `/api/vms/live_unit_info/${alert.liveUnitId}`)).body.data.data;
    await show(
      "operator",
      `live-unit-id="${alert.liveUnitId}" context-id="${alert.alertId}" alert-id="${alert.alertId}"`,
    );
    await waitFor(() => $(view, "[part=footer]"), { timeout: 8000, message: "alert footer" });
    expect(view.shadowRoot.querySelector("section").dataset.mode).to.equal("alert");
    await waitFor(() => text($(view, "[part=title]")), { timeout: 8000, message: "title" });
    expect(text($(view, "[part=title]"))).to.equal(`${info.locationName}, ${info.liveUnitName}`);
    expect(text($(view, ".alert-type"))).to.equal("Intrusion");
    expect(text($(view, "[part=mosaic]"))).to.equal("This alert has no media yet.");
    expect(button(view, "Resolve").disabled).to.equal(false);
    button(view, "Go Live").click();
    $(view, "[part=back-button]").click();
    expect(navigations).to.deep.equal([`/live-unit/${alert.liveUnitId}/view?contextId=${alert.alertId}`, "/alerts"]);
    expect(await axeViolations(view)).to.deep.equal([]);
  });

  it("an alert resolved elsewhere sends its viewer to /alerts", async () => {
    const alert = await raise("operator");
    await show(
      "operator",
      `live-unit-id="${alert.liveUnitId}" context-id="${alert.alertId}" alert-id="${alert.alertId}"`,
    );
    await waitFor(() => button(view, "Resolve"), { timeout: 8000, message: "Resolve" });
    await waitFor(() => library.$securityAlertsStatus.get() === "connected", { timeout: 6000, message: "socket" });
    await api("operator", `/api/alerts/${alert.alertId}/resolve`, {
      alertId: alert.alertId,
      tags: ["theft"],
      note: "",
    });
    await waitFor(() => navigations.includes("/alerts"), { timeout: 6000, message: "to /alerts" });
  });

  it("live mode: one tile per camera of the unit, the red 'Live: {time}' clock, Go To Alert disabled without media; axe clean", async () => {
    const alert = await raise("operator");
    const mosaic = (await api("operator", `/api/vms/mosaic/live_unit/${alert.liveUnitId}`)).body.data.data;
    await show("operator", `live-unit-id="${alert.liveUnitId}" context-id="${alert.alertId}"`);
    await waitFor(() => $(view, "[part=live-clock]"), { timeout: 8000, message: "live footer" });
    expect(view.shadowRoot.querySelector("section").dataset.mode).to.equal("live");
    expect($$(view, "[part=tile]").map((t) => Number(t.dataset.cameraId))).to.deep.equal(
      mosaic.cameras.map((c) => c.cameraId),
    );
    expect(text($(view, "[part=live-clock]"))).to.match(/^Live: \d{1,2}:\d{2}/);
    expect(getComputedStyle($(view, "[part=live-clock]")).color).to.equal("rgb(211, 47, 47)");
    expect($(view, "[part=mosaic]").getBoundingClientRect().height).to.equal(360);
    // Call Unit is the voice call widget, in a host of its own inside the view.
    const voice = $(view, '[data-vms-widget="vms-voice-call"]');
    expect(voice, "the voice call widget").to.not.equal(null);
    await waitFor(() => button(voice, "Call Unit"), { message: "Call Unit" });
    expect(button(voice, "Call Unit").disabled).to.equal(false);
    await waitFor(() => button(view, "Go To Alert"), { message: "Go To Alert" });
    expect(button(view, "Go To Alert").disabled).to.equal(true);
    expect(await axeViolations(view)).to.deep.equal([]);
  });

  it("a unit that does not exist (or that the user may not see) says 'Unit not found', with no Retry", async () => {
    await show("multi", `live-unit-id="999999"`);
    const status = await waitFor(() => $(view, "[part=status][role=alert]"), { timeout: 8000, message: "error" });
    expect(text(status)).to.equal("Unit not found");
    expect($(view, "[part=retry-button]")).to.equal(null);
    expect(await axeViolations(view)).to.deep.equal([]);
  });

  it("nobody signed in: 'You are not signed in.'", async () => {
    await show(null, `live-unit-id="1"`);
    const status = await waitFor(() => $(view, "[part=sign-in-link]") && $(view, "[part=status]"), {
      timeout: 8000,
      message: "signed out",
    });
    expect(text(status)).to.contain("You are not signed in.");
  });
});
