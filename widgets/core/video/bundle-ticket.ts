import type { EarlyStart } from "./transport";

/**
 * What `PlayerEnv.prepare("webrtc")` gives where WHEP bundles are used (whep-bundle.ts, loaded
 * with `import()` meanwhile): the player takes no admission slot for it (the bundle takes one), and
 * the bundler knows one more connection is coming until it is spent (asked for, or not needed).
 */
export class BundleTicket implements EarlyStart {
  readonly admitsItself = true;
  #spent = false;
  constructor(private readonly onSpent: () => void) {}
  /** Safe to call twice. */
  spend(): void {
    if (this.#spent) return;
    this.#spent = true;
    this.onSpent();
  }
  close(): void {
    this.spend();
  }
}

/** A page's tickets: how many connections are still to come. */
export interface BundleTickets {
  make(): BundleTicket;
  readonly count: number;
  /** Called each time the last ticket out is spent. */
  onNone(listener: () => void): void;
}

export function createBundleTickets(): BundleTickets {
  let count = 0;
  const listeners: (() => void)[] = [];
  return {
    make() {
      count++;
      return new BundleTicket(() => {
        if (--count === 0) for (const listener of listeners) listener();
      });
    },
    get count() {
      return count;
    },
    onNone(listener) {
      listeners.push(listener);
    },
  };
}

/** The bundle endpoint and the tile's token of a WHEP URL `…/media/live/{token}/whep`; null for another shape. */
export function bundleTarget(url: string): { bundleUrl: string; token: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = /^(.*\/media\/live\/)([^/]+)\/whep$/.exec(parsed.pathname);
  if (!match || parsed.search) return null;
  try {
    return { bundleUrl: `${parsed.origin}${match[1]}whep-bundle`, token: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}
