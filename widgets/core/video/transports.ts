import type { ConnectTransport } from "./transport";
import { connectWhep } from "./whep-transport";

/**
 * The real transports: WHEP in this module; HLS from hls-transport.ts, loaded with a dynamic
 * import() the first time HLS plays (hls.js is over 100 KiB gzip).
 */
export const connectTransport: ConnectTransport = async (kind, options) => {
  if (kind === "webrtc") return connectWhep(options);
  const { connectHls } = await import("./hls-transport");
  return connectHls(options);
};
