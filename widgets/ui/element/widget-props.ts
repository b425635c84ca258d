import type { CSSProperties } from "react";
import type { AnySpec, CallbackProps, PropInputs } from "../../core/element/spec";

/** The props of a widget's React component: its props, one callback per event, `className`, `style`. */
export type WidgetProps<S extends AnySpec> = PropInputs<S> &
  CallbackProps<S> & {
    /** Class of the component's host element (the element itself takes `class` as usual). */
    className?: string;
    /** Style of the component's host element. */
    style?: CSSProperties;
  };
