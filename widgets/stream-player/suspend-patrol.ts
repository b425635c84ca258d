import { PATROL_SUSPEND_DEFAULT_MINUTES } from "../core/schemas/camera-controls";

/** What the minutes field holds when the dialog opens (document 3 §5: default '5'). */
export const DEFAULT_MINUTES_TEXT = String(PATROL_SUSPEND_DEFAULT_MINUTES);

/** The longest suspension the server accepts (a day; the spec shows no bound). */
export const MAX_SUSPEND_MINUTES = 1440;

/**
 * The minutes field, parsed as an integer on confirm (§5: free text, parsed as integer): leading
 * digits count ('10 min' → 10); null when there is no positive whole number to send.
 */
export function parseSuspendMinutes(text: string): number | null {
  const value = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(value) || value <= 0 || value > MAX_SUSPEND_MINUTES) return null;
  return value;
}

/** The Suspend Patrol button: resumes with no dialog when suspended, else opens the minutes dialog. */
export function patrolAction(suspended: boolean): "resume" | "askMinutes" {
  return suspended ? "resume" : "askMinutes";
}
