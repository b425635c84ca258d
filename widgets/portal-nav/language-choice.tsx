import { useStore } from "@nanostores/react";
import { useId } from "react";
import { $language } from "../core/i18n/i18n";
import { LANGUAGES, type Language } from "../core/schemas/session";
import { changeUserSettings } from "../core/session/user-settings";
import { useT } from "../ui/use-t";

/** Each language by its own name (the same in every language: a reader finds theirs). */
const NATIVE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** The account menu's Language choice (issue 21): kept for the user on the server. */
export function LanguageChoice() {
  const t = useT("portalNav");
  const current = useStore($language);
  const labelId = useId();
  return (
    <div className="language" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="language-label">
        {t("account.language")}
      </span>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => void changeUserSettings({ language })}
        >
          {NATIVE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
