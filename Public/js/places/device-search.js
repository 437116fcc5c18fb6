// Search on the phone: the answer `GET /api/v1/search` gives offline, computed from a trip pack's
// places, kinds and gazetteer (SearchService, SearchService+Names). A kind of place ("pharmacies")
// gives the nearest ones around `near`; any other text is a name or an address looked up in the
// pack's places, then its gazetteer.
import { bearing, direction, contains } from '../map/geo.js';
import { KindCatalog, foldKind } from './kinds.js';
import { indexFor, metres } from './place-index.js';
import { gazetteerFor, countryName } from './gazetteer.js';
import { normalizePlace } from './normalize.js';
import { t } from '../shared/i18n.js';

export const ATTRIBUTION = '© OpenStreetMap contributors';
const MAXIMUM_QUERY_LENGTH = 200;
const DEFAULT_RADIUS = 2000;
const DEFAULT_LIMIT = 20;
/** How far apart two sources put one town or one street, one feature's node and way, one unnamed feature's. */
const SAME_TOWN_METRES = 2000;
const SAME_FEATURE_METRES = 150;
const SAME_UNNAMED_METRES = 30;
/** Words a name may be typed with or without ("Casino de Monte-Carlo", "Monte Carlo Casino"). */
const LINKING_WORDS = new Set(['a', 'an', 'and', 'at', 'd', 'de', 'del', 'della', 'des', 'di', 'du', 'el', 'en', 'et', 'l', 'la', 'le', 'les', 'of', 'the', 'y']);
/**
 * The quality of the first stand-in for an address whose house number the pack does not know: the street
 * itself, then its other numbers, nearest first (this, plus one, plus the difference; NameMatch.numberUnknown).
 */
export const NUMBER_UNKNOWN = 3;
/** Numbers this far from the asked one, or farther, rank alike. */
const FARTHEST_NUMBER = 10000;
/** Compass points in French where they differ from English. */
const FRENCH_POINTS = { NW: 'NO', SW: 'SO', W: 'O' };

/** What the server would refuse, with its error code and HTTP status. */
export class DeviceSearchError extends Error {
  constructor(code, status, detail = {}) {
    super(code);
    this.name = 'DeviceSearchError';
    this.code = code;
    this.status = status;
    this.detail = detail;
  }
}

/**
 * A trip pack's data as the phone keeps it.
 * @typedef {object} PackData
 * @property {import('./archive.js').PlaceArchive} places the decoded `places` part (decodeArchive)
 * @property {KindCatalog} kinds the parsed `kinds` part (parseKinds)
 * @property {object} [gazetteer] the parsed JSON `gazetteer` part
 * @property {{id: string, bounds?: {south: number, west: number, north: number, east: number}}} [region]
 *   the region the places belong to (the manifest's `area.region`: result ids read `<id>/node/…`, `pack/node/…`
 *   without it) and the box they cover (the manifest's `area.bounds`, else the archive's grid); a kind asked
 *   outside the box is `outside_regions`, a point outside it is placed by the gazetteer alone
 */

/**
 * One result, as the API gives it.
 * @typedef {{id: string, name: string, kind: {id: string, name: string}|null, latitude: number,
 *   longitude: number, distance: number|null, bearing: number|null, direction: string|null,
 *   address: string|null, openingHours: string|null, source: 'region'|'gazetteer', region: string|null}} SearchResult
 * @typedef {{query: string, kind: {id: string, name: string}|null, results: SearchResult[],
 *   suggestions: {id: string, name: string}[], note: string|null, attribution: string}} SearchAnswer
 */

/** The pack's region id and bounds. */
export function packRegion(data) {
  const { grid } = data.places;
  return {
    id: data.region?.id ?? 'pack',
    bounds: data.region?.bounds ?? {
      south: grid.south, west: grid.west, north: grid.south + grid.rows * grid.cellDegrees, east: grid.west + grid.columns * grid.cellDegrees,
    },
  };
}

const language = (lang) => (lang === 'fr' ? 'fr' : 'en');

/** Distance (to the decimetre), bearing and compass point from `near`, written into `result`. */
function measure(result, near, lang) {
  if (!near) return result;
  const from = { latitude: near[0], longitude: near[1] };
  const to = { latitude: result.latitude, longitude: result.longitude };
  result.distance = Math.round(metres(near[0], near[1], result.latitude, result.longitude) * 10) / 10;
  result.bearing = bearing(from, to);
  const point = direction(result.bearing);
  result.direction = lang === 'fr' ? FRENCH_POINTS[point] ?? point : point;
  return result;
}

