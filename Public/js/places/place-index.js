// A pack's places ready for queries, built once per loaded pack (the server's PlaceIndex): each
// place's grid cell, per kind the places of that kind in cell order, the streets' segments by the
// cells they touch, and the folded names. Nearest-kind and nearest-street walks read rings of cells
// outward from the point, as the server's do, so both give the same places in the same order.
import { distance } from '../map/geo.js';
import { normalizePlace } from './normalize.js';

const EARTH_RADIUS_M = 6371008.8;

/** Metres per degree of latitude, and of longitude at `latitude`. */
function metresPerDegree(latitude) {
  const perDegree = (EARTH_RADIUS_M * Math.PI) / 180;
  return { latitude: perDegree, longitude: perDegree * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)) };
}

/** Great-circle metres between two points given as numbers. */
export const metres = (latitude1, longitude1, latitude2, longitude2) =>
  distance({ latitude: latitude1, longitude: longitude1 }, { latitude: latitude2, longitude: longitude2 });

/** Row and column of a point, unclamped. */
function position(grid, latitude, longitude) {
  return [Math.floor((latitude - grid.south) / grid.cellDegrees), Math.floor((longitude - grid.west) / grid.cellDegrees)];
}

function cellOf(grid, latitude, longitude) {
  const [row, column] = position(grid, latitude, longitude);
  return Math.min(grid.rows - 1, Math.max(0, row)) * grid.columns + Math.min(grid.columns - 1, Math.max(0, column));
}

/** Calls `body` with each cell inside the grid at Chebyshev distance `ring` from (row, column). */
function forEachCell(grid, ring, row, column, body) {
  const [top, bottom, left, right] = [row + ring, row - ring, column - ring, column + ring];
  const [rowLow, rowHigh] = [Math.max(0, bottom), Math.min(grid.rows - 1, top)];
  const [columnLow, columnHigh] = [Math.max(0, left), Math.min(grid.columns - 1, right)];
  if (rowLow > rowHigh || columnLow > columnHigh) return;
  for (let r = rowLow; r <= rowHigh; r += 1) {
    if (r === top || r === bottom) {
      for (let c = columnLow; c <= columnHigh; c += 1) body(r * grid.columns + c);
    } else {
      if (left >= 0 && left < grid.columns) body(r * grid.columns + left);
      if (right >= 0 && right < grid.columns) body(r * grid.columns + right);
    }
  }
}

/** The smallest width of a cell in metres near `latitude`. */
function cellMetres(grid, latitude) {
  const perDegree = metresPerDegree(Math.min(89, Math.abs(latitude) + 1));
  return grid.cellDegrees * Math.min(perDegree.latitude, perDegree.longitude);
}

const isBeyond = (grid, ring, row, column) =>
  row - ring <= 0 && row + ring >= grid.rows - 1 && column - ring <= 0 && column + ring >= grid.columns - 1;

/** The first ring that reaches a point outside the grid (0 inside it). */
const firstRing = (grid, row, column) => Math.max(0, -row, row - (grid.rows - 1), -column, column - (grid.columns - 1));

