import type { FastifyInstance } from "fastify";
import type { Server } from "socket.io";
import * as z from "zod";
import { createRandom } from "../seed/prng";
import { NAMESPACES } from "../realtime/sockets";
import { errorBody } from "./envelope";

/**
 * Fault mode for resilience tests (`FAULTS=latency:500,errors:0.1,drops:30`): off unless set.
 * - `latency:<ms>`: every API call (`/api/…`) answers that much later;
 * - `errors:<share>`: that share of API calls (0–1) answers 500 'Injected fault' instead;
 * - `drops:<s>`: every that many seconds every socket transport is cut, as a network failure
 *   would (socket.io reconnects and recovers the session).
 * The test hooks (`/api/test/…`) and the session token (`GET /api/auth/token`, whose failure
 * signs the portal out by design) are exempt. The error draws are seeded, so a run repeats.
 */
export interface Faults {
  latencyMs: number;
  errorRate: number;
  dropEverySeconds: number;
}

export const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, dropEverySeconds: 0 };
export const FAULT_SEED = 7;
export const INJECTED_FAULT_MESSAGE = "Injected fault (FAULTS)";

const PartSchema = z.discriminatedUnion("name", [
  z.object({ name: z.literal("latency"), value: z.coerce.number().int().min(0).max(60_000) }),
  z.object({ name: z.literal("errors"), value: z.coerce.number().min(0).max(1) }),
  z.object({ name: z.literal("drops"), value: z.coerce.number().positive().max(86_400) }),
]);

/** Parses `FAULTS`; empty or undefined is no fault. Throws a readable error on a bad value. */
export function parseFaults(text: string | undefined): Faults {
  const faults = { ...NO_FAULTS };
  if (!text?.trim()) return faults;
  for (const part of text.split(",")) {
    const [name, value, extra] = part.trim().split(":");
    const parsed = PartSchema.safeParse({ name, value });
    if (!parsed.success || extra !== undefined || value === "")
      throw new Error(
        `FAULTS: cannot read "${part.trim()}"; expected latency:<ms 0–60000>, errors:<share 0–1>, drops:<seconds>`,
      );
    if (parsed.data.name === "latency") faults.latencyMs = parsed.data.value;
    else if (parsed.data.name === "errors") faults.errorRate = parsed.data.value;
    else faults.dropEverySeconds = parsed.data.value;
  }
  return faults;
}

export const isFaulty = (f: Faults) => f.latencyMs > 0 || f.errorRate > 0 || f.dropEverySeconds > 0;

const EXEMPT = /^\/api\/(test\/|auth\/token(\?|$))/;

/** Cuts every socket transport of every namespace (recoverable, like a network failure); answers how many. */
export function dropTransports(io: Server): number {
  const connections = new Set<{ close(): void }>();
  for (const name of ["/", ...NAMESPACES])
    for (const socket of io.of(name).sockets.values()) connections.add(socket.conn);
  for (const connection of connections) connection.close();
  return connections.size;
}

/** Installs the faults: API hooks now, socket drops on a timer stopped when the app closes. */
export function registerFaults(app: FastifyInstance, io: Server, faults: Faults): void {
  if (!isFaulty(faults)) return;
  const random = createRandom(FAULT_SEED);
  if (faults.latencyMs > 0 || faults.errorRate > 0) {
    app.addHook("onRequest", async (request, reply) => {
      if (!request.url.startsWith("/api/") || EXEMPT.test(request.url)) return;
      if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
      if (faults.errorRate > 0 && random.next() < faults.errorRate) {
        return reply.status(500).send(errorBody(500, INJECTED_FAULT_MESSAGE));
      }
    });
  }
  if (faults.dropEverySeconds > 0) {
    const timer = setInterval(() => dropTransports(io), faults.dropEverySeconds * 1000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