function emptyResult(fields) {
  return {
    id: '', name: '', kind: null, latitude: 0, longitude: 0, distance: null, bearing: null, direction: null, address: null,
    openingHours: null, source: 'region', region: null, ...fields,
  };
}

/** "20 Avinguda Meritxell, AD500 Andorra la Vella", or null without a street. */
function address(place) {
  if (!place.street) return null;
  const line = place.houseNumber ? `${place.houseNumber} ${place.street}` : place.street;
  const town = [place.postcode, place.city].filter(Boolean).join(' ');
  return town ? `${line}, ${town}` : line;
}

/**
 * A place of the pack as a result. A place without a name is named by its kind and its street
 * ("Restaurant, Rue Grimaldi"): its own `addr:street`, else the nearest street.
 */
function placeResult(place, index, catalog, region, near, lang) {
  const kind = place.kinds.length ? catalog.kind(place.kinds[0]) : undefined;
  let { name } = place;
  if (!name) {
    const street = place.street || index.nearestStreet(place.latitude, place.longitude)?.name;
    name = [kind && KindCatalog.nameOf(kind, lang), street].filter((part) => part !== undefined && part !== null).join(', ');
    if (!name || !kind) name = address(place) ?? name;
  }
  return measure(emptyResult({
    id: `${region}/${place.osmType}/${place.osmID}`, name, kind: kind ? KindCatalog.label(kind, lang) : null,
    latitude: place.latitude, longitude: place.longitude, address: address(place), openingHours: place.openingHours || null, region,
  }), near, lang);
}

const folds = new Map();

/** A result's name folded as a kind is, remembered: the same names come back query after query. */
function foldedName(name) {
  let folded = folds.get(name);
  if (folded === undefined) {
    if (folds.size >= 20000) folds.clear();
    folded = foldKind(name);
    folds.set(name, folded);
  }
  return folded;
}

/**
 * One place is kept once, the first found: a node and a way of one feature, a town or a street the
 * pack's places and its gazetteer both know. Places without a name (`unnamed` holds their ids) are
 * named by kind and street, which neighbours share: only those a few metres apart are one.
 */
function unique(results, unnamed = new Set()) {
  const kept = [];
  for (const result of results) {
    const name = foldedName(result.name);
    const same = kept.some((other) => {
      if (other.name !== name || (other.result.kind?.id ?? null) !== (result.kind?.id ?? null)) return false;
      const apart = metres(other.result.latitude, other.result.longitude, result.latitude, result.longitude);
      const reach = result.kind === null ? SAME_TOWN_METRES : unnamed.has(result.id) ? SAME_UNNAMED_METRES : SAME_FEATURE_METRES;
      return apart <= reach;
    });
    if (!same) kept.push({ result, name });
  }
  return kept.map((entry) => entry.result);
}

/** The nearest places of `kind` around `near` within `radius`: named ones first, each nearest first. */
function nearestOfKind(data, kind, near, radius, limit, lang) {
  const region = packRegion(data);
  if (!contains(region.bounds, { latitude: near[0], longitude: near[1] })) {
    throw new DeviceSearchError('outside_regions', 404, { latitude: near[0], longitude: near[1] });
  }
  const index = indexFor(data.places, data.kinds);
  const position = data.kinds.position(kind.id);
  if (position === undefined) return [];
  // Twice the limit: a node and a way of one feature, or unnamed places ranked last, must not leave the list short.
  const found = index.nearest(position, near[0], near[1], radius, limit * 2).map((hit) => {
    const place = data.places.places[hit.index];
    return { result: placeResult(place, index, data.kinds, region.id, near, lang), named: place.name !== '', distance: hit.distance };
  });
  const sorted = [...found].sort((a, b) => (a.named !== b.named ? (a.named ? -1 : 1) : a.distance - b.distance));
  const unnamed = new Set(found.filter((entry) => !entry.named).map((entry) => entry.result.id));
  return unique(sorted.map((entry) => entry.result), unnamed).slice(0, limit);
}

/**
 * 0 when `name` is the query, 1 when it starts with it, 2 when each meaningful word of the query (not
 * a linking word such as "de", "the") starts one of `nameWords`; null otherwise.
 */
function quality(name, nameWords, query, meaningful) {
  if (!name || !query) return null;
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (meaningful.length === 0) return null;
  return meaningful.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word))) ? 2 : null;
}

/** The words of a query that must each start a word of a name. */
const meaningfulWords = (words) => words.filter((word) => !LINKING_WORDS.has(word));

const startsWithNumber = (word) => /^\p{N}/u.test(word);

