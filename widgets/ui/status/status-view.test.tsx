// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../core/api/api-error";
import type { ViewStatus } from "../../core/api/view-status";
import { configure } from "../../core/config/config-store";
import { defaultConfig } from "../../core/testing/fake-api";
import { WidgetContext } from "../element/widget-context";
import { StatusView } from "./status-view";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  defaultConfig();
});

function show(status: ViewStatus, notFoundText?: string) {
  const emitted: { name: string; detail: unknown }[] = [];
  const onRetry = vi.fn();
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  const context = {
    tag: "vms-probe",
    emit: (name: string, detail: unknown) => (emitted.push({ name, detail }), true),
    navigate: () => true,
  };
  act(() =>
    root?.render(
      <WidgetContext.Provider value={context}>
        <StatusView status={status} errorText="Failed to load" notFoundText={notFoundText} onRetry={onRetry} />
      </WidgetContext.Provider>,
    ),
  );
  return {
    text: container.textContent,
    retry: container.querySelector("[part=retry-button]"),
    link: container.querySelector("[part=sign-in-link]"),
    emitted,
  };
}

const failed = (error: ApiError): ViewStatus => ({ kind: "error", error, hasData: false });

describe("StatusView", () => {
  it("says a thing that does not exist (404) is not found, with no Retry; Retry stays for what may pass", () => {
    const gone = show(failed(new ApiError("http", "Not found", 404)), "Unit not found");
    expect([gone.text, gone.retry]).toEqual(["Unit not found", null]);
    act(() => root?.unmount());
    const down = show(failed(new ApiError("http", "HTTP 503", 503)), "Unit not found");
    expect(down.text).toBe("Failed to loadRetry");
    expect(down.retry).not.toBeNull();
  });

  it("never shows a cross-origin cookie refusal as a failed load or a missing right", () => {
    const refused = show(
      failed(new ApiError("forbidden", "Bearer needed", 403, "/x", { reason: "cross_origin_cookie" })),
    );
    expect(refused.text).toMatch(/not set up to use your sign-in/);
    expect(refused.retry).toBeNull();
  });

  it("tells no token, a refused token and an expired token apart, in the text and vms-auth-required", () => {
    const missing = show({ kind: "auth", problem: "missing" });
    expect(missing.text).toBe("You are not signed in.Sign in");
    expect(missing.link).not.toBeNull();
    expect(missing.emitted).toEqual([
      {
        name: "vms-auth-required",
        detail: { signInUrl: expect.stringMatching(/\/auth\/redirect/), reason: "missing" },
      },
    ]);
    act(() => root?.unmount());
    configure({ token: "partner" });
    const expired = show({ kind: "auth", problem: "expired" });
    expect([expired.text, expired.link]).toEqual(["Your access has expired. Reload the page to continue.", null]);
    expect(expired.emitted).toEqual([{ name: "vms-auth-required", detail: { signInUrl: null, reason: "expired" } }]);
    act(() => root?.unmount());
    const invalid = show({ kind: "auth", problem: "invalid" });
    expect(invalid.text).toBe("Your access was not accepted.");
  });

  it("shows no sign-in link on a token-only page unless signInUrl is configured", () => {
    configure({ getToken: () => "t" });
    expect(show({ kind: "auth" }).link).toBeNull();
    act(() => root?.unmount());
    configure({ signInUrl: "https://partner.example/login" });
    const linked = show({ kind: "auth" });
    expect(linked.link?.getAttribute("href")).toMatch(/^https:\/\/partner\.example\/login\?redirect_to=/);
  });
});
