/**
 * Writes docs/api/openapi.json (OpenAPI 3.1) and docs/api/README.md from the contract table and
 * the socket events in widgets/core/schemas.
 *
 *   node --import tsx scripts/generate-openapi.ts          write the files
 *   node --import tsx scripts/generate-openapi.ts --check  exit 1 when they are out of date
 *
 * `renderApiDocs()` is pure (no file written) so a unit test compares it with the committed files.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as prettier from "prettier";
import * as z from "zod";
import { CONTRACT, pathParamNames, toOpenApiPath, type ContractCall } from "../widgets/core/contract";
import { ErrorBodySchema } from "../widgets/core/schemas/envelope";
import { REALTIME_EVENTS } from "../widgets/core/schemas/realtime";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const OPENAPI_FILE = "docs/api/openapi.json";
export const README_FILE = "docs/api/README.md";

type JsonSchema = Record<string, unknown>;

/** JSON Schema of what is sent on the wire (`input`) or what the parser yields (`output`). */
function jsonSchema(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
    // `format` says it; zod's long regex for the same thing would repeat hundreds of times.
    override: (ctx) => {
      const format = ctx.jsonSchema.format;
      if (format === "date-time" || format === "base64") delete ctx.jsonSchema.pattern;
      // zod's integers carry the safe-integer bounds; they say nothing to a reader.
      if (ctx.jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete ctx.jsonSchema.maximum;
      if (ctx.jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete ctx.jsonSchema.minimum;
    },
  });
  return rest;
}

function objectShape(schema: z.core.$ZodObject): Record<string, z.core.$ZodType> {
  return schema._zod.def.shape;
}

function isOptional(schema: z.core.$ZodType): boolean {
  return z.safeParse(schema, undefined).success;
}

function parameters(c: ContractCall): JsonSchema[] {
  const result: JsonSchema[] = [];
  const pathShape = c.params ? objectShape(c.params) : {};
  for (const name of pathParamNames(c.path)) {
    const field = pathShape[name];
    result.push({ name, in: "path", required: true, schema: field ? jsonSchema(field, "output") : { type: "string" } });
  }
  if (c.query) {
    for (const [name, field] of Object.entries(objectShape(c.query))) {
      const schema = jsonSchema(field, "output");
      const required = !isOptional(field);
      if (schema.type === "array") {
        result.push({ name: `${name}[]`, in: "query", required, style: "form", explode: true, schema });
      } else if (schema.type === "object") {
        result.push({ name, in: "query", required, style: "deepObject", explode: true, schema });
      } else {
        result.push({ name, in: "query", required, schema });
      }
    }
  }
  return result;
}

function operation(c: ContractCall): JsonSchema {
  const op: JsonSchema = {
    operationId: c.id,
    summary: c.summary,
    tags: [`document ${c.doc}`],
  };
  if (c.chosen) op["x-path-chosen"] = true;
  const params = parameters(c);
  if (params.length) op.parameters = params;
  if (c.body) {
    op.requestBody = { required: true, content: { "application/json": { schema: jsonSchema(c.body, "input") } } };
  }
  const error = (name: string) => ({ $ref: `#/components/responses/${name}` });
  op.responses = {
    "200": { description: "OK", content: { "application/json": { schema: jsonSchema(c.response, "input") } } },
    "401": error("Unauthorized"),
    "403": error("Forbidden"),
    "404": error("NotFound"),
    default: error("Error"),
  };
  return op;
}

function errorResponse(description: string): JsonSchema {
  return { description, content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } } };
}

