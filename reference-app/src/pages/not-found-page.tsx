import { navigate } from "../../../widgets/core/navigation/navigate";
import { useT } from "../../../widgets/ui/use-t";

export function NotFoundPage() {
  const t = useT("app");
  return (
    <section className="app-notice">
      <p>{t("notFound")}</p>
      <a
        href="/"
        onClick={(event) => {
          event.preventDefault();
          navigate("/");
        }}
      >
        {t("backHome")}
      </a>
    </section>
  );
}
