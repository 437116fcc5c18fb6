// The pack's gazetteer part (GeoNames places of the area's countries) searched and read as the
// server's offline gazetteer does (GazetteerIndex): folded names and each later word of them sorted,
// a prefix found by binary search, matches ranked by quality weighed with population, one typo
// forgiven in words of five letters or more; the nearest places on a grid, a city's section
// answering as its town.
import { metres } from './place-index.js';
import { normalizePlace } from './normalize.js';

const EXACT = 0;
const WORD = 1;
const PREFIX = 2;
const TYPO = 3;
const TYPO_PREFIX = 4;
const QUALITY_NAMES = ['exact', 'word', 'prefix', 'typo', 'typoPrefix'];
/** Doublings of population each match quality is worth (the server's TopPlaces.qualityBonus). */
const IMPORTANCE_PER_DOUBLING = 1 << 20;
const BONUS_STEPS = [11.6, 5.6, 5.0, 1.7, 0].map((bonus) => Math.floor(bonus * IMPORTANCE_PER_DOUBLING));
const TYPO_MINIMUM_WORD_LENGTH = 5;
const SECTION_REACH_METRES = 15000;
const GRID_DEGREES = 0.25;

const importance = (population) => Math.floor(Math.log2(population + 1) * IMPORTANCE_PER_DOUBLING);
const score = (quality, weight) => (BONUS_STEPS[quality] + weight) * 8 + (4 - quality);
const qualityOf = (value) => 4 - (value % 8);

/** The best `capacity` distinct places by score, larger first; equal scores keep their arrival order. */
class TopPlaces {
  constructor(capacity) {
    this.capacity = capacity;
    this.places = [];
    this.scores = [];
  }

  get isFull() {
    return this.places.length >= this.capacity;
  }

  admits(value) {
    return !this.isFull || value > this.scores[this.scores.length - 1];
  }

  insert(place, value) {
    if (!this.admits(value)) return;
    const existing = this.places.indexOf(place);
    if (existing >= 0) {
      if (this.scores[existing] >= value) return;
      this.places.splice(existing, 1);
      this.scores.splice(existing, 1);
    }
    let at = this.scores.length;
    while (at > 0 && this.scores[at - 1] < value) at -= 1;
    this.places.splice(at, 0, place);
    this.scores.splice(at, 0, value);
    if (this.places.length > this.capacity) {
      this.places.pop();
      this.scores.pop();
    }
  }
}

/** Whether each character of `probe` may hold a typo: inside a long word, or a space next to one. */
function editablePositions(letters) {
  const wordLength = new Array(letters.length).fill(0);
  let start = 0;
  for (let at = 0; at <= letters.length; at += 1) {
    if (at === letters.length || letters[at] === ' ') {
      for (let member = start; member < at; member += 1) wordLength[member] = at - start;
      start = at + 1;
    }
  }
  return letters.map((letter, at) => {
    if (letter !== ' ') return wordLength[at] >= TYPO_MINIMUM_WORD_LENGTH;
    return Math.max(at > 0 ? wordLength[at - 1] : 0, at + 1 < letters.length ? wordLength[at + 1] : 0) >= TYPO_MINIMUM_WORD_LENGTH;
  });
}

/**
 * @typedef {{id: number, name: string, latitude: number, longitude: number, country: string,
 *   admin1: string, population: number, featureCode: string, timeZone: string}} GazetteerPlace
 */

/** The gazetteer part ready for queries. */
class Gazetteer {
  /** @param {{columns: string[], places: Array[]}} part the parsed JSON part */
  constructor(part) {
    const columns = Array.isArray(part?.columns) ? part.columns : [];
    const at = (name) => columns.indexOf(name);
    const [id, name, latitude, longitude, country, admin1, population, featureCode, timeZone] = [
      'id', 'name', 'latitude', 'longitude', 'country', 'admin1', 'population', 'featureCode', 'timeZone'].map(at);
    const text = (row, column) => (column >= 0 && typeof row[column] === 'string' ? row[column] : '');
    const number = (row, column) => (column >= 0 && Number.isFinite(row[column]) ? row[column] : 0);
    /** @type {GazetteerPlace[]} */
    this.places = (Array.isArray(part?.places) ? part.places : [])
      .filter((row) => Array.isArray(row) && Number.isFinite(row[latitude]) && Number.isFinite(row[longitude]))
      .map((row) => ({
        id: number(row, id), name: text(row, name), latitude: row[latitude], longitude: row[longitude],
        country: text(row, country), admin1: text(row, admin1), population: Math.max(0, number(row, population)),
        featureCode: text(row, featureCode), timeZone: text(row, timeZone),
      }))
      .sort((a, b) => a.id - b.id);
    this.buildKeys();
    this.buildGrid();
  }

