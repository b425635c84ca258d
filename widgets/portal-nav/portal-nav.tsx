import { useStore } from "@nanostores/react";
import type { MouseEvent } from "react";
import { navigationDetail } from "../core/navigation/navigation";
import { viewStatus } from "../core/api/view-status";
import { $entitlements, $userInfo, signInUrl, signOut } from "../core/session/session-store";
import "./portal-nav.catalogue";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles } from "../ui/status";
import { useT } from "../ui/use-t";
import { FooterMenu } from "./footer-menu";
import { LanguageChoice } from "./language-choice";
import { NavIcon } from "./nav-icons";
import { isActiveLink, type NavLink } from "./nav-rules";
import css from "./portal-nav.css?inline";
import { portalNavSpec } from "./portal-nav.spec";
import { alertCountText, useUnresolvedCount } from "./alert-count";
import { $alertCountShown, $helpContacts, $navCollapsed, $navLinks, $navLoading, toggleNav } from "./nav-store";

/** Props of `PortalNav` (from its spec): `activePath`, `onNavigate`, `onSignOut`, `className`, `style`. */
export type PortalNavProps = WidgetProps<typeof portalNavSpec>;

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The portal's left navigation with the Help Center and My Account menus in its footer. */
function PortalNavView({ activePath, emit, navigate }: ViewProps<typeof portalNavSpec>) {
  const t = useT("portalNav");
  const links = useStore($navLinks);
  const loading = useStore($navLoading);
  const collapsed = useStore($navCollapsed);
  const contacts = useStore($helpContacts);
  const user = viewStatus(useStore($userInfo));
  const failed = user.kind === "error" || user.kind === "auth";
  const alertCount = useUnresolvedCount(useStore($alertCountShown) && links.some((l) => l.id === "commandCenter"));

  /** A plain click asks the host (vms-navigate); other clicks (new tab, …) are the browser's. */
  const follow = (event: MouseEvent, target: string) => {
    if (event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    navigate(target);
  };
  const signOutNow = () => {
    if (!emit("vms-sign-out", null)) return;
    void signOut().then(() => navigate(signInUrl()));
  };

  const item = (link: NavLink) => {
    const label = t(link.labelKey);
    const current = isActiveLink(link, activePath);
    const countText = link.id === "commandCenter" ? alertCountText(alertCount) : undefined;
    // The name starts with the visible text (label, then the count as shown) for speech input users.
    const name = countText ? t("alertCount", { label, shown: countText }) : collapsed ? label : undefined;
    return (
      <li key={link.id} className={link.kind === "header" ? "header" : undefined}>
        <a
          href={navigationDetail(link.href).href}
          part={current ? "link link-current" : "link"}
          data-link={link.id}
          aria-current={current ? "page" : undefined}
          aria-label={name}
          title={collapsed ? name : undefined}
          onClick={(event) => follow(event, link.href)}
        >
          <NavIcon name={link.id} />
          <span className="label">{label}</span>
          {countText && " "}
          {countText && (
            <span className="count" part="alert-count" aria-hidden="true">
              {countText}
            </span>
          )}
        </a>
      </li>
    );
  };

  return (
    <nav className="vms-portal-nav" part="nav" data-collapsed={collapsed || undefined} aria-label={t("navLabel")}>
      <button
        type="button"
        className="toggle"
        part="toggle"
        aria-expanded={!collapsed}
        onClick={toggleNav}
        title={t(collapsed ? "expand" : "collapse")}
      >
        <NavIcon name="chevron" />
        <span className="visually-hidden">{t(collapsed ? "expand" : "collapse")}</span>
      </button>
      {failed ? (
        <div className="links-status">
          <StatusView
            status={user}
            errorText={t("core:errors.userInfo")}
            onRetry={() => {
              void $userInfo.reload();
              void $entitlements.reload();
            }}
          />
        </div>
      ) : (
        <ul className="links" aria-busy={loading || undefined}>
          {loading ? <li className="loading">{t("loadingLinks")}</li> : links.map(item)}
        </ul>
      )}
      <div className="footer" part="footer">
        <FooterMenu icon="help" label={t("help.menu")} collapsed={collapsed}>
          <a href={contacts.knowledgeBaseUrl} target="_blank" rel="noopener noreferrer">
            {t("help.knowledgeBase")}
          </a>
          <a href={`mailto:${contacts.supportEmail}`}>{t("help.email", { email: contacts.supportEmail })}</a>
          <a href={`tel:${contacts.supportPhone.replace(/[^+\d]/g, "")}`}>
            {t("help.phone", { phone: contacts.supportPhone })}
          </a>
          <p className="hours">{t("help.hours")}</p>
        </FooterMenu>
        <FooterMenu icon="account" label={t("account.menu")} collapsed={collapsed}>
          <a href={navigationDetail(contacts.profileUrl).href} onClick={(event) => follow(event, contacts.profileUrl)}>
            {t("account.profile")}
          </a>
          <LanguageChoice />
          <button type="button" className="sign-out" onClick={signOutNow}>
            {t("account.signOut")}
          </button>
        </FooterMenu>
      </div>
    </nav>
  );
}

/** The portal's navigation (`<vms-portal-nav>` as an element). Registers nothing. */
export const PortalNav = defineWidget(portalNavSpec, PortalNavView, { styles: [css, statusStyles] });
