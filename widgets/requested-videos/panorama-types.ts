/** How far the 360° view may look up or down (degrees), short of the poles. */
export const MAX_LATITUDE = 85;

/** A running 360° player (panorama-scene.ts, loaded on demand). */
export interface PanoramaScene {
  /** Turns the view by these degrees (longitude right, latitude up). */
  look(dLon: number, dLat: number): void;
  /** The current view in degrees. */
  view(): { lon: number; lat: number };
  dispose(): void;
}
