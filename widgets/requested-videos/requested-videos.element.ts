import { registerWidget } from "../ui/element/register-widget";
import { RequestedVideos } from "./requested-videos";

/** `<vms-requested-videos>`, registered on import. API: docs/widgets/vms-requested-videos.md. */
export const RequestedVideosElement = registerWidget(RequestedVideos);
export interface RequestedVideosElement extends InstanceType<typeof RequestedVideosElement> {}
