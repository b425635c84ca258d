import { useStore } from "@nanostores/react";
import type { MouseEvent } from "react";
import { navigate } from "../core/navigation/navigate";
import { signOut } from "../core/session/session-store";
import { useT } from "../ui/use-t";
import { FooterMenu } from "./footer-menu";
import { NavIcon } from "./nav-icons";
import { isActiveLink, isInternal, type NavLink, type NavLinkId } from "./nav-rules";
import { $helpContacts, $navCollapsed, $navLinks, $navLoading, toggleNav } from "./nav-store";

/** Detail of `vms-nav-navigate`. */
export interface NavNavigateDetail {
  id: NavLinkId | "profile";
  href: string;
  /** A path of this portal (followed with `navigate()`), not a sibling app. */
  internal: boolean;
}

export interface PortalNavProps {
  /** The current path of the host; the matching link gets `aria-current="page"`. */
  activePath?: string;
  /** Before a link is followed; return false to cancel (the element dispatches cancelable `vms-nav-navigate`). */
  onNavigate?: (detail: NavNavigateDetail) => boolean | void;
  /** Before signing out; return false to cancel (`vms-sign-out`). */
  onSignOut?: () => boolean | void;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The portal's left navigation with the Help Center and My Account menus in its footer. */
export function PortalNav({ activePath, onNavigate, onSignOut }: PortalNavProps) {
  const t = useT("portalShell");
  const links = useStore($navLinks);
  const loading = useStore($navLoading);
  const collapsed = useStore($navCollapsed);
  const contacts = useStore($helpContacts);

  const follow = (event: MouseEvent, detail: NavNavigateDetail) => {
    if (event.defaultPrevented || !plainClick(event)) return;
    if (onNavigate?.(detail) === false) {
      event.preventDefault();
      return;
    }
    if (detail.internal) {
      event.preventDefault();
      navigate(detail.href);
    }
  };

  const item = (link: NavLink) => {
    const label = t(link.labelKey);
    const current = isActiveLink(link, activePath);
    return (
      <li key={link.id} className={link.kind === "header" ? "header" : undefined}>
        <a
          href={link.href}
          part={current ? "link link-current" : "link"}
          data-link={link.id}
          aria-current={current ? "page" : undefined}
          aria-label={collapsed ? label : undefined}
          title={collapsed ? label : undefined}
          onClick={(event) => follow(event, { id: link.id, href: link.href, internal: link.internal })}
        >
          <NavIcon name={link.id} />
          <span className="label">{label}</span>
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
      <ul className="links" aria-busy={loading || undefined}>
        {loading ? <li className="loading">{t("loadingLinks")}</li> : links.map(item)}
      </ul>
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
          <a
            href={contacts.profileUrl}
            onClick={(event) =>
              follow(event, { id: "profile", href: contacts.profileUrl, internal: isInternal(contacts.profileUrl) })
            }
          >
            {t("account.profile")}
          </a>
          <button type="button" className="sign-out" onClick={() => onSignOut?.() !== false && void signOut()}>
            {t("account.signOut")}
          </button>
        </FooterMenu>
      </div>
    </nav>
  );
}
