import { createContext, useContext } from "react";

/** The custom element hosting a widget and its shadow root; null when used as a React component. */
export interface ElementHost {
  host: HTMLElement;
  shadow: ShadowRoot;
}

export const HostContext = createContext<ElementHost | null>(null);

export function useElementHost(): ElementHost | null {
  return useContext(HostContext);
}
