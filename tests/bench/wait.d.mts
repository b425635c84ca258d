import type { Page } from "playwright";

export declare const STEP_MS: number;
export declare function waitUntil<T>(
  check: () => T | Promise<T>,
  options?: { timeout?: number; step?: number; what?: string },
): Promise<NonNullable<T>>;
export declare function sampleFor<T = undefined>(
  ms: number,
  sample?: () => T | Promise<T>,
  options?: { step?: number },
): Promise<T[]>;
export declare function networkQuiet(page: Page, options?: { quiet?: number; timeout?: number }): Promise<void>;
export declare function pageIdle(page: Page, options?: { periods?: number; timeout?: number }): Promise<void>;
