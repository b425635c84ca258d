import { AlertsList } from "vms-widgets";

/** The `/alerts` page (document 3 §2.3): the alerts list fills the page; its own header titles it. */
export function AlertsPage() {
  return (
    <div style={{ height: "100%" }} data-testid="alerts-page">
      <AlertsList />
    </div>
  );
}
