/**
 * 'snapshot-{date time}.jpeg' (document 3 §2.1, §9) at the location's wall-clock time, as the page
 * shows its times (issue 21: it was the viewer's clock): `snapshot-2026-11-23 08-40-16.jpeg`, dashes
 * in the time as file systems refuse colons. An unknown or missing zone falls back to the viewer's.
 */
export function snapshotFileName(at: Date, timeZone?: string | null): string {
  const parts = (zone: string | undefined) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  let p: Record<string, string>;
  try {
    p = parts(timeZone ?? undefined);
  } catch {
    p = parts(undefined); // a zone this runtime does not know
  }
  return `snapshot-${p.year}-${p.month}-${p.day} ${p.hour}-${p.minute}-${p.second}.jpeg`;
}
