// Small geometry for the map page: distances and compass directions shown beside search results.

export const EARTH_RADIUS_M = 6371008.8;
const rad = (degrees) => (degrees * Math.PI) / 180;

/** A { west, south, east, north } box with finite sides and some extent, or null. */
export function cleanBounds(bounds) {
  const finite = (value) => typeof value === 'number' && Number.isFinite(value);
  if (!bounds || !['west', 'south', 'east', 'north'].every((side) => finite(bounds[side]))) return null;
  if (bounds.south >= bounds.north || bounds.west >= bounds.east) return null;
  return { west: bounds.west, south: bounds.south, east: bounds.east, north: bounds.north };
}

/** Great-circle distance in metres. */
export function distance(a, b) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north (0–359). */
export function bearing(a, b) {
  const y = Math.sin(rad(b.longitude - a.longitude)) * Math.cos(rad(b.latitude));
  const x = Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude))
    - Math.sin(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(b.longitude - a.longitude));
  return (Math.round((Math.atan2(y, x) * 180) / Math.PI) + 360) % 360;
}

export const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const ARROWS = ['↑', '↗', '→', '↘', '↓', '↙', '←', '↖'];

/** The eight-point direction of a bearing ('NE'). */
export function direction(degrees) {
  return DIRECTIONS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8];
}

/** An arrow pointing the way of an eight-point direction (north up, like the map). */
export function arrow(point) {
  const index = DIRECTIONS.indexOf(point);
  return index < 0 ? '' : ARROWS[index];
}

/** "120 m", "1,2 km" in the reader's language. */
export function formatDistance(metres, lang) {
  if (metres < 1000) return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(Math.round(metres / 10) * 10 || Math.round(metres))} m`;
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: metres < 10000 ? 1 : 0 }).format(metres / 1000)} km`;
}

/** The centre of a {west, south, east, north} box. */
export function centre(bounds) {
  return { latitude: (bounds.south + bounds.north) / 2, longitude: (bounds.west + bounds.east) / 2 };
}

export function contains(bounds, point) {
  return point.latitude >= bounds.south && point.latitude <= bounds.north
    && point.longitude >= bounds.west && point.longitude <= bounds.east;
}
