import { useT } from "vms-widgets";

/** A route whose widget comes in a later release: says so plainly. */
export function UnavailablePage() {
  const t = useT("app");
  return (
    <section className="app-notice" data-testid="feature-unavailable">
      <p>{t("notAvailable")}</p>
    </section>
  );
}
