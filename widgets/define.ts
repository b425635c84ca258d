/**
 * Registers every custom element of the library (side-effect entry). Each `<folder>.element.ts`
 * registers one tag and can be loaded on its own; each registration is guarded: a tag already
 * defined (by another copy of the library) is kept, with a warning.
 */
// Their tags, events and JSX props in the global type maps (generated from the specs).
import "./element-tags";
// vms-config first: it configures before the other elements upgrade.
import "./core/config/config.element";
import "./unit-map/unit-map.element";
import "./unit-search/unit-search.element";
import "./unit-drawer/unit-drawer.element";
import "./unit-header/unit-header.element";
import "./history-timeline/history-timeline.element";
import "./portal-nav/portal-nav.element";
import "./informational-video/informational-video.element";
import "./camera/camera.element";
import "./stream-player/stream-player.element";
import "./requested-videos/requested-videos.element";
import "./mosaic/mosaic.element";
import "./favorites/favorites.element";
import "./alerts-list/alerts-list.element";
import "./resolve-dialog/resolve-dialog.element";
import "./alert-view/alert-view.element";
import "./voice-call/voice-call.element";
