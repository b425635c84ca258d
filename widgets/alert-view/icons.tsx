/** The view's symbols (decorative: every button has its own accessible name). */
const PATHS = {
  back: "M15 5l-7 7 7 7",
  viewers: "M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  play: "M8 5v14l11-7z",
  pause: "M8 5v14M16 5v14",
  sounds: "M4 10v4h4l5 4V6L8 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11",
  lights: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  alert: "M12 3l10 18H2zM12 10v5M12 18v.5",
  live: "M12 12m-3 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0M6 6a8.5 8.5 0 0 0 0 12M18 6a8.5 8.5 0 0 1 0 12",
  check: "M5 12l5 5 9-10",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill={name === "play" ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
