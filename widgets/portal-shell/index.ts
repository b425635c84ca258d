import "./portal-shell.catalogue";

export { PortalNav, type PortalNavProps, type NavNavigateDetail } from "./portal-nav";
export { navigationLinks, isActiveLink, type NavLink, type NavLinkId, type NavInput } from "./nav-rules";
export { $navCollapsed, $navLinks, toggleNav, setNavCollapsed } from "./nav-store";
