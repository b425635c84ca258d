import { $language, $userInfo, configure } from "vms-widgets";

/**
 * The page's `lang` follows the language, and the user's language on the server wins over the
 * cookie's (another device may have changed it since this browser's cookie was set).
 */
export function followUserLanguage(): void {
  $language.subscribe((language) => {
    document.documentElement.lang = language;
  });
  $userInfo.subscribe((info) => {
    const language = info.status === "success" ? info.data.language : undefined;
    if (language && language !== $language.get()) configure({ language });
  });
}