/** The OpenAPI 3.1 document of the contract. */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const c of CONTRACT as readonly ContractCall[]) {
    const key = toOpenApiPath(c.path);
    paths[key] ??= {};
    paths[key][c.method.toLowerCase()] = operation(c);
  }
  const events: Record<string, JsonSchema> = {};
  for (const [name, event] of Object.entries(REALTIME_EVENTS)) {
    events[name] = {
      namespace: event.namespace,
      direction: event.direction,
      payload: jsonSchema(event.schema, "input"),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "vms-widgets API contract",
      version: "1",
      description:
        "Every HTTP call of the three specification documents, generated from widgets/core/schemas/contract.ts. " +
        "Responses use the envelope { status: 200, statusMessage, data }. Paths marked x-path-chosen are not given by the specification. " +
        "Socket.io events are listed under x-socket-events.",
    },
    servers: [{ url: "/" }],
    tags: [1, 2, 3].map((doc) => ({ name: `document ${doc}` })),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(ErrorBodySchema, "input") },
      responses: {
        Unauthorized: errorResponse("Not signed in"),
        Forbidden: errorResponse("No right to this resource"),
        NotFound: errorResponse("Not found, or not visible to this user"),
        Error: errorResponse("Error"),
      },
    },
    "x-socket-events": events,
  };
}

const DOC_TITLES: Record<number, string> = {
  1: "Document 1: shell, map and search",
  2: "Document 2: history and requested videos",
  3: "Document 3: streams, alerts and mosaics",
};

const cell = (text: string) => text.replaceAll("|", "\\|");

/** The Markdown overview of calls and socket events. */
export function buildApiReadme(): string {
  const calls = CONTRACT as readonly ContractCall[];
  const lines = [
    "# API contract",
    "",
    "Generated by `node --import tsx scripts/generate-openapi.ts` from `widgets/core/schemas/contract.ts`",
    "and `widgets/core/schemas/realtime.ts`; do not edit by hand. The full schemas are in",
    "[openapi.json](./openapi.json) (OpenAPI 3.1).",
    "",
    "Every answer is `{ status: 200, statusMessage, data }`; an error is `{ status, statusMessage, data: null, error }`",
    "with 401 (not signed in), 403 (no right) or 404. Paths are written with `:name` parameters; `::` is a literal",
    "colon. Calls marked *chosen* have a path or method the specification does not show.",
    "",
    `${calls.length} calls, ${Object.keys(REALTIME_EVENTS).length} socket events. A call that several documents name`,
    "(user info, feature flags, live unit info, default streaming camera, favourites) is listed once, under document 1.",
  ];
  for (const doc of [1, 2, 3] as const) {
    lines.push("", `## ${DOC_TITLES[doc]}`, "", "| id | method | path | body | summary |", "|---|---|---|---|---|");
    for (const c of calls.filter((x) => x.doc === doc)) {
      const path = `\`${c.path.replaceAll("::", ":")}\`${c.chosen ? " *chosen*" : ""}`;
      lines.push(`| ${c.id} | ${c.method} | ${cell(path)} | ${c.body ? "JSON" : ""} | ${cell(c.summary)} |`);
    }
  }
  lines.push(
    "",
    "## Socket events",
    "",
    "socket.io on `{realtimeEventsUrl}/security_alerts` and `{realtimeEventsUrl}/view`, with `auth: { token }`.",
    "Presence rooms: `live-unit` keyed `{liveUnitId}`, `alert` keyed `{liveUnitId}.{alertId}`.",
    "",
    "| event | namespace | direction | payload fields |",
    "|---|---|---|---|",
  );
  for (const [name, event] of Object.entries(REALTIME_EVENTS)) {
    const schema = jsonSchema(event.schema, "input");
    const fields = fieldNames(schema).join(", ");
    lines.push(`| \`${name}\` | \`${event.namespace}\` | ${event.direction} | ${cell(fields)} |`);
  }
  lines.push(
    "",
    "Not in the table: the media availability check is a plain GET on an alert media URL (200 means ready).",
    "",
    "Who receives which event, presence rules, connection state recovery, test hooks and fault mode:",
    "[alerts-realtime.md](./alerts-realtime.md).",
    "",
    "## Beyond the spec: server-only calls",
    "",
    "Calls of the reference server that no widget makes, chosen here (not in the contract table).",
    "",
    "| method | path | who | summary |",
    "|---|---|---|---|",
    "| GET | `/api/audit?since=&action=&limit=&before=` | `lvt_system_administrator` users (others 403) | The audit trail, newest first |",
    "",
    "`GET /api/audit` answers `data: { events, next }`. Each event is `{ id, at, action, userId, actor, target, ip, details }`:",
    "`at` an ISO 8601 time, `userId` the acting user (null for an anonymous caller, e.g. a sign-in with an unknown",
    "username), `actor` the username (trimmed and lower-cased, for sign-ins), `target` what was acted on (`camera:12`, `alert:881`,",
    "`user:operator`, `share:…`), `ip` the caller's address, `details` a small object (never a secret). Query:",
    "`since` (milliseconds since the epoch or an ISO 8601 time; oldest event included), `action` (one action, or a",
    "family such as `sign_in.*`), `limit` (1–500, default 100), `before` (the previous page's `next`: older events;",
    "`next` is null on the last page). Actions: `camera.command` (`details.command`: goToPreset, panTilt, zoom,",
    "clickToCenter, relay, speakerSound, speakerMic, suspendPatrol, presetCreate, presetUpdate, talkdownStart,",
    "talkdownEnd), `alert.resolve`, `sign_in.failure`, `sign_in.throttled` (`details.reason`: device, user, ip-user",
    "or ip; `retryAfterSeconds`), and the share and quota records.",
    "",
  );
  return lines.join("\n");
}