/** The first index in sorted `array` whose value is at least `value`. */
function lowerBound(array, value) {
  let low = 0;
  let high = array.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (array[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Distance from the origin to the segment a–b, in the segment's units. */
function distanceToSegment(ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length)) : 0;
  const x = ax + t * dx;
  const y = ay + t * dy;
  return Math.sqrt(x * x + y * y);
}

/** Whether a point is inside an area (even–odd rule over every ring, so holes are holes). */
function areaContains(area, latitude, longitude) {
  const { latitudes, longitudes, ringStarts } = area;
  if (latitude < area.south || latitude > area.north || longitude < area.west || longitude > area.east) return false;
  let inside = false;
  for (let ring = 0; ring < ringStarts.length; ring += 1) {
    const start = ringStarts[ring];
    const end = ring + 1 < ringStarts.length ? ringStarts[ring + 1] : latitudes.length;
    if (end - start < 3) continue;
    let previous = end - 1;
    for (let current = start; current < end; current += 1) {
      const [y1, x1, y2, x2] = [latitudes[current], longitudes[current], latitudes[previous], longitudes[previous]];
      if ((y1 > latitude) !== (y2 > latitude) && longitude < ((x2 - x1) * (latitude - y1)) / (y2 - y1) + x1) inside = !inside;
      previous = current;
    }
  }
  return inside;
}

function extent(values) {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return [low, high];
}

/** The index of an archive for a catalogue (see `indexFor`). */
class PlaceIndex {
  /**
   * @param {import('./archive.js').PlaceArchive} archive
   * @param {import('./kinds.js').KindCatalog} catalog
   */
  constructor(archive, catalog) {
    this.archive = archive;
    const { grid, places, streets } = archive;
    this.grid = grid;
    this.cells = Int32Array.from(places, (place) => cellOf(grid, place.latitude, place.longitude));
    const members = catalog.kinds.map(() => []);
    places.forEach((place, index) => {
      for (const kind of place.kinds) {
        const kindPosition = catalog.position(kind);
        if (kindPosition !== undefined) members[kindPosition].push(index);
      }
    });
    this.kindMembers = members.map((list) => Int32Array.from(list));
    this.kindMemberCells = members.map((list) => Int32Array.from(list, (index) => this.cells[index]));
    this.indexSegments(grid, streets);
    this.foldedNames = places.map((place) => normalizePlace(place.name));
    this.foldedStreets = places.map((place) => normalizePlace(place.street));
    this.foldedHouseNumbers = places.map((place) => normalizePlace(place.houseNumber));
    this.foldedStreetNames = streets.map((street) => normalizePlace(street.name));
    this.foldedSettlements = archive.settlements.map((settlement) => normalizePlace(settlement.name));
    // The words of each folded name, split once for the name search.
    const split = (texts) => texts.map((text) => text.split(' '));
    [this.nameWords, this.streetWords, this.streetNameWords, this.settlementWords] = [
      split(this.foldedNames), split(this.foldedStreets), split(this.foldedStreetNames), split(this.foldedSettlements)];
    this.areas = archive.areas.map((area) => {
      const [south, north] = extent(area.latitudes);
      const [west, east] = extent(area.longitudes);
      return { ...area, south, north, west, east, boxSize: (north - south) * (east - west) };
    });
  }

  /**
   * Street segments (street, first point) by the cells their boxes touch, in cell order, then street and
   * point order as they are made; with each segment's box, so that a segment surely farther than the best
   * found is not measured.
   */
  indexSegments(grid, streets) {
    const [cells, owners, points, south, north, west, east] = [[], [], [], [], [], [], []];
    streets.forEach((street, streetIndex) => {
      const { latitudes, longitudes } = street;
      for (let point = 0; point + 1 < latitudes.length; point += 1) {
        const a = position(grid, latitudes[point], longitudes[point]);
        const b = position(grid, latitudes[point + 1], longitudes[point + 1]);
        const rowLow = Math.max(0, Math.min(a[0], b[0]));
        const rowHigh = Math.min(grid.rows - 1, Math.max(0, Math.max(a[0], b[0])));
        const columnLow = Math.max(0, Math.min(a[1], b[1]));
        const columnHigh = Math.min(grid.columns - 1, Math.max(0, Math.max(a[1], b[1])));
        for (let row = rowLow; row <= rowHigh; row += 1) {
          for (let column = columnLow; column <= columnHigh; column += 1) {
            cells.push(row * grid.columns + column);
            owners.push(streetIndex);
            points.push(point);
            south.push(Math.min(latitudes[point], latitudes[point + 1]));
            north.push(Math.max(latitudes[point], latitudes[point + 1]));
            west.push(Math.min(longitudes[point], longitudes[point + 1]));
            east.push(Math.max(longitudes[point], longitudes[point + 1]));
          }
        }
      }
    });
    // Made in street and point order: a stable sort by cell keeps that order within a cell.
    const order = Array.from(cells, (_, index) => index).sort((x, y) => cells[x] - cells[y]);
    const arranged = (Type, values) => {
      const out = new Type(order.length);
      for (let at = 0; at < order.length; at += 1) out[at] = values[order[at]];
      return out;
    };
    this.segmentCells = arranged(Int32Array, cells);
    this.segmentStreets = arranged(Int32Array, owners);
    this.segmentPoints = arranged(Int32Array, points);
    [this.segmentSouth, this.segmentNorth, this.segmentWest, this.segmentEast] = [south, north, west, east].map((values) => arranged(Float64Array, values));
  }

  /** The ring walk shared by the nearest-place queries; `scan(cell, visit)` lists a cell's candidates. */
  walk(latitude, longitude, radius, limit, scan) {
    if (limit <= 0) return [];
    const { grid } = this;
    const { places } = this.archive;
    const [row, column] = position(grid, latitude, longitude);
    const width = cellMetres(grid, latitude);
    const best = [];
    const visit = (index) => {
      const found = metres(latitude, longitude, places[index].latitude, places[index].longitude);
      if (found > radius) return;
      const last = best[best.length - 1];
      if (best.length === limit && (found > last.distance || (found === last.distance && index > last.index))) return;
      let at = best.findIndex((entry) => found < entry.distance || (found === entry.distance && index < entry.index));
      if (at < 0) at = best.length;
      best.splice(at, 0, { index, distance: found });
      if (best.length > limit) best.pop();
    };
    for (let ring = firstRing(grid, row, column); ; ring += 1) {
      const nearestPossible = Math.max(0, ring - 1) * width;
      if (nearestPossible > radius) break;
      if (best.length === limit && nearestPossible > best[best.length - 1].distance) break;
      forEachCell(grid, ring, row, column, (cell) => scan(cell, visit));
      if (isBeyond(grid, ring, row, column)) break;
    }
    return best;
  }

  /** The places of the kind at catalogue position `kind` within `radius` metres, nearest first. */
  nearest(kind, latitude, longitude, radius, limit) {
    const members = this.kindMembers[kind];
    if (!members || members.length === 0 || limit <= 0) return [];
    const memberCells = this.kindMemberCells[kind];
    return this.walk(latitude, longitude, radius, limit, (cell, visit) => {
      for (let at = lowerBound(memberCells, cell); at < memberCells.length && memberCells[at] === cell; at += 1) visit(members[at]);
    });
  }

  /** Any places kept by `keep` within `radius` metres, nearest first. */
  nearestPlaces(latitude, longitude, radius, limit, keep) {
    const { cells } = this;
    const { places } = this.archive;
    return this.walk(latitude, longitude, radius, limit, (cell, visit) => {
      for (let at = lowerBound(cells, cell); at < cells.length && cells[at] === cell; at += 1) if (keep(places[at])) visit(at);
    });
  }

  /** The named street nearest to a point within `radius` metres: {index, name, distance} or null. */
  nearestStreet(latitude, longitude, radius = 250) {
    const { grid, segmentCells, segmentStreets, segmentPoints, segmentSouth, segmentNorth, segmentWest, segmentEast } = this;
    if (segmentCells.length === 0) return null;
    const { streets } = this.archive;
    const [row, column] = position(grid, latitude, longitude);
    const width = cellMetres(grid, latitude);
    const perDegree = metresPerDegree(latitude);
    let best = null;
    for (let ring = firstRing(grid, row, column); ; ring += 1) {
      const nearestPossible = Math.max(0, ring - 1) * width;
      if (nearestPossible > radius || nearestPossible > (best?.distance ?? Infinity)) break;
      forEachCell(grid, ring, row, column, (cell) => {
        for (let at = lowerBound(segmentCells, cell); at < segmentCells.length && segmentCells[at] === cell; at += 1) {
          // A millimetre more than the reach, so that rounding never skips a segment the measure would keep.
          const reach = Math.min(radius, best ? best.distance : Infinity) + 0.001;
          if (Math.max(0, segmentSouth[at] - latitude, latitude - segmentNorth[at]) * perDegree.latitude > reach
            || Math.max(0, segmentWest[at] - longitude, longitude - segmentEast[at]) * perDegree.longitude > reach) continue;
          const street = segmentStreets[at];
          const point = segmentPoints[at];
          const line = streets[street];
          // Flat projection around the point: exact enough within a few hundred metres.
          const found = distanceToSegment(
            (line.longitudes[point] - longitude) * perDegree.longitude, (line.latitudes[point] - latitude) * perDegree.latitude,
            (line.longitudes[point + 1] - longitude) * perDegree.longitude, (line.latitudes[point + 1] - latitude) * perDegree.latitude);
          if (found <= radius && found < (best?.distance ?? Infinity)) best = { street, distance: found };
        }
      });
      if (isBeyond(grid, ring, row, column)) break;
    }
    return best && { index: best.street, name: streets[best.street].name, distance: best.distance };
  }

  /**
   * The town of a point: the deepest administrative area holding it, else the `addr:city` of the
   * nearest address within 300 m, else the nearest city, town or village node within 15 km.
   */
  town(latitude, longitude) {
    let area = null;
    for (const candidate of this.areas) {
      if (!areaContains(candidate, latitude, longitude)) continue;
      // The deepest level wins; between equal levels, the smaller box (the first of equal ones).
      if (!area || candidate.adminLevel > area.adminLevel || (candidate.adminLevel === area.adminLevel && candidate.boxSize < area.boxSize)) area = candidate;
    }
    if (area) return area.name;
    const address = this.nearestPlaces(latitude, longitude, 300, 1, (place) => place.city !== '')[0];
    if (address) return this.archive.places[address.index].city;
    let best = null;
    for (const settlement of this.archive.settlements) {
      if (!['city', 'town', 'village'].includes(settlement.place)) continue;
      const found = metres(latitude, longitude, settlement.latitude, settlement.longitude);
      if (found <= 15000 && found < (best?.distance ?? Infinity)) best = { name: settlement.name, distance: found };
    }
    return best ? best.name : null;
  }
}

const built = new WeakMap();

/** The index of a decoded archive for a catalogue, built at the first call and kept with the archive. */
export function indexFor(archive, catalog) {
  let byCatalog = built.get(archive);
  if (!byCatalog) built.set(archive, (byCatalog = new WeakMap()));
  let index = byCatalog.get(catalog);
  if (!index) byCatalog.set(catalog, (index = new PlaceIndex(archive, catalog)));
  return index;
}
