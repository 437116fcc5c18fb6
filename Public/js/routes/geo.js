// Geometry along a route's line of [lon, lat] pairs: distances and projections onto the line.

import { EARTH_RADIUS_M as EARTH_RADIUS, distance } from '../map/geo.js';

const RAD = Math.PI / 180;

/** Great-circle distance in metres between [lon, lat] pairs (GeoJSON's order). */
export function metresBetween(a, b) {
  return distance({ latitude: a[1], longitude: a[0] }, { latitude: b[1], longitude: b[0] });
}

/** Cumulative distance in metres at each point of a line of [lon, lat] pairs. */
export function cumulative(line) {
  const along = [0];
  for (let i = 1; i < line.length; i += 1) along.push(along[i - 1] + metresBetween(line[i - 1], line[i]));
  return along;
}

/**
 * The point of `line` nearest to `point`, searched among segments [from, to): { offset (metres from the
 * line), along (metres from its start), segment }. Segments are flattened around the point (equirectangular),
 * which is exact enough at the scale of a street.
 */
export function project(line, along, point, from = 0, to = line.length - 1) {
  const kx = Math.cos(point[1] * RAD) * RAD * EARTH_RADIUS;
  const ky = RAD * EARTH_RADIUS;
  let best = { offset: Infinity, along: 0, segment: 0 };
  for (let i = Math.max(0, from); i < Math.min(to, line.length - 1); i += 1) {
    const ax = (line[i][0] - point[0]) * kx;
    const ay = (line[i][1] - point[1]) * ky;
    const bx = (line[i + 1][0] - point[0]) * kx;
    const by = (line[i + 1][1] - point[1]) * ky;
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
    const x = ax + t * dx;
    const y = ay + t * dy;
    const offset = Math.hypot(x, y);
    if (offset < best.offset) {
      best = { offset, along: along[i] + t * (along[i + 1] - along[i]), segment: i };
    }
  }
  return best;
}

/**
 * The end of a search window of `metres` ahead from segment `from`: the first segment starting further along
 * the line (for `project`'s `to`), so that a line coming back near itself is not matched ahead of time.
 */
export function windowEnd(along, from, metres) {
  let to = from + 1;
  while (to < along.length - 1 && along[to] - along[from] <= metres) to += 1;
  return to;
}

/** The line's points every `step` metres or so (each segment cut evenly), its last point included. */
export function pointsAlong(line, step) {
  const points = [];
  for (let i = 0; i + 1 < line.length; i += 1) {
    const [a, b] = [line[i], line[i + 1]];
    const parts = Math.max(1, Math.ceil(metresBetween(a, b) / step));
    for (let k = 0; k < parts; k += 1) points.push([a[0] + ((b[0] - a[0]) * k) / parts, a[1] + ((b[1] - a[1]) * k) / parts]);
  }
  points.push(line.at(-1));
  return points;
}
