import { isKnownAlertType, type KnownAlertType } from "../core/schemas/alerts";

/** One 24×24 outline path per alert type family; anything unknown gets the bell. */
const PATHS: Record<KnownAlertType | "unknown", string> = {
  lowvoltagedisconnect: "M13 2 4 14h7l-1 8 9-12h-7z",
  powerloss: "M13 2 4 14h7l-1 8 9-12h-7zM3 3l18 18",
  mastmovement: "M12 2v20M8 22h8M6 6l6-4 6 4M4 10c2-2 4-2 6 0M14 10c2-2 4-2 6 0",
  baseentry: "M4 22V4h11v18M15 6l5 2v14M11 13h1M2 22h20",
  headentry: "M6 10h12v12H6zM9 10V6a3 3 0 0 1 6 0v4M12 15v3",
  intrusion: "M12 4a2 2 0 1 0 0 .1M9 22l2-7-3-3 2-5 4 2 3 4M11 15l3 2v5",
  loitering: "M12 4a2 2 0 1 0 0 .1M12 8v7M9 22l3-7 3 7M8 11h8M20 6a8 8 0 0 1 0 10",
  gunshot: "M12 2v4M12 18v4M2 12h4M18 12h4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8",
  fire: "M12 22c4 0 7-3 7-7 0-5-4-7-5-12-2 3-3 5-3 7-1-1-2-2-2-4-2 2-4 5-4 9 0 4 3 7 7 7z",
  Test: "M9 2h6M10 2v7l-6 11a1 1 0 0 0 1 2h14a1 1 0 0 0 1-2L14 9V2M7 15h10",
  other: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
  unknown: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
};

/** The type's icon (decorative: the title next to it names the type). */
export function AlertTypeIcon({ type }: { type: string }) {
  const d = PATHS[isKnownAlertType(type) ? type : "unknown"];
  return (
    <svg className="type-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-type={type}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
