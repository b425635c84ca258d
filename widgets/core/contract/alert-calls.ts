import * as z from "zod/mini";
import {
  AlertResponseSchema,
  AlertsResponseSchema,
  UnitAlertsQuerySchema,
  UnitAlertsResponseSchema,
  ResolvePayloadSchema,
  ResolveResponseSchema,
  TestAlertRequestSchema,
  TestAlertResponseSchema,
  TestSocketDropResponseSchema,
} from "../schemas/alerts";
import { byId, call, PathIdSchema } from "./contract-call";

/**
 * The alert calls of document 3 (the list, one alert, resolve, a unit's alerts, the test hooks).
 * Apart from the rest of document 3 (`stream-calls.ts`, which lists them too, in its order): the
 * portal's alert badge loads the alerts store on every page, the map's included, and importing
 * `stream-calls.ts` there built every stream, camera, mosaic and voice schema with it (Lighthouse
 * mobile, the map page: a ~37 ms task, ~150 ms at 4× CPU slowdown, after the first paint).
 */
export const ALERT_CALLS = [
  call({
    id: "alerts",
    method: "GET",
    path: "/api/alerts",
    response: AlertsResponseSchema,
    doc: 3,
    summary: "Unresolved alerts, newest first",
  }),
  call({
    id: "alert",
    method: "GET",
    path: "/api/alerts/:alertId",
    params: z.object({ alertId: PathIdSchema }),
    response: AlertResponseSchema,
    doc: 3,
    summary: "One alert with its media",
  }),
  call({
    id: "resolveAlert",
    method: "POST",
    path: "/api/alerts/:alertId/resolve",
    params: z.object({ alertId: PathIdSchema }),
    body: ResolvePayloadSchema,
    response: ResolveResponseSchema,
    doc: 3,
    summary: "Resolve an alert with tags and a note",
  }),
  call({
    id: "unitAlerts",
    method: "GET",
    path: "/api/live_units/:liveUnitId/alerts",
    params: z.object({ liveUnitId: PathIdSchema }),
    query: UnitAlertsQuerySchema,
    response: UnitAlertsResponseSchema,
    doc: 3,
    summary:
      "A live unit's alerts between two times (ms), resolved or not, earliest first: the history timeline's markers",
    chosen: true,
  }),
  call({
    id: "testRaiseAlert",
    method: "POST",
    path: "/api/test/alerts",
    body: TestAlertRequestSchema,
    response: TestAlertResponseSchema,
    doc: 3,
    summary: "Test hook (reference server with VMS_TEST_HOOKS=1 only): raise one alert now",
    chosen: true,
  }),
  call({
    id: "testDropSockets",
    method: "POST",
    path: "/api/test/sockets/drop",
    response: TestSocketDropResponseSchema,
    doc: 3,
    summary: "Test hook (reference server with VMS_TEST_HOOKS=1 only): cut every socket transport (recoverable)",
    chosen: true,
  }),
] as const;

/** The alert calls by id, for `callApi`: `alertCalls.alerts`. */
export const alertCalls = byId(ALERT_CALLS);
