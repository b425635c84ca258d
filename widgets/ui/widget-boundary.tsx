import { Component, type ReactNode } from "react";
import { t } from "../core/i18n/i18n";
import { report } from "../core/report/report";

interface Props {
  children: ReactNode;
  /** Name for the error report (the widget's tag). */
  name: string;
}

/** Catches a render failure so a widget never crashes its host page; shows the generic error text. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    report({
      level: "error",
      code: "ui.render",
      message: `${this.props.name} failed to render`,
      error,
      widget: this.props.name,
    });
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p role="alert" part="error" className="vms-generic-error">
          {t("core:genericError")}
        </p>
      );
    }
    return this.props.children;
  }
}
