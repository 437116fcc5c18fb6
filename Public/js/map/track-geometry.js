// Tracks as the API gives them — { name, note?, colour?, points: [[lat, lon, ele?, time?], …], breaks?: [index, …] } —
// measured, simplified and plotted. No DOM here.
import { distance } from './geo.js';

/** The points cut at the breaks: one array of points per segment. */
export function segments(track) {
  const starts = [0, ...(track.breaks || [])];
  return starts.map((start, index) => track.points.slice(start, starts[index + 1] ?? track.points.length));
}

const metres = (a, b) => distance({ latitude: a[0], longitude: a[1] }, { latitude: b[0], longitude: b[1] });

/**
 * Length in metres (no straight line across a gap between segments), duration in seconds from the first
 * time to the last (null without times), and the climb and descent in metres (null without elevations).
 */
export function trackStats(track) {
  let length = 0;
  for (const part of segments(track)) for (let i = 1; i < part.length; i += 1) length += metres(part[i - 1], part[i]);
  const times = track.points.map((point) => point[3]).filter(Boolean).map((time) => Date.parse(time));
  const duration = times.length ? (times.at(-1) - times[0]) / 1000 : null;
  const heights = track.points.map((point) => point[2]).filter((value) => typeof value === 'number');
  let climb = null;
  let descent = null;
  if (heights.length > 1) {
    climb = 0;
    descent = 0;
    for (let i = 1; i < heights.length; i += 1) {
      const step = heights[i] - heights[i - 1];
      if (step > 0) climb += step; else descent -= step;
    }
  }
  return { length, duration, climb, descent };
}

/**
 * The elevation profile as an SVG path inside a width × height box: distance along the track across,
 * elevation up, or null when fewer than two points have an elevation. Also gives the lowest and highest.
 */
export function elevationProfile(track, width, height) {
  const samples = [];
  let along = 0;
  for (const part of segments(track)) {
    part.forEach((point, index) => {
      if (index > 0) along += metres(part[index - 1], point);
      if (typeof point[2] === 'number') samples.push([along, point[2]]);
    });
  }
  if (samples.length < 2 || along === 0) return null;
  let low = Infinity;
  let high = -Infinity;
  for (const [, ele] of samples) { low = Math.min(low, ele); high = Math.max(high, ele); }
  const span = Math.max(high - low, 1);
  // One point per pixel column at most: a 100,000-point track makes a path of a few hundred points.
  const columns = new Map();
  for (const [x, ele] of samples) {
    const column = Math.round((x / along) * width);
    if (!columns.has(column)) columns.set(column, ele);
  }
  const y = (ele) => (height - ((ele - low) / span) * height).toFixed(1);
  const line = [...columns].map(([x, ele], index) => `${index ? 'L' : 'M'}${x} ${y(ele)}`).join(' ');
  return { line, area: `${line} L${width} ${height} L0 ${height} Z`, low, high };
}

/**
 * Douglas–Peucker on each segment: the points kept so that none left out is farther than `tolerance`
 * metres from the simplified line (flattened around each segment's first point, exact at a walk's scale).
 */
export function simplify(track, tolerance) {
  const kept = [];
  const breaks = [];
  for (const part of segments(track)) {
    if (kept.length) breaks.push(kept.length);
    if (part.length < 3) { kept.push(...part); continue; }
    const kx = Math.cos((part[0][0] * Math.PI) / 180) * 111_195;
    const xy = part.map((point) => [point[1] * kx, point[0] * 111_195]);
    const keep = new Uint8Array(part.length);
    keep[0] = 1;
    keep[part.length - 1] = 1;
    const stack = [[0, part.length - 1]];
    while (stack.length) {
      const [first, last] = stack.pop();
      const [ax, ay] = xy[first];
      const [bx, by] = xy[last];
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSquared = dx * dx + dy * dy;
      let farthest = -1;
      let worst = tolerance;
      for (let i = first + 1; i < last; i += 1) {
        const [px, py] = xy[i];
        const t = lengthSquared ? Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / lengthSquared)) : 0;
        const offset = Math.hypot(px - ax - t * dx, py - ay - t * dy);
        if (offset > worst) { worst = offset; farthest = i; }
      }
      if (farthest > 0) {
        keep[farthest] = 1;
        stack.push([first, farthest], [farthest, last]);
      }
    }
    part.forEach((point, index) => { if (keep[index]) kept.push(point); });
  }
  const { breaks: _, ...rest } = track;
  return breaks.length ? { ...rest, points: kept, breaks } : { ...rest, points: kept };
}

/**
 * A track's line at every zoom, without handing all its points to the map each time: the points are put in
 * Web Mercator once (in pixels at zoom 0, the world 256 wide, as Leaflet's EPSG:3857), and `at(zoom)` keeps,
 * segment by segment, the first and last points and each point farther than `pixels` from the last one kept
 * (radial distance, one pass). The map simplifies again at 1 pixel, so at half a pixel nothing it would draw
 * is lost. Each zoom is worked out once; `bounds` are the whole track's, [[south, west], [north, east]].
 */
export function lineDetail(track, { pixels = 0.5 } = {}) {
  const count = track.points.length;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  let [south, west, north, east] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i += 1) {
    const [lat, lon] = track.points[i];
    const clamped = Math.max(-85.0511287798, Math.min(85.0511287798, lat));
    const sine = Math.sin((clamped * Math.PI) / 180);
    xs[i] = ((lon + 180) / 360) * 256;
    ys[i] = (0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI)) * 256;
    south = Math.min(south, lat); north = Math.max(north, lat);
    west = Math.min(west, lon); east = Math.max(east, lon);
  }
  const starts = [0, ...(track.breaks || []), count];
  const levels = new Map();
  function at(zoom) {
    if (levels.has(zoom)) return levels.get(zoom);
    const reach = pixels / 2 ** zoom;
    const reachSquared = reach * reach;
    const parts = [];
    for (let s = 0; s + 1 < starts.length; s += 1) {
      const [first, end] = [starts[s], starts[s + 1]];
      if (first >= end) continue;
      const part = [[track.points[first][0], track.points[first][1]]];
      let last = first;
      for (let i = first + 1; i < end - 1; i += 1) {
        const dx = xs[i] - xs[last];
        const dy = ys[i] - ys[last];
        if (dx * dx + dy * dy > reachSquared) {
          part.push([track.points[i][0], track.points[i][1]]);
          last = i;
        }
      }
      if (end - 1 > first) part.push([track.points[end - 1][0], track.points[end - 1][1]]);
      parts.push(part);
    }
    levels.set(zoom, parts);
    return parts;
  }
  return { at, bounds: count ? [[south, west], [north, east]] : null };
}

/** "2 h 05", "12 min", "45 s". */
export function formatDuration(seconds) {
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const minutes = Math.round(total / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}