/** `21` of "21", "21bis" or "21 23" (a folded "21-23"); null when the text does not start with a digit. */
export function leadingNumber(text) {
  const digits = /^[0-9]{1,6}/.exec(text);
  return digits ? Number(digits[0]) : null;
}

/**
 * What stands in for an address whose house number no place of the street has: each street matching
 * `streetQuery` once, then the numbered places along them, nearest to `number` first (PlaceIndex.nearestNumbers).
 */
function nearestNumbers(data, index, number, streetQuery, meaningful) {
  const asked = leadingNumber(number);
  if (asked === null) return [];
  const found = [];
  const seen = new Set();
  data.places.streets.forEach((street, position) => {
    const folded = index.foldedStreetNames[position];
    if (seen.has(folded) || quality(folded, index.streetNameWords[position], streetQuery, meaningful) === null) return;
    seen.add(folded);
    const middle = street.latitudes.length >> 1;
    found.push({ feature: 'street', position, quality: NUMBER_UNKNOWN, latitude: street.latitudes[middle], longitude: street.longitudes[middle] });
  });
  data.places.places.forEach((place, position) => {
    if (!index.foldedStreets[position]) return;
    const own = leadingNumber(index.foldedHouseNumbers[position]);
    if (own === null || quality(index.foldedStreets[position], index.streetWords[position], streetQuery, meaningful) === null) return;
    const rank = NUMBER_UNKNOWN + 1 + Math.min(Math.abs(own - asked), FARTHEST_NUMBER);
    found.push({ feature: 'place', position, quality: rank, latitude: place.latitude, longitude: place.longitude });
  });
  return found;
}

/** Features whose name or address matches `text` (PlaceIndex+Names): [{kind, position, quality, latitude, longitude}]. */
function nameMatches(data, index, text, limit) {
  const query = normalizePlace(text);
  if (!query) return [];
  const words = query.split(' ');
  const numbers = words.filter(startsWithNumber);
  const streetWords = words.filter((word) => !startsWithNumber(word));
  const streetQuery = streetWords.join(' ');
  const [meaningful, meaningfulStreet] = [meaningfulWords(words), meaningfulWords(streetWords)];
  const found = [];
  let addressFound = false;
  data.places.settlements.forEach((settlement, position) => {
    const rank = quality(index.foldedSettlements[position], index.settlementWords[position], query, meaningful);
    if (rank !== null) found.push({ feature: 'settlement', position, quality: rank, latitude: settlement.latitude, longitude: settlement.longitude });
  });
  data.places.places.forEach((place, position) => {
    let rank = quality(index.foldedNames[position], index.nameWords[position], query, meaningful);
    if (numbers.length === 1 && streetWords.length > 0 && index.foldedHouseNumbers[position] === numbers[0]) {
      const streetRank = quality(index.foldedStreets[position], index.streetWords[position], streetQuery, meaningfulStreet);
      if (streetRank !== null) {
        rank = Math.min(rank ?? Infinity, streetRank);
        addressFound = true;
      }
    }
    if (rank !== null) found.push({ feature: 'place', position, quality: rank, latitude: place.latitude, longitude: place.longitude });
  });
  if (numbers.length === 0) {
    const seen = new Set();
    data.places.streets.forEach((street, position) => {
      const folded = index.foldedStreetNames[position];
      if (seen.has(folded)) return;
      const rank = quality(folded, index.streetNameWords[position], query, meaningful);
      if (rank === null) return;
      seen.add(folded);
      const middle = street.latitudes.length >> 1;
      found.push({ feature: 'street', position, quality: rank, latitude: street.latitudes[middle], longitude: street.longitudes[middle] });
    });
  }
  if (numbers.length === 1 && streetWords.length > 0 && !addressFound) {
    found.push(...nearestNumbers(data, index, numbers[0], streetQuery, meaningfulStreet));
  }
  found.sort((a, b) => a.quality - b.quality);
  return found.slice(0, Math.max(limit, 0) * 4);
}

function matchResult(data, index, match, region, near, lang) {
  if (match.feature === 'place') return placeResult(data.places.places[match.position], index, data.kinds, region, near, lang);
  const feature = match.feature === 'street' ? data.places.streets[match.position] : data.places.settlements[match.position];
  return measure(emptyResult({
    id: `${region}/${match.feature === 'street' ? 'street' : 'place'}/${match.position}`, name: feature.name,
    latitude: match.latitude, longitude: match.longitude, region,
  }), near, lang);
}

function gazetteerResult(place, near, lang) {
  const admin1 = place.admin1 || null;
  return measure(emptyResult({
    id: `geonames:${place.id}`, name: place.name, latitude: place.latitude, longitude: place.longitude,
    address: [place.name, admin1, countryName(place.country, lang) ?? place.country].filter(Boolean).join(', '), source: 'gazetteer',
  }), near, lang);
}

