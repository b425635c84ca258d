import "./informational-video.catalogue";

export { InformationalVideo, type InformationalVideoProps } from "./informational-video";
export {
  loadInformationalVideo,
  openInformationalVideo,
  closeInformationalVideo,
  $openInformationalVideo,
} from "./informational-video-store";
