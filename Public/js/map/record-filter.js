// Which fixes a recording keeps: rough ones are dropped, and a fix is kept only once the walker has moved
// farther than the fix's own uncertainty, so a phone standing still does not draw a star.
import { distance } from './geo.js';

/** Fixes less precise than this (metres) are not recorded. */
export const MAX_ACCURACY = 30;
/** Never a point closer than this to the last one kept (metres). */
export const MIN_STEP = 5;

/** Whether `fix` ({ latitude, longitude, accuracy }) is kept after `last` ([lat, lon, …] or null). */
export function keepFix(last, fix) {
  if (!(fix.accuracy <= MAX_ACCURACY)) return false;
  if (!last) return true;
  return distance({ latitude: last[0], longitude: last[1] }, fix) >= Math.max(MIN_STEP, fix.accuracy);
}

/** The track point of a fix: [lat, lon, elevation or null, ISO time]. */
export function fixPoint(fix) {
  const round = (value) => Math.round(value * 1e7) / 1e7;
  const elevation = typeof fix.altitude === 'number' && Number.isFinite(fix.altitude) ? Math.round(fix.altitude * 10) / 10 : null;
  return [round(fix.latitude), round(fix.longitude), elevation, new Date(fix.timestamp).toISOString()];
}
