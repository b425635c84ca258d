/**
 * A small machine-readable code of the server clock drawn in a corner of every frame, so a test
 * reads the time a frame was made back from a decoded picture (latency, and proof it is live).
 *
 * Two rows of 24 cells (48 bits): the time in ms modulo 2^44, then a 4-bit checksum (the sum of the
 * eleven 4-bit groups, modulo 16). A cell is white for 1, black for 0, on a black quiet zone of one
 * cell around. The code sits in the bottom-right corner, `margin` px from the edges.
 */
export const CODE_COLUMNS = 24;
export const CODE_ROWS = 2;
const DATA_BITS = 44;

/** Cell size in px for a frame width (6 px at 640, 4 px at 320). */
export function codeCellSize(width: number): number {
  return width >= 640 ? 6 : 4;
}

export interface CodeGeometry {
  cell: number;
  /** Left and top of the first cell (inside the quiet zone). */
  x: number;
  y: number;
}

/** Where the code sits in a frame of this size. */
export function codeGeometry(width: number, height: number): CodeGeometry {
  const cell = codeCellSize(width);
  const margin = cell;
  return {
    cell,
    x: width - margin - (CODE_COLUMNS + 1) * cell,
    y: height - margin - (CODE_ROWS + 1) * cell,
  };
}

function checksum(value: number): number {
  let sum = 0;
  let v = value;
  for (let i = 0; i < DATA_BITS / 4; i++) {
    sum += v % 16;
    v = Math.floor(v / 16);
  }
  return sum % 16;
}

/** The 48 bits of a time (most significant first). */
export function encodeClock(ms: number): number[] {
  const value = Math.floor(ms) % 2 ** DATA_BITS;
  const bits: number[] = [];
  for (let i = DATA_BITS - 1; i >= 0; i--) bits.push(Math.floor(value / 2 ** i) % 2);
  const sum = checksum(value);
  for (let i = 3; i >= 0; i--) bits.push((sum >> i) & 1);
  return bits;
}

/** The time of 48 bits, or null when the checksum does not hold. */
export function decodeClock(bits: readonly number[]): number | null {
  if (bits.length !== CODE_COLUMNS * CODE_ROWS) return null;
  let value = 0;
  for (let i = 0; i < DATA_BITS; i++) value = value * 2 + (bits[i] ? 1 : 0);
  let sum = 0;
  for (let i = DATA_BITS; i < DATA_BITS + 4; i++) sum = sum * 2 + (bits[i] ? 1 : 0);
  return checksum(value) === sum ? value : null;
}

/** The full time nearest `nowMs` whose value modulo 2^44 is `value`. */
export function unwrapClock(value: number, nowMs: number): number {
  const span = 2 ** DATA_BITS;
  const base = nowMs - (nowMs % span);
  const candidates = [base - span + value, base + value, base + span + value];
  return candidates.reduce((a, b) => (Math.abs(b - nowMs) < Math.abs(a - nowMs) ? b : a));
}

/** Minimal 2D context the drawer needs (a canvas of @napi-rs/canvas or a browser's). */
interface FillContext {
  fillStyle: unknown;
  fillRect(x: number, y: number, w: number, h: number): void;
}

/** Draws the code of `ms` into a frame of `width` x `height`. */
export function drawClockCode(ctx: FillContext, ms: number, width: number, height: number): void {
  const { cell, x, y } = codeGeometry(width, height);
  ctx.fillStyle = "#000";
  ctx.fillRect(x - cell, y - cell, (CODE_COLUMNS + 2) * cell, (CODE_ROWS + 2) * cell);
  ctx.fillStyle = "#fff";
  encodeClock(ms).forEach((bit, i) => {
    if (bit) ctx.fillRect(x + (i % CODE_COLUMNS) * cell, y + Math.floor(i / CODE_COLUMNS) * cell, cell, cell);
  });
}

/**
 * Reads the code from RGBA pixels of a whole frame (`data` row-major, 4 bytes a pixel), sampling
 * the centre of each cell; null when it does not read.
 */
export function readClockCode(data: ArrayLike<number>, width: number, height: number): number | null {
  const { cell, x, y } = codeGeometry(width, height);
  const bits: number[] = [];
  for (let i = 0; i < CODE_COLUMNS * CODE_ROWS; i++) {
    const px = Math.floor(x + (i % CODE_COLUMNS) * cell + cell / 2);
    const py = Math.floor(y + Math.floor(i / CODE_COLUMNS) * cell + cell / 2);
    const o = (py * width + px) * 4;
    const luma = 0.299 * (data[o] ?? 0) + 0.587 * (data[o + 1] ?? 0) + 0.114 * (data[o + 2] ?? 0);
    bits.push(luma > 128 ? 1 : 0);
  }
  return decodeClock(bits);
}
