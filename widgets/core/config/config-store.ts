import { atom } from "nanostores";
import * as z from "zod/mini";
import { markLibraryLoaded } from "../library-marker";
import { readErrorHookFrom } from "../report/report";
import { ConfigSchema, type Config, type ConfigInput } from "./config-schema";

// Every entry (package, define, each element) loads this module once per copy of the library.
markLibraryLoaded();

/** The one validated configuration every widget reads. */
export const $config = atom<Config>(ConfigSchema.parse({}));
readErrorHookFrom(() => $config.get().onError);

export class ConfigError extends Error {
  readonly code = "config";
}

/**
 * Merges `values` into the configuration. Invalid values throw a `ConfigError` listing the problems;
 * the configuration in force is then unchanged.
 */
export function configure(values: Partial<ConfigInput>): Config {
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const result = ConfigSchema.safeParse({ ...$config.get(), ...defined });
  if (!result.success) throw new ConfigError(z.prettifyError(result.error));
  $config.set(result.data);
  return result.data;
}
