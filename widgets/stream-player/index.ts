import "./stream-player.catalogue";

export { preloadStreamPlayer, StreamPlayer, type StreamPlayerProps } from "./stream-player";
export { streamPlayerSpec } from "./stream-player.spec";
export { $recentlyVisited, lastStreamedCamera, recordStreamVisit } from "../core/units/recently-visited";
