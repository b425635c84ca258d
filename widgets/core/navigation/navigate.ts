import { $config } from "../config/config-store";

/**
 * Asks the host to go to `path`: through the configured `navigate` hook, else `location.assign`.
 * Widgets never touch `location` themselves.
 */
export function navigate(path: string): void {
  const hook = $config.get().navigate;
  if (hook) hook(path);
  else globalThis.location.assign(path);
}
