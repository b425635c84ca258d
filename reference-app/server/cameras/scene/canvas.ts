// The canvas library, loaded after its allocator's setting (canvas-memory.ts). The scene modules
// take the library from here, never from "@napi-rs/canvas" directly (type-only imports aside).
import "./canvas-memory";

export { createCanvas } from "@napi-rs/canvas";
export type { Canvas, SKRSContext2D } from "@napi-rs/canvas";
