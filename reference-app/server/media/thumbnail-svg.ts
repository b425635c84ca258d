import { escapeHtml } from "../auth/sign-in-page";

/** A small deterministic hash (FNV-1a) to pick scene colours from ids. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const hsl = (h: number, s: number, l: number): string => `hsl(${h % 360} ${s}% ${l}%)`;

export interface ThumbnailScene {
  cameraId: number;
  presetId: number;
  cameraName: string | null;
  presetName: string | null;
}

/**
 * A generated 320×180 picture standing in for the latest image of a preset: sky, ground and a few
 * buildings in colours derived from the ids (the same ids always draw the same picture), with the
 * camera and preset names as escaped text.
 */
export function thumbnailSvg(scene: ThumbnailScene): string {
  const seed = hash(`${scene.cameraId}/${scene.presetId}`);
  const night = seed % 5 === 0;
  const sky = night ? hsl(225, 45, 14) : hsl(195 + (seed % 30), 60, 62 + (seed % 12));
  const ground = hsl(80 + ((seed >>> 5) % 60), 25, night ? 12 : 34 + ((seed >>> 9) % 12));
  const horizon = 95 + ((seed >>> 3) % 30);
  const buildings: string[] = [];
  let x = (seed >>> 7) % 30;
  for (let i = 0; x < 320 && i < 7; i++) {
    const h = hash(`${seed}:${i}`);
    const width = 26 + (h % 50);
    const height = 18 + ((h >>> 6) % 60);
    buildings.push(
      `<rect x="${x}" y="${horizon - height}" width="${width}" height="${height}" fill="${hsl(h >>> 12, 12, night ? 20 : 45 + ((h >>> 4) % 30))}"/>`,
    );
    x += width + 6 + ((h >>> 10) % 28);
  }
  const label = [scene.cameraName, scene.presetName]
    .filter((t): t is string => !!t)
    .map(escapeHtml)
    .join(" · ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180" role="img" aria-label="${label || "Camera thumbnail"}">
<rect width="320" height="180" fill="${sky}"/>
<rect y="${horizon}" width="320" height="${180 - horizon}" fill="${ground}"/>
${buildings.join("\n")}
<path d="M0 180 L150 ${horizon} L170 ${horizon} L320 180 Z" fill="${hsl(0, 0, night ? 18 : 38)}" opacity="0.8"/>
<rect y="154" width="320" height="26" fill="rgb(0 0 0 / 0.55)"/>
<text x="8" y="171" font-family="DejaVu Sans, Arial, sans-serif" font-size="12" fill="#fff">${label}</text>
</svg>`;
}
