/** Latitude and longitude as numbers within ±90 and ±180, or null (document 1 §5). */
export function validCoordinates(latitude: unknown, longitude: unknown): { lat: number; lng: number } | null {
  if (typeof latitude !== "number" || typeof longitude !== "number") return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) return null;
  return { lat: latitude, lng: longitude };
}
