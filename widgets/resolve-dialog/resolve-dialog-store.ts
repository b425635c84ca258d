import { atom } from "nanostores";
import { callApi } from "../core/api/call-api";
import { remoteStore } from "../core/api/remote-store";
import { stream } from "../core/contract/stream-calls";
import type { ResolvePayload } from "../core/schemas/alerts";

/** The alert the dialog loads when the host gives only its id (null: nothing to load). */
export const $resolveAlertId = atom<number | null>(null);

/** GET /api/alerts/{alertId} for a dialog opened by id. */
export const $resolveAlert = remoteStore({
  input: $resolveAlertId,
  name: "the alert to resolve",
  load: async (alertId, signal) => (await callApi(stream.alert, { params: { alertId }, signal })).data,
});

/** POST /api/alerts/{alertId}/resolve. */
export async function sendResolve(payload: ResolvePayload): Promise<void> {
  await callApi(stream.resolveAlert, { params: { alertId: payload.alertId }, body: payload });
}
