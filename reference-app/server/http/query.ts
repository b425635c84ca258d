import type { FastifyRequest } from "fastify";

/** A parsed query value: text, a list of texts, or a nested object (`filter[client_id][]`). */
export type QueryTree = { [key: string]: string | string[] | QueryTree };

/** Most nesting a key may carry (`a[b][c]`); deeper keys are ignored (no call has them). */
const MAX_DEPTH = 3;
const KEY = /^([^[\]]+)((?:\[[^[\]]+\])*)(\[\])?$/;

/**
 * The raw query string as a plain object, the inverse of the widgets' `toQueryString`: `k[]` keys
 * become arrays, `a[b]` keys nested objects (`filter[client_id][]=1` → `{ filter: { client_id: ["1"] } }`);
 * other keys keep their last value. Keys that do not fit that shape are kept as they are, so the
 * call's zod schema refuses them or ignores them. Objects have no prototype (no `__proto__` games).
 */
export function readQuery(request: FastifyRequest): QueryTree {
  const index = request.url.indexOf("?");
  const out: QueryTree = Object.create(null) as QueryTree;
  if (index < 0) return out;
  for (const [key, value] of new URLSearchParams(request.url.slice(index + 1))) {
    const match = KEY.exec(key);
    const path = match
      ? [match[1] ?? "", ...[...(match[2] ?? "").matchAll(/\[([^[\]]+)\]/g)].map((m) => m[1] ?? "")]
      : [key];
    if (path.length > MAX_DEPTH) continue;
    const isList = Boolean(match?.[3]);
    let node = out;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (next === undefined || typeof next === "string" || Array.isArray(next)) {
        const child = Object.create(null) as QueryTree;
        node[part] = child;
        node = child;
      } else node = next;
    }
    const leaf = path[path.length - 1] ?? key;
    const current = node[leaf];
    if (isList) {
      if (Array.isArray(current)) current.push(value);
      else node[leaf] = [value];
    } else node[leaf] = value;
  }
  return out;
}
