import type * as zc from "zod/v4/core";

/** A library file fetched at runtime that has not answered after this long fails. */
const ASSET_TIMEOUT_MS = 20_000;

/**
 * Fetches a static file the build emitted beside the library (`?asset-url`, e.g. the map's
 * outlines) and parses it with `schema`: not an API call (no base URL, no token), same origin or
 * CDN. Throws on a failed answer, a timeout or a file that does not match.
 */
export async function fetchAsset<S extends zc.$ZodType>(url: string, schema: S): Promise<zc.output<S>> {
  const result = await (schema as unknown as StandardSchema)["~standard"].validate(await fetchAssetJson(url));
  if (result.issues) throw new Error(`${url} is not what it should be: ${result.issues[0]?.message ?? "invalid"}`);
  return result.value as zc.output<S>;
}

/**
 * `fetchAsset` without a schema (no zod where it runs, e.g. a worker): the file's JSON, checked by
 * `problem` (what is wrong with it, or null).
 */
export async function fetchAssetJson(
  url: string,
  problem: (value: unknown) => string | null = () => null,
): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(ASSET_TIMEOUT_MS), credentials: "omit" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const value: unknown = await response.json();
  const wrong = problem(value);
  if (wrong) throw new Error(`${url} is not what it should be: ${wrong}`);
  return value;
}

interface StandardSchema {
  "~standard": {
    validate(value: unknown): Promise<Result> | Result;
  };
}
type Result = { value: unknown; issues?: undefined } | { issues: readonly { message: string }[] };
