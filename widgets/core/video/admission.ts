/**
 * The admission queue: how many players may negotiate media at once (the WHEP offer/answer or the
 * HLS playlist, up to the first frame; the start call, which warms the server's encoder, goes
 * before, outside the queue). A 36-tile mosaic that negotiates every tile together makes the server
 * answer, ICE-check and DTLS-handshake 36 connections on the same cores as the browser, and many
 * miss their first-frame deadline and back off; a few at a time start steadily.
 *
 * A waiting request is granted by rank (lowest first, re-read at every grant, so a tile scrolled
 * away falls behind the ones on screen), equal ranks first come first served. A grant is held until
 * the negotiation is over: WebRTC's connection up (ICE and DTLS done: only the first keyframe is
 * left, which costs the server nothing more; issue 21), HLS's first frame; or a failure or the end
 * of the session (`release`), and at most `holdMs`: a slow stream does not keep the others waiting.
 */
export interface Admission {
  /**
   * Waits for a slot; resolves with its release (safe to call twice). Rejects with an AbortError
   * when `signal` aborts first (the request leaves the queue).
   */
  request(rank: () => number, signal: AbortSignal): Promise<() => void>;
  /** Slots held now and requests waiting (for tests and benches). */
  readonly load: { readonly active: number; readonly waiting: number };
}

export interface AdmissionOptions {
  /** Negotiations at once (default 4). */
  limit?: number;
  /** A grant frees its slot by itself after this long, ms (default 4000). */
  holdMs?: number;
}

interface Waiting {
  readonly rank: () => number;
  readonly grant: () => void;
}

export const DEFAULT_ADMISSION_LIMIT = 4;
export const DEFAULT_ADMISSION_HOLD_MS = 4000;

export function createAdmission({
  limit = DEFAULT_ADMISSION_LIMIT,
  holdMs = DEFAULT_ADMISSION_HOLD_MS,
}: AdmissionOptions = {}): Admission {
  let active = 0;
  const waiting: Waiting[] = [];

  const slot = (): (() => void) => {
    active++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      active--;
      pump();
    };
    const timer = setTimeout(release, holdMs);
    return release;
  };

  const pump = () => {
    while (active < limit && waiting.length > 0) {
      // Lowest rank; the first queued among equal ones (strict <).
      let best = 0;
      let bestRank = waiting[0]!.rank();
      for (let i = 1; i < waiting.length; i++) {
        const rank = waiting[i]!.rank();
        if (rank < bestRank) [best, bestRank] = [i, rank];
      }
      const [next] = waiting.splice(best, 1);
      next!.grant();
    }
  };

  return {
    request(rank, signal) {
      if (signal.aborted) return Promise.reject(new DOMException("aborted", "AbortError"));
      if (active < limit && waiting.length === 0) return Promise.resolve(slot());
      return new Promise((resolve, reject) => {
        const entry: Waiting = {
          rank,
          grant: () => {
            signal.removeEventListener("abort", onAbort);
            resolve(slot());
          },
        };
        const onAbort = () => {
          const index = waiting.indexOf(entry);
          if (index >= 0) waiting.splice(index, 1);
          reject(new DOMException("aborted", "AbortError"));
        };
        signal.addEventListener("abort", onAbort, { once: true });
        waiting.push(entry);
      });
    },
    get load() {
      return { active, waiting: waiting.length };
    },
  };
}
