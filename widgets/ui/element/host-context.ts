import { createContext, useContext } from "react";

/** The custom element hosting a widget, or null when the widget is used as a React component. */
export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}
