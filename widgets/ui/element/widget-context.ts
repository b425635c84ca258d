import { createContext, useContext } from "react";

/**
 * What shared pieces rendered inside a widget (the status view, links) need from it: its tag,
 * its `emit` (untyped here; the spec must declare the event, the spec test checks it) and a
 * navigation request. Provided by `defineWidget`.
 */
export interface WidgetContextValue {
  tag: string;
  emit(name: string, detail: unknown): boolean;
  /** A `vms-navigate` request for a portal path or an absolute URL (see core/navigation). */
  navigate(target: string): boolean;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidgetContext(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error("[vms-widgets] this piece renders only inside a widget made with defineWidget");
  return value;
}