  buildKeys() {
    const records = [];
    this.places.forEach((place, index) => {
      const key = normalizePlace(place.name);
      for (let offset = 0; offset < key.length; offset += 1) {
        if (offset === 0 || (key[offset - 1] === ' ' && key[offset] !== ' ')) records.push([key.slice(offset), index, offset !== 0]);
      }
    });
    records.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1] || Number(a[2]) - Number(b[2])));
    const weights = this.places.map((place) => importance(place.population));
    this.keys = [];
    this.owners = [];
    this.inner = [];
    this.weights = [];
    records.forEach(([key, owner, inner], index) => {
      // The same name twice for one place: the first (a name start, if any) stays.
      if (index > 0 && records[index - 1][0] === key && records[index - 1][1] === owner) return;
      this.keys.push(key);
      this.owners.push(owner);
      this.inner.push(inner);
      this.weights.push(weights[owner]);
    });
  }

  buildGrid() {
    this.cells = new Map();
    this.places.forEach((place, index) => {
      const key = Gazetteer.cellKey(Math.floor(place.latitude / GRID_DEGREES), Math.floor(place.longitude / GRID_DEGREES));
      const list = this.cells.get(key);
      if (list) list.push(index);
      else this.cells.set(key, [index]);
    });
  }

  static cellKey(row, column) {
    return row * 4096 + column;
  }

  /** The first key in [low, high) not before `probe`: `bound` 'lower' (≥), 'upper' (>), 'prefixEnd' (not starting with it). */
  search(probe, bound, low = 0, high = this.keys.length) {
    while (low < high) {
      const middle = (low + high) >> 1;
      const key = this.keys[middle];
      let before;
      if (key.startsWith(probe)) before = bound === 'prefixEnd' || (bound === 'upper' && key.length === probe.length);
      else before = key < probe;
      if (before) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  prefixRange(prefix, low = 0, high = this.keys.length) {
    const start = this.search(prefix, 'lower', low, high);
    return [start, this.search(prefix, 'prefixEnd', start, high)];
  }

  collectRange(low, high, quality, innerQuality, top) {
    for (let index = low; index < high; index += 1) {
      const value = score(this.inner[index] ? innerQuality : quality, this.weights[index]);
      if (top.admits(value)) top.insert(this.owners[index], value);
    }
  }

  /** Ranks keys starting with `probe`: equal to it, then whole words after it, then prefixes. */
  collect([low, high], probe, typo, top) {
    if (low >= high) return;
    const exactEnd = this.search(probe, 'upper', low, high);
    const wordEnd = this.search(`${probe} `, 'prefixEnd', exactEnd, high);
    const whole = typo ? TYPO : WORD;
    this.collectRange(low, exactEnd, typo ? TYPO : EXACT, whole, top);
    this.collectRange(exactEnd, wordEnd, whole, whole, top);
    const partial = typo ? TYPO_PREFIX : PREFIX;
    this.collectRange(wordEnd, high, partial, partial, top);
  }

  /** Calls `visit(candidate, range)` for each one-edit correction of `probe` that some key starts with. */
  forEachTypoCandidate(probe, visit) {
    const letters = [...probe];
    const editable = editablePositions(letters);
    if (!editable.includes(true)) return;
    const attempt = (candidate, range) => {
      if (candidate === probe) return;
      const matching = this.prefixRange(candidate, range[0], range[1]);
      if (matching[0] < matching[1]) visit(candidate, matching);
    };
    let range = [0, this.keys.length];
    let head = '';
    for (let at = 0; at < letters.length; at += 1) {
      const typed = letters[at];
      const tail = letters.slice(at + 1).join('');
      if (editable[at]) {
        attempt(head + tail, range);
        if (at + 1 < letters.length && editable[at + 1] && letters[at + 1] !== typed) {
          attempt(head + letters[at + 1] + typed + letters.slice(at + 2).join(''), range);
        }
        this.forEachChild(range, head, typed.codePointAt(0), (child, childRange) => {
          if (child !== typed) attempt(head + child + tail, childRange);
          attempt(head + child + typed + tail, childRange);
        });
      }
      head += typed;
      range = this.prefixRange(head, range[0], range[1]);
      if (range[0] >= range[1]) break;
    }
  }

  /** The distinct letters following `head` in the keys of `range`, within the typed letter's script block and the space. */
  forEachChild([low, high], head, typed, body) {
    const blockLow = typed < 0x80 ? 0x20 : typed & ~0xff;
    const blockHigh = typed < 0x80 ? 0x7e : blockLow | 0xff;
    let index = low;
    while (index < high) {
      const key = this.keys[index];
      if (key.length <= head.length) {
        index += 1;
        continue;
      }
      const value = key.codePointAt(head.length);
      if (value > blockHigh && value >= blockLow) break;
      const child = String.fromCodePoint(value);
      if (value < blockLow && value !== 0x20) {
        index = Math.max(index + 1, this.search(head + String.fromCodePoint(blockLow), 'lower', index, high));
        continue;
      }
      const childRange = this.prefixRange(head + child, index, high);
      body(child, childRange);
      index = Math.max(childRange[1], index + 1);
    }
  }

  /** The best places for a folded text, best first: [{place, quality}]. */
  find(folded, limit) {
    const top = new TopPlaces(limit);
    this.collect(this.prefixRange(folded), folded, false, top);
    // Guess typos only when the text names no place exactly: "Pariss", not "Shanghai".
    if (!top.isFull && (top.scores.length === 0 || qualityOf(top.scores[0]) > WORD)) {
      this.forEachTypoCandidate(folded, (candidate, range) => this.collect(range, candidate, true, top));
    }
    return top.places.map((place, index) => ({ place: this.places[place], quality: QUALITY_NAMES[qualityOf(top.scores[index])] }));
  }

  /** The `limit` places nearest to a point within `within` metres accepted by `accept`: [{place, metres}]. */
  nearest(latitude, longitude, limit, within = Infinity, accept = () => true) {
    const best = [];
    if (limit <= 0 || this.places.length === 0) return best;
    const row = Math.floor(latitude / GRID_DEGREES);
    const column = Math.floor(longitude / GRID_DEGREES);
    const consider = (r, c) => {
      for (const index of this.cells.get(Gazetteer.cellKey(r, c)) ?? []) {
        const place = this.places[index];
        const found = metres(latitude, longitude, place.latitude, place.longitude);
        if (found > within || (best.length === limit && found >= best[best.length - 1].metres) || !accept(place)) continue;
        let at = best.findIndex((entry) => entry.metres > found);
        if (at < 0) at = best.length;
        best.splice(at, 0, { place, metres: found });
        if (best.length > limit) best.pop();
      }
    };
    const perDegree = (6371008.8 * Math.PI) / 180;
    for (let ring = 0; ring <= 720; ring += 1) {
      for (let r = row - ring; r <= row + ring; r += 1) {
        if (Math.abs(r - row) === ring) for (let c = column - ring; c <= column + ring; c += 1) consider(r, c);
        else {
          consider(r, column - ring);
          if (ring > 0) consider(r, column + ring);
        }
      }
      // Cells beyond this ring lie at least `ring` cells away north–south, or east–west at the widest latitude reached.
      const reach = Math.min(89.9, Math.abs(latitude) + (ring + 1) * GRID_DEGREES);
      const bound = ring * GRID_DEGREES * perDegree * Math.cos((reach * Math.PI) / 180);
      if (bound > within || (best.length === limit && best[best.length - 1].metres <= bound)) break;
    }
    return best;
  }

  /**
   * The town that `section` is part of (GeoNames `PPLX`, or in a dump without feature codes a place
   * named after a more populated place of the same country and division followed by more words), or null.
   */
  townOfSection(section) {
    const code = section.featureCode;
    if (code !== 'PPLX' && code !== '') return null;
    const sameArea = (place) => place.country === section.country && place.admin1 === section.admin1;
    let accept;
    if (code === '') {
      const name = section.name.toLowerCase();
      if (!name.includes(' ')) return null;
      accept = (place) => place !== section && sameArea(place) && place.population > section.population
        && name.startsWith(`${place.name.toLowerCase()} `);
    } else {
      const isTown = (place) => place.featureCode === 'PPL' || place.featureCode === 'PPLC' || place.featureCode.startsWith('PPLA');
      accept = (place) => isTown(place) && sameArea(place) && place.population >= section.population;
    }
    return this.nearest(section.latitude, section.longitude, 1, SECTION_REACH_METRES, accept)[0]?.place ?? null;
  }

  /** What a section adds to its town's name: "Paris 01 Louvre" in Paris is "Louvre". */
  static sectionDetail(section, town) {
    if (section.length <= town.length || !section.toLowerCase().startsWith(town.toLowerCase())) return section;
    const rest = section.slice(town.length).replace(/^[\s\p{N},-]+/u, '');
    return rest ? rest : section;
  }

  /** The place nearest to a point, a section answering as its town: {place, metres, section} or null. */
  nearestTown(latitude, longitude) {
    const found = [];
    for (const { place, metres: distance } of this.nearest(latitude, longitude, 12)) {
      const town = this.townOfSection(place);
      const entry = town
        ? { place: town, metres: metres(latitude, longitude, town.latitude, town.longitude), section: Gazetteer.sectionDetail(place.name, town.name) }
        : { place, metres: distance, section: null };
      if (!found.some((other) => other.place.id === entry.place.id)) found.push(entry);
    }
    // The server sorts on distances rounded to the decimetre, equal ones keeping their order.
    const rounded = (entry) => Math.round(entry.metres * 10) / 10;
    found.sort((a, b) => rounded(a) - rounded(b));
    return found[0] ?? null;
  }
}

const built = new WeakMap();

/** The gazetteer of a parsed part, built at the first call and kept with it. */
export function gazetteerFor(part) {
  if (!part || typeof part !== 'object') return null;
  let gazetteer = built.get(part);
  if (!gazetteer) built.set(part, (gazetteer = new Gazetteer(part)));
  return gazetteer;
}

const countryNames = new Map();

/** A country's name in `lang` (CLDR through Intl, as the server's Foundation names it), else its code. */
export function countryName(code, lang) {
  if (!code) return null;
  const key = `${lang}:${code}`;
  if (!countryNames.has(key)) {
    let name = code;
    try {
      name = new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
    } catch {
      // A code Intl does not know stays the code, as the server writes it.
    }
    countryNames.set(key, name);
  }
  return countryNames.get(key);
}
