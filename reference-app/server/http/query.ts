import type { FastifyRequest } from "fastify";

/**
 * The raw query string as a plain object: `k[]` / `a[b][]` keys become arrays under `k` / `a[b]`;
 * other keys keep their last value. The result is then parsed by a zod schema.
 */
export function readQuery(request: FastifyRequest): Record<string, string | string[]> {
  const index = request.url.indexOf("?");
  const out: Record<string, string | string[]> = {};
  if (index < 0) return out;
  for (const [key, value] of new URLSearchParams(request.url.slice(index + 1))) {
    if (key.endsWith("[]")) {
      const name = key.slice(0, -2);
      const list = out[name];
      if (Array.isArray(list)) list.push(value);
      else out[name] = [value];
    } else {
      out[key] = value;
    }
  }
  return out;
}
