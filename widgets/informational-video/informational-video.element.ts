// Its strings: the element works when loaded alone (CDN autoloader, `vms-widgets/informational-video.element`).
import "./informational-video.catalogue";
import { registerWidget } from "../ui/element/register-widget";
import { InformationalVideo } from "./informational-video";

/** `<vms-informational-video>`, registered on import. API: docs/widgets/vms-informational-video.md. */
export const InformationalVideoElement = registerWidget(InformationalVideo);
export interface InformationalVideoElement extends InstanceType<typeof InformationalVideoElement> {}