function fieldNames(schema: JsonSchema): string[] {
  const names = new Set<string>();
  const visit = (s: unknown) => {
    if (!s || typeof s !== "object") return;
    const node = s as JsonSchema;
    if (node.properties && typeof node.properties === "object")
      Object.keys(node.properties).forEach((k) => names.add(k));
    for (const key of ["allOf", "anyOf", "oneOf"])
      if (Array.isArray(node[key])) (node[key] as unknown[]).forEach(visit);
  };
  visit(schema);
  return [...names];
}

async function format(text: string, file: string, parser: "json" | "markdown"): Promise<string> {
  const options = (await prettier.resolveConfig(resolve(ROOT, file))) ?? {};
  return prettier.format(text, { ...options, parser });
}

/** The generated files, formatted with the project's prettier settings: path → content. */
export async function renderApiDocs(): Promise<Record<string, string>> {
  return {
    [OPENAPI_FILE]: await format(`${JSON.stringify(buildOpenApi(), null, 2)}\n`, OPENAPI_FILE, "json"),
    [README_FILE]: await format(buildApiReadme(), README_FILE, "markdown"),
  };
}

/**
 * Files whose committed content differs from what the contract generates. The OpenAPI document is
 * compared by value (its layout is prettier's, checked by `prettier --check` with the rest of the
 * tree): formatting 260 kB of JSON takes seconds, which made the unit test time out under load.
 */
export async function staleApiDocs(): Promise<string[]> {
  const committed = (file: string): string | null => {
    try {
      return readFileSync(resolve(ROOT, file), "utf8");
    } catch {
      return null;
    }
  };
  const stale: string[] = [];
  const openApi = committed(OPENAPI_FILE);
  let sameValue = false;
  try {
    sameValue = openApi !== null && JSON.stringify(JSON.parse(openApi)) === JSON.stringify(buildOpenApi());
  } catch {
    sameValue = false;
  }
  if (!sameValue) stale.push(OPENAPI_FILE);
  if (committed(README_FILE) !== (await format(buildApiReadme(), README_FILE, "markdown"))) stale.push(README_FILE);
  return stale;
}

async function main(): Promise<void> {
  if (process.argv.includes("--check")) {
    const stale = await staleApiDocs();
    if (stale.length) {
      console.error(`Out of date: ${stale.join(", ")}. Run: node --import tsx scripts/generate-openapi.ts`);
      process.exit(1);
    }
    console.log("docs/api is up to date");
    return;
  }
  for (const [file, content] of Object.entries(await renderApiDocs())) {
    mkdirSync(dirname(resolve(ROOT, file)), { recursive: true });
    writeFileSync(resolve(ROOT, file), content);
    console.log(`wrote ${file}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
