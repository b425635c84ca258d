/**
 * Registers every custom element of the library (side-effect entry). Each registration is guarded:
 * a tag that is already defined is left as it is.
 */
import "./core/i18n/core-catalogue";
import { markLibraryLoaded } from "./core/library-marker";
// vms-config first: it configures before the other elements upgrade.
import "./config/config.element";
import "./unit-map/unit-map.element";
import "./unit-search/unit-search.element";
import "./unit-drawer/unit-drawer.element";
import "./portal-shell/portal-nav.element";

markLibraryLoaded(__VMS_VERSION__);
