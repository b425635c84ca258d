import { useStore } from "@nanostores/react";
import { useCallback } from "react";
import { $language, t, type TOptions } from "../core/i18n/i18n";

/** Translation function bound to `namespace`; re-renders when the language changes. */
export function useT(namespace: string): (key: string, options?: TOptions) => string {
  const language = useStore($language);
  return useCallback(
    (key: string, options?: TOptions) => t(key, { ns: namespace, lng: language, ...options }),
    [namespace, language],
  );
}
