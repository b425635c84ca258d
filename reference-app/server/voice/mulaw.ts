/** G.711 μ-law byte → linear sample (−32124…32124). */
export function mulawToLinear(byte: number): number {
  const u = ~byte & 0xff;
  const t = (((u & 0x0f) << 3) + 0x84) << ((u & 0x70) >> 4);
  return u & 0x80 ? 0x84 - t : t - 0x84;
}

/** Linear sample → G.711 μ-law byte (for tests and tone generators). */
export function linearToMulaw(sample: number): number {
  const BIAS = 0x84;
  const CLIP = 32635;
  let s = Math.max(-CLIP, Math.min(CLIP, Math.round(sample)));
  const sign = s < 0 ? 0x80 : 0;
  if (sign) s = -s;
  s += BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (s & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
  const mantissa = (s >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

/**
 * The level of a μ-law payload, 0 (silence, −60 dBFS or less) to 1 (full scale): its RMS in dBFS
 * mapped linearly from −60…0.
 */
export function mulawLevel(payload: Uint8Array): number {
  if (payload.length === 0) return 0;
  let sum = 0;
  for (const byte of payload) {
    const x = mulawToLinear(byte) / 32768;
    sum += x * x;
  }
  const rms = Math.sqrt(sum / payload.length);
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db + 60) / 60));
}
