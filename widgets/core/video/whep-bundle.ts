import { deleteWhepSession } from "../api/media-request";
import { bundleTileError, postWhepBundle } from "../api/whep-bundle-request";
import { ApiError } from "../api/api-error";
import type { Admission } from "./admission";
import { BundleTicket, bundleTarget, type BundleTickets } from "./bundle-ticket";
import type { ConnectOptions, Transport } from "./transport";
import { WHEP_DISCONNECT_GRACE_MS } from "./whep-transport";

/**
 * WHEP bundles (issue 21): the WebRTC connections of tiles that start together go as ONE peer
 * connection with one receive-only video transceiver per tile (BUNDLE: one ICE, one DTLS), one
 * offer, one POST to the server's `…/media/live/whep-bundle`. Each tile still gets its own track
 * into its own `<video>` and its own `Transport` (stats from its receiver; `close` ends only its
 * session). A 36-tile mosaic negotiated 36 peer connections before, four at a time (admission.ts):
 * the server's ICE and DTLS for each were the start-up's bottleneck.
 *
 * Requests for the same bundle URL gather while none of its bundles is negotiating (for
 * `BUNDLE_WINDOW_MS`) and while one is (until it is connected): each batch is one negotiation,
 * and takes one slot of the page's admission queue.
 */

/** How long the first request waits for others before its bundle goes, ms. */
export const BUNDLE_WINDOW_MS = 25;
/** A bundle whose POST is out this long no longer holds the next batch back, ms. */
export const BUNDLE_STALL_MS = 400;
/** Tiles in one bundle at most (the server's limit). */
export const BUNDLE_MAX_TILES = 64;

interface Request {
  readonly token: string;
  readonly options: ConnectOptions;
  readonly resolve: (transport: Transport) => void;
  readonly reject: (error: unknown) => void;
}

interface Queue {
  readonly waiting: Request[];
  timer: ReturnType<typeof setTimeout> | undefined;
  /** A bundle's POST is out and not yet stalled: the next batch gathers meanwhile. */
  blocked: boolean;
}

export interface WhepBundler {
  connect(options: ConnectOptions): Promise<Transport>;
}

/**
 * A page's bundler; each bundle takes one slot of `admission`. A batch goes when no ticket of
 * `tickets` is left to come (at once: a lone player waits for nothing), else `windowMs` after its
 * first request; and not while the previous bundle's POST is out, unless that has taken `stallMs`
 * (a slow answer does not hold the others back).
 */
export function createWhepBundler(
  admission: Admission,
  tickets: BundleTickets,
  { windowMs = BUNDLE_WINDOW_MS, stallMs = BUNDLE_STALL_MS }: { windowMs?: number; stallMs?: number } = {},
): WhepBundler {
  const queues = new Map<string, Queue>();
  tickets.onNone(() => {
    for (const [url, queue] of queues) schedule(url, queue);
  });

  const flush = (bundleUrl: string, queue: Queue) => {
    clearTimeout(queue.timer);
    queue.timer = undefined;
    queue.blocked = true;
    // The batch is taken once the slot is granted: requests that come while it waits go with it.
    void admission
      .request(() => 0, new AbortController().signal)
      .then((release) => {
        const batch = queue.waiting.splice(0, BUNDLE_MAX_TILES).filter((r) => !r.options.signal.aborted);
        const unblock = () => {
          clearTimeout(stall);
          if (!queue.blocked) return;
          queue.blocked = false;
          schedule(bundleUrl, queue);
        };
        const stall = setTimeout(unblock, stallMs);
        if (batch.length === 0) {
          release();
          return unblock();
        }
        void negotiate(bundleUrl, batch, release).finally(unblock);
      });
  };
  const schedule = (bundleUrl: string, queue: Queue) => {
    if (queue.blocked || queue.waiting.length === 0) return;
    if (tickets.count === 0) flush(bundleUrl, queue);
    else queue.timer ??= setTimeout(() => flush(bundleUrl, queue), windowMs);
  };

  return {
    connect(options) {
      const target = bundleTarget(options.url);
      const ticket = options.early instanceof BundleTicket ? options.early : null;
      if (!target) {
        ticket?.spend();
        return Promise.reject(new ApiError("schema", "not a bundle WHEP URL", undefined, options.url));
      }
      if (options.signal.aborted) {
        ticket?.spend();
        return Promise.reject(new DOMException("aborted", "AbortError"));
      }
      let queue = queues.get(target.bundleUrl);
      if (!queue) queues.set(target.bundleUrl, (queue = { waiting: [], timer: undefined, blocked: false }));
      const q = queue;
      return new Promise<Transport>((resolve, reject) => {
        const request: Request = { token: target.token, options, resolve, reject };
        options.signal.addEventListener(
          "abort",
          () => {
            const index = q.waiting.indexOf(request);
            if (index >= 0) q.waiting.splice(index, 1);
            reject(new DOMException("aborted", "AbortError"));
          },
          { once: true },
        );
        q.waiting.push(request);
        // Spent after it waits: when it was the last to come, its batch goes at once.
        if (ticket) ticket.spend();
        schedule(target.bundleUrl, q);
      });
    },
  };
}

