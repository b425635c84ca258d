import "./portal-nav.catalogue";

export { PortalNav, type PortalNavProps } from "./portal-nav";
export { portalNavSpec } from "./portal-nav.spec";
export { navigationLinks, isActiveLink, type NavLink, type NavLinkId, type NavInput } from "./nav-rules";
export { $navCollapsed, $navLinks, toggleNav, setNavCollapsed } from "./nav-store";
