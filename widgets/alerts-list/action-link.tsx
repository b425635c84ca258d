import type { MouseEvent } from "react";
import { navigationDetail } from "../core/navigation/navigation";

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface Props {
  path: string;
  label: string;
  onNavigate(path: string): void;
}

/**
 * One of an alert's footer links (Go Live, Go To Alert, History): a real link (new tab, copy), and a
 * plain click navigates in the page through `onNavigate`.
 */
export function ActionLink({ path, label, onNavigate }: Props) {
  return (
    <a
      className="action"
      part="action-button"
      href={navigationDetail(path).href}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onNavigate(path);
      }}
    >
      {label}
    </a>
  );
}
