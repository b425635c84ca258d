import "./requested-videos.catalogue";

export { RequestedVideos, type RequestedVideosProps } from "./requested-videos";
export { requestedVideosSpec } from "./requested-videos.spec";
