/** A query value: scalars, arrays (bracket style `k[]=`) and nested objects (`k[sub][]=`). */
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

function append(params: URLSearchParams, key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) append(params, `${key}[]`, item);
  } else if (typeof value === "object") {
    for (const [sub, item] of Object.entries(value)) append(params, `${key}[${sub}]`, item);
  } else {
    params.append(key, String(value));
  }
}

/** Serialises a query with bracket-style arrays: `{ ids: [1, 2] }` → `ids[]=1&ids[]=2`. */
export function toQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) append(params, key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