/** The gazetteer's places for a text, or none when the server's gazetteer would refuse the text. */
function gazetteerMatches(data, text, limit) {
  const gazetteer = gazetteerFor(data.gazetteer);
  if (!gazetteer || /[\p{Cc}\uFFFD]/u.test(text)) return [];
  const trimmed = text.trim();
  const folded = normalizePlace(trimmed);
  if ([...trimmed].length > 120 || [...folded].length < 2) return [];
  return gazetteer.find(folded, limit).map((hit) => hit.place);
}

/**
 * Names and addresses: the pack's places first, then its gazetteer's; `nearNumbers` tells that an address's
 * house number is unknown and its street's nearest numbers (or the street) stand in.
 */
function named(data, text, near, limit, lang) {
  const region = packRegion(data);
  const index = indexFor(data.places, data.kinds);
  const ranked = nameMatches(data, index, text, limit).map((match) => ({ result: matchResult(data, index, match, region.id, near, lang), quality: match.quality }));
  ranked.sort((a, b) => (a.quality !== b.quality ? a.quality - b.quality : (a.result.distance ?? 0) - (b.result.distance ?? 0)));
  let results = unique(ranked.map((entry) => entry.result));
  const standIns = new Set(ranked.filter((entry) => entry.quality >= NUMBER_UNKNOWN).map((entry) => entry.result.id));
  if (results.length < limit) {
    results = unique([...results, ...gazetteerMatches(data, text, limit).map((place) => gazetteerResult(place, near, lang))]);
  }
  results = results.slice(0, limit);
  return { results, nearNumbers: results.some((result) => standIns.has(result.id)) };
}

/** The searched text trimmed, refused as the server refuses it. */
function checkedQuery(q) {
  const text = String(q ?? '').trim();
  if (!text) throw new DeviceSearchError('empty_query', 400);
  if ([...text].length > MAXIMUM_QUERY_LENGTH) throw new DeviceSearchError('query_too_long', 400, { maximum: MAXIMUM_QUERY_LENGTH });
  if (/\p{Cc}/u.test(text)) throw new DeviceSearchError('invalid_characters', 400);
  return text;
}

function checkedNear(near) {
  if (near === undefined || near === null) return null;
  const [latitude, longitude] = Array.isArray(near) ? near : [near.latitude, near.longitude];
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw new DeviceSearchError('invalid_point', 400);
  }
  return [latitude, longitude];
}

function checkedWhole(value, name, low, high, fallback) {
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < low || number > high) throw new DeviceSearchError('invalid_parameter', 400, { name });
  return number;
}

/**
 * The search box's answer from a pack, as `GET /api/v1/search` (offline) gives it.
 * @param {PackData} data
 * @param {{q: string, near?: [number, number]|{latitude: number, longitude: number}, radius?: number,
 *   limit?: number, lang?: 'fr'|'en'}} options radius in metres (1–50 000, 2 000 by default), limit 1–50 (20)
 * @returns {SearchAnswer}
 * @throws {DeviceSearchError} `empty_query`, `query_too_long`, `invalid_characters`, `invalid_point`,
 *   `invalid_parameter`, `missing_near` (a kind without `near`), `outside_regions` (a kind asked outside the pack)
 */
export function searchOnDevice(data, { q, near, radius, limit, lang } = {}) {
  const text = checkedQuery(q);
  const point = checkedNear(near);
  const reach = checkedWhole(radius, 'radius', 1, 50000, DEFAULT_RADIUS);
  const count = checkedWhole(limit, 'limit', 1, 50, DEFAULT_LIMIT);
  const words = language(lang);
  const match = data.kinds.match(text);
  if (match.kind) {
    if (!point) throw new DeviceSearchError('missing_near', 400);
    const results = nearestOfKind(data, match.kind, point, reach, count, words);
    return { query: text, kind: KindCatalog.label(match.kind, words), results, suggestions: [], note: null, attribution: ATTRIBUTION };
  }
  const { results, nearNumbers } = named(data, text, point, count, words);
  const suggestions = results.some((result) => result.source === 'region') ? [] : match.suggestions.map((kind) => KindCatalog.label(kind, words));
  // The server's words, from the page's catalogue in its current language (the language the page asks in, `lang`).
  const note = nearNumbers ? t('search.note.numberUnknown', { address: text }) : null;
  return { query: text, kind: null, results, suggestions, note, attribution: ATTRIBUTION };
}
