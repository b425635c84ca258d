import { useT } from "vms-widgets";
import { appNavigate } from "../router";

export function NotFoundPage() {
  const t = useT("app");
  return (
    <section className="app-notice">
      <p>{t("notFound")}</p>
      <a
        href="/"
        onClick={(event) => {
          event.preventDefault();
          appNavigate("/");
        }}
      >
        {t("backHome")}
      </a>
    </section>
  );
}