interface Tile {
  readonly request: Request;
  readonly transceiver: RTCRtpTransceiver;
  location: string | null;
  closed: boolean;
  connected: boolean;
}

/**
 * One bundle: the peer connection, its offer, the POST, the answer; resolves each tile's promise
 * with its transport (or rejects it). `negotiate` resolves once the POST is answered or failed
 * (the next batch may go then); the admission slot is released when the connection is up, fails,
 * or every tile is gone.
 */
async function negotiate(bundleUrl: string, batch: Request[], release: () => void): Promise<void> {
  const bundle = new Bundle(bundleUrl, batch, release);
  try {
    const answer = await bundle.post();
    if (answer !== null) {
      await bundle.pc.setRemoteDescription({ type: "answer", sdp: answer });
      bundle.play();
    }
  } catch (error) {
    bundle.fail(error);
  }
}

class Bundle {
  readonly pc = new RTCPeerConnection({ iceServers: [], bundlePolicy: "max-bundle" });
  readonly #abort = new AbortController();
  readonly #tiles: Tile[];
  #graceTimer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  constructor(
    private readonly bundleUrl: string,
    batch: Request[],
    private readonly release: () => void,
  ) {
    this.#tiles = batch.map((request) => ({
      request,
      transceiver: this.pc.addTransceiver("video", { direction: "recvonly" }),
      location: null,
      closed: false,
      connected: false,
    }));
    this.pc.addEventListener("connectionstatechange", () => this.#onState());
    // A tile that leaves before its answer: its part is closed (its session DELETEd once known).
    for (const tile of this.#tiles)
      tile.request.options.signal.addEventListener("abort", () => this.#closeTile(tile), { once: true });
  }

  #live(): Tile[] {
    return this.#tiles.filter((t) => !t.closed);
  }

  /** The offer POSTed; each tile's session kept or its refusal given to it. The SDP answer, or null when no tile is left. */
  async post(): Promise<string | null> {
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    const body = {
      offer: this.pc.localDescription?.sdp ?? offer.sdp ?? "",
      tiles: this.#tiles.map((t) => ({ token: t.request.token, mid: t.transceiver.mid ?? "" })),
    };
    const answer = await postWhepBundle(this.bundleUrl, body, this.#abort.signal);
    for (const tile of this.#tiles) {
      const entry = answer.sessions.find((s) => s.mid === tile.transceiver.mid);
      if (entry?.location) tile.location = entry.location;
      if (tile.closed) {
        // Left while the POST ran: its session ends now.
        if (tile.location) deleteWhepSession(tile.location);
      } else if (!entry?.location || answer.answer === null) {
        tile.closed = true;
        tile.request.reject(
          entry?.error
            ? bundleTileError(entry.error, tile.request.options.url)
            : new ApiError("schema", "The WHEP bundle answered no session for this tile", undefined, this.bundleUrl),
        );
      }
    }
    if (this.#live().length > 0 && answer.answer !== null) return answer.answer;
    this.#close();
    return null;
  }

  /** Each tile's track into its `<video>`, and its transport. */
  play(): void {
    for (const tile of this.#live()) {
      const { video } = tile.request.options;
      video.srcObject = new MediaStream([tile.transceiver.receiver.track]);
      const { receiver } = tile.transceiver;
      tile.request.resolve({
        kind: "webrtc",
        sample: async () =>
          tile.closed
            ? { bytes: null, frames: null, latencyMs: null }
            : (await import("./player-stats")).sampleFromStats((await receiver.getStats()).values()),
        close: () => this.#closeTile(tile),
      });
    }
  }

  /** The negotiation failed: every tile still waiting gets the error. */
  fail(error: unknown): void {
    for (const tile of this.#live()) {
      this.#closeTile(tile);
      tile.request.reject(error);
    }
    this.#close();
  }

  #onState(): void {
    const state = this.pc.connectionState;
    if (state === "connected") {
      clearTimeout(this.#graceTimer);
      for (const tile of this.#live())
        if (!tile.connected) {
          tile.connected = true;
          tile.request.options.onConnected?.();
        }
      this.release();
    } else if (state === "failed") this.#dropAll("webrtc connection failed");
    else if (state === "disconnected") {
      clearTimeout(this.#graceTimer);
      this.#graceTimer = setTimeout(() => this.#dropAll("webrtc connection lost"), WHEP_DISCONNECT_GRACE_MS);
    }
  }

  #close(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#graceTimer);
    this.#abort.abort();
    this.pc.close();
    this.release();
  }

  #closeTile(tile: Tile): void {
    if (tile.closed) return;
    tile.closed = true;
    if (tile.location) deleteWhepSession(tile.location);
    const { video } = tile.request.options;
    if (video.srcObject) video.srcObject = null;
    if (this.#live().length === 0) this.#close();
  }

  #dropAll(reason: string): void {
    for (const tile of this.#live()) {
      this.#closeTile(tile);
      tile.request.options.onDrop(reason);
    }
    this.#close();
  }
}
