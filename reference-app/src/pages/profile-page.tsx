import { useStore } from "@nanostores/react";
import { $userInfo, dataOf, useT } from "vms-widgets";

/** The signed-in user's profile (the My Account menu links here). */
export function ProfilePage() {
  const t = useT("app");
  const user = dataOf(useStore($userInfo));
  if (!user) return null;
  const rows: [string, string][] = [
    [t("profile.name"), user.name],
    [t("profile.username"), user.username],
    [t("profile.role"), user.lvtr || t("profile.noRole")],
    [t("profile.timeZone"), user.timeZone],
    [t("profile.video"), user.videoPreference === "html5" ? "HTML5" : "WebRTC"],
  ];
  return (
    <dl className="app-profile">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
