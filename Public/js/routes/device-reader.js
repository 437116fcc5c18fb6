// A pack's routing part read into its files, and Routino's point list (as wasm/routino/glue.c writes it) read into a route with one maneuver per
// instruction, exactly as the server's RoutinoOutputReader reads the same list from the library in process,
// then timed for a car as the server's JunctionCost does.

const POINT = { UNIMPORTANT: 0, RB_NOT_EXIT: 1, JUNCT_IMPORT: 4, RB_ENTRY: 5, RB_EXIT: 6, MINI_RB: 7, UTURN: 8, WAYPOINT: 9 };

/** What Routino's English translation puts in place of a missing name: a way with none is told with none. */
const UNNAMED_WAYS = new Set([
  'motorway', 'trunk road', 'primary road', 'secondary road', 'tertiary road', 'unclassified road', 'residential road',
  'service road', 'track', 'cycleway', 'path', 'steps', 'ferry', 'Roundabout',
]);

const COMPASS = ['north', 'northEast', 'east', 'southEast', 'south', 'southWest', 'west', 'northWest'];

/** The point of the compass nearest to a bearing in degrees. */
export function compassPoint(degrees) {
  const wrapped = ((degrees % 360) + 360) % 360;
  return COMPASS[Math.trunc((wrapped * 2 + 45) / 90) % 8];
}

/** The turn for a change of heading in degrees (positive to the right); null when it is going straight on. */
export function turnDirection(degrees) {
  const wrapped = ((degrees % 360) + 540) % 360 - 180;
  const size = Math.abs(wrapped);
  if (size < 20) return null;
  const side = wrapped > 0 ? 'Right' : 'Left';
  if (size < 45) return `slight${side}`;
  return size < 135 ? side.toLowerCase() : `sharp${side}`;
}

/** Seconds a car loses at a maneuver (the server's JunctionCost). */
function junctionSeconds(maneuver) {
  switch (maneuver.kind) {
    case 'nameChange': return 2;
    case 'turn': return maneuver.direction.startsWith('slight') ? 3 : maneuver.direction.startsWith('sharp') ? 10 : 7;
    case 'roundabout': return 10;
    case 'uTurn': return 20;
    default: return 0;
  }
}

/** One line of the glue's text: the fields of a Routino_Output point, single-precision floats as Routino has them. */
function point(line) {
  const fields = line.split('\t');
  const float = (text) => Math.fround(Number.parseFloat(text));
  return {
    type: Number(fields[0]), turn: Number(fields[1]), bearing: Number(fields[2]),
    lat: float(fields[3]), lon: float(fields[4]), dist: float(fields[5]), time: float(fields[6]),
    name: fields.length > 7 ? fields.slice(7).join('\t') : null,
  };
}

/**
 * The route of Routino's list for `mode` (walk, bicycle, car): distance (m), duration (s), geometry
 * ([lon, lat] pairs) and maneuvers `{ maneuver: {kind, …}, street, latitude, longitude, distanceFromStart, timeFromStart }`.
 */
export function readRoutino(text, mode) {
  const points = text.split('\n').filter(Boolean).map(point);
  const geometry = [];
  const maneuvers = [];
  let roundabout = null;
  let previousName = null;
  let distance = 0;
  let duration = 0;
  points.forEach((p, index) => {
    const latitude = p.lat * 180 / Math.PI;
    const longitude = p.lon * 180 / Math.PI;
    geometry.push([longitude, latitude]);
    distance = p.dist * 1000;
    // Routino's list gives minutes here, though its header says seconds.
    duration = p.time * 60;
    const name = p.name !== null && !UNNAMED_WAYS.has(p.name) ? p.name : null;
    const street = name?.trim() || null;
    const add = (maneuver, withStreet = street) => maneuvers.push({
      maneuver, street: withStreet, latitude, longitude, distanceFromStart: distance, timeFromStart: duration,
    });
    const last = index === points.length - 1;
    if (p.type === POINT.WAYPOINT && maneuvers.length === 0) {
      add({ kind: 'depart', heading: compassPoint(p.bearing) });
    } else if (p.type === POINT.WAYPOINT && last) {
      add({ kind: 'arrive' }, null);
    } else if (p.type === POINT.RB_ENTRY) {
      roundabout = { index: maneuvers.length, exitsPassed: 0 };
      add({ kind: 'roundabout', exit: 1 });
    } else if (p.type === POINT.RB_NOT_EXIT) {
      if (roundabout) roundabout.exitsPassed += 1;
    } else if (p.type === POINT.RB_EXIT) {
      if (roundabout) {
        const entry = maneuvers[roundabout.index];
        entry.maneuver = { kind: 'roundabout', exit: roundabout.exitsPassed + 1 };
        entry.street = street;
      }
      roundabout = null;
    } else if (p.type === POINT.UTURN) {
      add({ kind: 'uTurn' });
    } else if (p.type === POINT.JUNCT_IMPORT || p.type === POINT.MINI_RB) {
      const direction = turnDirection(p.turn);
      if (direction) add({ kind: 'turn', direction });
      // Straight on into a newly named way; straight on along nameless paths says nothing.
      else if (name !== null && name !== previousName) add({ kind: 'nameChange' });
    }
    if (p.type !== POINT.UNIMPORTANT && name !== null) previousName = name;
  });
  if (mode === 'car') {
    let added = 0;
    for (const maneuver of maneuvers) {
      added += junctionSeconds(maneuver.maneuver);
      maneuver.timeFromStart += added;
    }
    duration += added;
  }
  return { mode, distance, duration, geometry, maneuvers };
}

/** The files of a `baluchon-routing` 1 part (docs/PACKS.md): [{ name, bytes }]. */
export function readRoutingBundle(buffer) {
  const view = new DataView(buffer);
  const magic = String.fromCharCode(...new Uint8Array(buffer, 0, 4));
  if (magic !== 'BRTE' || view.getUint16(4, true) !== 1) throw new Error('not a baluchon-routing 1 part');
  const count = view.getUint16(6, true);
  const entries = [];
  let offset = 8;
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i += 1) {
    const length = view.getUint16(offset, true);
    const name = decoder.decode(new Uint8Array(buffer, offset + 2, length));
    entries.push({ name, size: view.getUint32(offset + 2 + length, true) });
    offset += 6 + length;
  }
  return entries.map(({ name, size }) => {
    const bytes = new Uint8Array(buffer, offset, size);
    offset += size;
    if (offset > buffer.byteLength) throw new Error('a routing part shorter than its list');
    return { name, bytes };
  });
}
