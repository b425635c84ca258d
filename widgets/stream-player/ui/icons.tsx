import type { ReactNode } from "react";

/** Inline SVG icons (no icon font, no fetch: a strict CSP allows them). Decorative: the button carries the name. */
function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
      {children}
    </svg>
  );
}

const path = (d: string) => <path d={d} />;

export const ICONS = {
  up: path("M12 6l6 7H6z"),
  down: path("M12 18l-6-7h12z"),
  left: path("M6 12l7-6v12z"),
  right: path("M18 12l-7 6V6z"),
  home: path("M12 4l8 7h-2v8h-5v-5h-2v5H6v-8H4z"),
  zoomIn: path(
    "M10 3a7 7 0 015.6 11.2l4.6 4.6-1.4 1.4-4.6-4.6A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10zm-1 2h2v2h2v2h-2v2H9v-2H7V9h2z",
  ),
  zoomOut: path(
    "M10 3a7 7 0 015.6 11.2l4.6 4.6-1.4 1.4-4.6-4.6A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10zM7 9h6v2H7z",
  ),
  fullScreen: path("M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z"),
  exitFullScreen: path("M8 4h2v6H4V8h4zm6 0h2v4h4v2h-6zM4 14h6v6H8v-4H4zm10 0h6v2h-4v4h-2z"),
  center: path("M11 2h2v4h-2zm0 16h2v4h-2zM2 11h4v2H2zm16 0h4v2h-4zm-6-3a4 4 0 110 8 4 4 0 010-8z"),
  speaker: path(
    "M4 9h4l5-4v14l-5-4H4zm12.5 3a4.5 4.5 0 00-2.5-4v8a4.5 4.5 0 002.5-4zM14 3.2v2.1a7 7 0 010 13.4v2.1a9 9 0 000-17.6z",
  ),
  download: path("M11 3h2v9l3.5-3.5 1.4 1.4L12 15.8 6.1 9.9l1.4-1.4L11 12zM4 18h16v2H4z"),
  patrol: path("M12 2l8 3v6c0 5-3.4 9.7-8 11-4.6-1.3-8-6-8-11V5zm-1 6v7h2V8zm-3 0v7h2V8zm6 0v7h2V8z"),
  play: path("M8 5l11 7-11 7z"),
  snapshot: path("M9 4l-2 2H4v13h16V6h-3l-2-2zm3 4a5 5 0 110 10 5 5 0 010-10zm0 2a3 3 0 100 6 3 3 0 000-6z"),
  presets: path("M12 2a7 7 0 017 7c0 5-7 13-7 13S5 14 5 9a7 7 0 017-7zm0 4a3 3 0 100 6 3 3 0 000-6z"),
  lights: path("M9 21h6v-1H9zm3-19a7 7 0 00-4 12.7V18h8v-3.3A7 7 0 0012 2z"),
  settings: path(
    "M19.4 13a7.6 7.6 0 000-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 00-1.7-1L15 3h-4l-.4 2.9a7.4 7.4 0 00-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 000 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 001.7 1L11 21h4l.4-2.9a7.4 7.4 0 001.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 110-7 3.5 3.5 0 010 7z",
  ),
  star: path("M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.5 6.5 20.4l1-6.3L3 9.7l6.2-.9z"),
  starOutline: path(
    "M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.5 6.5 20.4l1-6.3L3 9.7l6.2-.9zm0 4.5l-1.5 3.1-3.4.5 2.5 2.4-.6 3.4 3-1.6 3 1.6-.6-3.4 2.5-2.4-3.4-.5z",
  ),
  eye: path("M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7zm0 3a4 4 0 100 8 4 4 0 000-8z"),
  edit: path("M4 17.2V20h2.8l8.3-8.3-2.8-2.8zM19.7 7.3a1 1 0 000-1.4l-1.6-1.6a1 1 0 00-1.4 0l-1.3 1.3 2.8 2.8z"),
  plus: path("M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z"),
  close: path("M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z"),
  back: path("M15.4 6L9.4 12l6 6-1.4 1.4L6.6 12 14 4.6z"),
  mic: path(
    "M12 3a3 3 0 013 3v6a3 3 0 01-6 0V6a3 3 0 013-3zm-7 9h2a5 5 0 0010 0h2a7 7 0 01-6 6.9V21h-2v-2.1A7 7 0 015 12z",
  ),
  micOff: path(
    "M3.3 2L22 20.7 20.7 22l-5-5A7 7 0 0113 18.9V21h-2v-2.1A7 7 0 015 12h2a5 5 0 007.2 4.5l-1.6-1.6A3 3 0 019 12v-1.6L2 3.3zM12 3a3 3 0 013 3v5.2L9.2 5.4A3 3 0 0112 3z",
  ),
  keyboard: path(
    "M3 6h18v12H3zm2 2v2h2V8zm3 0v2h2V8zm3 0v2h2V8zm3 0v2h2V8zm3 0v2h2V8zM5 11v2h2v-2zm3 0v2h2v-2zm3 0v2h2v-2zm3 0v2h2v-2zm3 0v2h2v-2zM7 14v2h10v-2z",
  ),
} as const;

export type IconName = keyof typeof ICONS;

export function SvgIcon({ name, size }: { name: IconName; size?: number }) {
  return <Icon size={size}>{ICONS[name]}</Icon>;
}
