import "./informational-video.catalogue";

export { InformationalVideo, type InformationalVideoProps } from "./informational-video";
export { informationalVideoSpec } from "./informational-video.spec";
export {
  loadInformationalVideo,
  openInformationalVideo,
  closeInformationalVideo,
  $openInformationalVideo,
} from "./informational-video-store";
