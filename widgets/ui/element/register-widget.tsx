import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { defineTag, specElement, type SpecElementClass } from "../../core/element/spec-element";
import type { AnySpec } from "../../core/element/spec";
import type { Widget } from "./define-widget";
import { HostContext, type ElementHost } from "./host-context";

/**
 * The custom element of a widget: an open shadow root with a React root rendering the widget's
 * component with the element's props. Events come from the component (dispatched on the element);
 * styles are adopted into the shadow root; light-DOM children stay (slots); moving the element
 * within one task keeps its React state.
 */
export function widgetElement<S extends AnySpec>(widget: Widget<S>): SpecElementClass<S> {
  const Base = specElement(widget.spec);
  class WidgetElement extends Base {
    readonly #host: ElementHost = { host: this, shadow: this.attachShadow({ mode: "open" }) };
    #root: Root | null = null;

    override connectedCallback(): void {
      this.#root ??= createRoot(this.#host.shadow);
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      // A move (disconnect then connect in the same task) keeps the React tree.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = null;
      });
    }

    protected override propsChanged(): void {
      this.#root?.render(
        createElement(
          HostContext.Provider,
          { value: this.#host },
          createElement(widget as (props: Record<string, unknown>) => ReturnType<typeof widget>, this.widgetProps),
        ),
      );
    }
  }
  return WidgetElement as unknown as SpecElementClass<S>;
}

/** Makes the element of `widget` and registers its tag (guarded: a tag already defined is kept). */
export function registerWidget<S extends AnySpec>(widget: Widget<S>): SpecElementClass<S> {
  return defineTag(widgetElement(widget));
}
