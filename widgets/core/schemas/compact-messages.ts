import type * as zc from "zod/v4/core";

const kind = (input: unknown) => (input === null ? "null" : Array.isArray(input) ? "array" : typeof input);

/**
 * zod's English messages in brief, for the partner tag's bundle (`vms-camera.js` resolves
 * `zod/v4/locales/en.js` to this module; issue 8: its size). The texts users see come from the
 * catalogues; these only explain a refused attribute or configuration to the developer (console,
 * `ConfigError`), with the same facts as zod's: what was expected and what came.
 */
export default function compactMessages(): { localeError: zc.$ZodErrorMap } {
  return {
    localeError: (issue) => {
      switch (issue.code) {
        case "invalid_type":
          return `Invalid input: expected ${issue.expected}, received ${kind(issue.input)}`;
        case "invalid_value":
          return `Invalid option: expected one of ${issue.values.map((value) => JSON.stringify(value)).join("|")}`;
        case "too_big":
          return `Too big: expected ${issue.origin} ${issue.inclusive ? "<=" : "<"} ${String(issue.maximum)}`;
        case "too_small":
          return `Too small: expected ${issue.origin} ${issue.inclusive ? ">=" : ">"} ${String(issue.minimum)}`;
        case "invalid_format":
          return `Invalid ${issue.format}`;
        case "unrecognized_keys":
          return `Unrecognized keys: ${issue.keys.join(", ")}`;
        default:
          return "Invalid input";
      }
    },
  };
}
