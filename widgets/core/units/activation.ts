/**
 * A live unit is live when it was activated in the past and is not deactivated in the past;
 * otherwise it is deactivated (document 1 §4).
 */
export function isDeactivated(
  dateActivated: string | null | undefined,
  dateDeactivated: string | null | undefined,
  now = Date.now(),
): boolean {
  const activated = dateActivated ? Date.parse(dateActivated) : Number.NaN;
  if (Number.isNaN(activated) || activated > now) return true;
  const deactivated = dateDeactivated ? Date.parse(dateDeactivated) : Number.NaN;
  return !Number.isNaN(deactivated) && deactivated <= now;
}
