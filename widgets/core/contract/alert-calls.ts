import * as z from "zod";
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
 * Document 3's alert calls, part of `STREAM_CALLS` (same order, same ids). Their own module so the
 * portal navigation's alert badge (`alerts-store.ts`, loaded on every page) does not bring in, and
 * build at load, every stream, camera, mosaic and voice schema of `stream-calls.ts`: that chunk's
 * evaluation was one of the long tasks of `/` (Lighthouse mobile).
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

/** The alert calls by id, for `callApi`: `alertCalls.<id>` (the same objects as `stream.<id>`). */
export const alertCalls = byId(ALERT_CALLS);
