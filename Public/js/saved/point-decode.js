// Reading one place's code or link on the phone, as the server's GET /api/v1/decode reads it: a port of
// BaluchonCore's PointCode.decode with PlusCode (short codes recovered near a reference), Geohash, GeoURI,
// OrganicMapsLink, OpenStreetMapLink and DecimalCoordinates. Same rules, same point (the centre of a Plus Code's
// area or a geohash's cell), uncertainty, name and zoom, and the same error codes as SharingError; a list code
// goes to listcode.js. Checked with the Swift reader against Tests/Fixtures/sharing/point-decode.json. A short
// Plus Code followed by a town ("V75V+8Q Paris") needs the gazetteer: that one is left to the server.
import {
  GEOHASH_ALPHABET, GEOHASH_MAXIMUM, GRID_COLUMNS, GRID_ROWS, LATITUDE_UNITS, LONGITUDE_UNITS, OM_ALPHABET, OM_BITS, OM_SYMBOLS,
  PLUS_ALPHABET, PLUS_MAXIMUM_DIGITS, PLUS_PAIR_LENGTH, PLUS_SEPARATOR_POSITION, plusCode,
} from './point-codes.js';
import { codeInLink, decodeList, ListCodeError, PREFIX } from './listcode.js';

const OM_PREFIXES = ['om://', 'ge0://', 'http://omaps.app/', 'https://omaps.app/', 'http://ge0.me/', 'https://ge0.me/'];
const OM_MAXIMUM_NAME_BYTES = 256;
/** Metres in a degree of latitude, as the Swift reader counts an area's half-height. */
const METRES_PER_DEGREE = 111320;
/** A `%` not followed by two hex digits. */
const BROKEN_ESCAPE = /%(?![\da-f]{2})/i;

/** Foundation's whitespacesAndNewlines and whitespaces, trimmed from both ends. */
const trimLines = (text) => text.replace(/^[\p{Z}\t\n\v\f\r\u0085]+|[\p{Z}\t\n\v\f\r\u0085]+$/gu, '');
const trimSpaces = (text) => text.replace(/^[\p{Zs}\t]+|[\p{Zs}\t]+$/gu, '');
const utf8 = (text) => new TextEncoder().encode(text);

/** A text the phone cannot read, with the server's error code (SharingError's `code`). */
class PointCodeError extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

/** The text before the first `separator` and the rest after it (null when there is none), as GeoURI.split. */
function split(text, separator) {
  const index = text.indexOf(separator);
  return index < 0 ? [text, null] : [text.slice(0, index), text.slice(index + 1)];
}

/** Swift's `Double(text)`: decimal, hexadecimal, inf and nan, nothing around them; null otherwise. */
function swiftNumber(text) {
  if (/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(text)) return Number(text);
  if (/^[+-]?(?:inf|infinity)$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/^[+-]?s?nan(?:\([\w]*\))?$/i.test(text)) return NaN;
  const hex = /^([+-]?)0x([\da-f]*)\.?([\da-f]*)(?:p([+-]?\d+))?$/i.exec(text);
  if (!hex || !(hex[2] + hex[3])) return null;
  const mantissa = Number.parseInt(hex[2] + hex[3], 16) / 16 ** hex[3].length;
  return (hex[1] === '-' ? -1 : 1) * mantissa * 2 ** Number(hex[4] ?? 0);
}

/** UTF-8 bytes to text; null when they are not UTF-8. */
function fromUTF8(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Percent.decode: null when a `%` is not followed by two hex digits or the bytes are not UTF-8. */
function percentDecode(text) {
  if (BROKEN_ESCAPE.test(text)) return null;
  const parts = text.split(/(%[\da-f]{2})/i);
  return fromUTF8(new Uint8Array(parts.flatMap((part, index) => (index % 2 ? [Number.parseInt(part.slice(1), 16)] : [...utf8(part)]))));
}

/** SharedPoint: a position on Earth, with what the code added (absent fields are left out, as in the API). */
function onEarth(latitude, longitude, extra = {}) {
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) throw new PointCodeError('coordinate_out_of_range');
  const point = { latitude, longitude };
  for (const key of ['name', 'zoom', 'uncertainty']) if (extra[key] !== undefined && extra[key] !== null) point[key] = extra[key];
  return point;
}

/** What a Plus Code is by the reference's rules (PlusCode.shape): short (digits dropped from its front), full, or neither. */
function plusShape(code) {
  const none = { short: false, full: false };
  const separator = code.indexOf('+');
  if (code.length < 2 || separator < 0 || code.lastIndexOf('+') !== separator || separator > PLUS_SEPARATOR_POSITION || separator % 2) return none;
  const padding = code.indexOf('0');
  if (padding >= 0 && !(separator === PLUS_SEPARATOR_POSITION && padding > 0 && separator === code.length - 1
    && /^0+$/.test(code.slice(padding, separator)) && (separator - padding) % 2 === 0)) return none;
  if (code.length - separator - 1 === 1 || !/^[+023456789CFGHJMPQRVWX]+$/i.test(code)) return none;
  if (separator < PLUS_SEPARATOR_POSITION) return { short: true, full: false };
  const first = PLUS_ALPHABET.indexOf(code[0].toUpperCase());
  const second = code[1] === '0' ? 0 : PLUS_ALPHABET.indexOf(code[1].toUpperCase());
  return { short: false, full: first * 20 < 180 && second * 20 < 360 };
}

/** The area of a full Plus Code: { south, west, north, east, length } (PlusCode.decode); throws PointCodeError. */
export function plusCodeArea(code) {
  const shape = plusShape(code);
  if (!shape.full) throw new PointCodeError(shape.short ? 'short_code_needs_reference' : 'invalid_plus_code');
  const values = [...code.replace(/[+0]/g, '').toUpperCase()].slice(0, PLUS_MAXIMUM_DIGITS).map((digit) => PLUS_ALPHABET.indexOf(digit));
  let latitude = 0;
  let longitude = 0;
  let latitudePlace = 20 ** 4 * GRID_ROWS ** 5;
  let longitudePlace = 20 ** 4 * GRID_COLUMNS ** 5;
  values.forEach((value, index) => {
    if (index < PLUS_PAIR_LENGTH && index % 2 === 0) {
      if (index > 0) latitudePlace /= 20;
      latitude += value * latitudePlace;
    } else if (index < PLUS_PAIR_LENGTH) {
      if (index > 1) longitudePlace /= 20;
      longitude += value * longitudePlace;
    } else {
      latitudePlace /= GRID_ROWS;
      longitudePlace /= GRID_COLUMNS;
      latitude += Math.floor(value / GRID_COLUMNS) * latitudePlace;
      longitude += (value % GRID_COLUMNS) * longitudePlace;
    }
  });
  return {
    south: latitude / LATITUDE_UNITS - 90, west: longitude / LONGITUDE_UNITS - 180,
    north: (latitude + latitudePlace) / LATITUDE_UNITS - 90, east: (longitude + longitudePlace) / LONGITUDE_UNITS - 180,
    length: values.length,
  };
}

/** The middle of an area, kept on Earth at the poles and the antimeridian as the reference does. */
function centre({ south, west, north, east }) {
  return [Math.min(south + (north - south) / 2, 90), Math.min(west + (east - west) / 2, 180)];
}

/** A longitude brought into −180…180 as PlusCode.normalized does (0 when not finite). */
function normalised(longitude) {
  if (!Number.isFinite(longitude)) return 0;
  let value = (longitude + 180) % 360;
  if (value < 0) value += 360;
  return value - 180;
}

/** The full code of a short one read near a reference: the nearest cell ending with its digits (PlusCode.recover). */
export function recoverPlusCode(code, latitude, longitude) {
  const shape = plusShape(code);
  if (shape.full) return code.toUpperCase();
  if (!shape.short) throw new PointCodeError('invalid_plus_code');
  const referenceLatitude = Math.min(Math.max(latitude, -90), 90);
  const referenceLongitude = normalised(longitude);
  const missing = PLUS_SEPARATOR_POSITION - code.indexOf('+');
  // 20, 1, 1/20 or 1/20/20, divided as the Swift reader divides, to the last bit.
  let resolution = 20;
  for (let pairs = missing / 2; pairs > 1; pairs -= 1) resolution /= 20;
  const half = resolution / 2;
  const prefix = plusCode(referenceLatitude, referenceLongitude).slice(0, missing);
  const area = plusCodeArea(prefix + code.toUpperCase());
  let [centreLatitude, centreLongitude] = centre(area);
  if (referenceLatitude + half < centreLatitude && centreLatitude - resolution >= -90) centreLatitude -= resolution;
  else if (referenceLatitude - half > centreLatitude && centreLatitude + resolution <= 90) centreLatitude += resolution;
  if (referenceLongitude + half < centreLongitude) centreLongitude -= resolution;
  else if (referenceLongitude - half > centreLongitude) centreLongitude += resolution;
  return plusCode(centreLatitude, centreLongitude, area.length);
}

/** Metres from the middle of an area to its north edge, to a tenth, as the Swift reader gives the uncertainty. */
function halfHeight(south, north) {
  return Math.round((((north - south) * METRES_PER_DEGREE) / 2) * 10) / 10;
}

/** The centre of a Plus Code's area, its half-height as uncertainty; a short code needs `reference`. */
function readPlusCode(code, reference) {
  let full = code;
  if (plusShape(code).short) {
    if (!reference) throw new PointCodeError('short_code_needs_reference');
    full = recoverPlusCode(code, reference.latitude, reference.longitude);
  }
  const area = plusCodeArea(full);
  return onEarth(...centre(area), { uncertainty: halfHeight(area.south, area.north) });
}

/** The centre of a geohash's cell (letters in either case), its half-height as uncertainty. */
function readGeohash(text) {
  const hash = text.toLowerCase();
  if (hash.length < 1 || hash.length > GEOHASH_MAXIMUM) throw new PointCodeError('invalid_geohash');
  const latitude = [-90, 90];
  const longitude = [-180, 180];
  let even = true;
  for (const character of hash) {
    const value = GEOHASH_ALPHABET.indexOf(character);
    if (value < 0) throw new PointCodeError('invalid_geohash');
    for (let shift = 4; shift >= 0; shift -= 1) {
      const range = even ? longitude : latitude;
      range[(value >> shift) & 1 ? 0 : 1] = (range[0] + range[1]) / 2;
      even = !even;
    }
  }
  return onEarth((latitude[0] + latitude[1]) / 2, (longitude[0] + longitude[1]) / 2, { uncertainty: halfHeight(...latitude) });
}

/** The text before a final `(label)`, and the label (null when absent or empty). */
function labelled(text) {
  const trimmed = trimSpaces(text);
  const open = trimmed.indexOf('(');
  if (!trimmed.endsWith(')') || open < 0) return [trimmed, null];
  return [trimSpaces(trimmed.slice(0, open)), trimmed.slice(open + 1, -1) || null];
}

/** `lat,lon` with any spaces around the numbers. */
function coordinates(text) {
  const numbers = text.split(',').map((part) => swiftNumber(trimSpaces(part)));
  return numbers.length === 2 && numbers.every((number) => number !== null) ? numbers : null;
}

/** A trimmed `geo:` URI as RFC 5870 and the map apps write it (GeoURI.decode). */
function readGeoURI(uri) {
  const rest = uri.slice(4);
  const [path, queryText] = split(rest, rest.includes('?') ? '?' : '&');
  const [position, pathLabel] = labelled(percentDecode(path) ?? path);
  let label = pathLabel;
  const [head, ...parameters] = position.split(';');
  const numbers = head.split(',').map(trimSpaces);
  let point = null;
  if (numbers.length !== 1 || numbers[0] !== '') {
    const [latitude, longitude, altitude] = numbers.map(swiftNumber);
    if (numbers.length < 2 || numbers.length > 3 || latitude === null || longitude === null || altitude === null) {
      throw new PointCodeError('invalid_geo_uri');
    }
    point = onEarth(latitude, longitude);
  }
  for (const parameter of parameters) {
    const [key, value] = split(parameter, '=');
    if (key.toLowerCase() === 'crs' && value?.toLowerCase() !== 'wgs84') throw new PointCodeError('unsupported_crs');
    if (key.toLowerCase() !== 'u') continue;
    const metres = swiftNumber(value ?? '');
    if (!(Number.isFinite(metres) && metres >= 0)) throw new PointCodeError('invalid_geo_uri');
    if (point) point.uncertainty = metres;
  }
  let zoom = null;
  let searched = null;
  let words = false;
  for (const item of (queryText ?? '').split('&').filter(Boolean)) {
    const [key, raw] = split(item, '=');
    const [value, itemLabel] = labelled(percentDecode((raw ?? '').replaceAll('+', ' ')) ?? raw ?? '');
    label = itemLabel ?? label;
    if (key.toLowerCase() === 'z') {
      const level = swiftNumber(value);
      if (level !== null && level >= 0 && level <= 30) zoom = level;
    } else if (key.toLowerCase() === 'q' && value) {
      const pair = coordinates(value);
      if (pair) searched = onEarth(...pair);
      else words = true;
    }
  }
  if (searched) {
    point = onEarth(searched.latitude, searched.longitude, { uncertainty: point?.uncertainty });
  } else if (words && (!point || (point.latitude === 0 && point.longitude === 0))) {
    throw new PointCodeError('invalid_geo_uri');
  }
  if (!point) throw new PointCodeError('invalid_geo_uri');
  return onEarth(point.latitude, point.longitude, { name: label, zoom, uncertainty: point.uncertainty });
}

/** An Organic Maps name: a broken escape cuts it there, spaces and underscores swapped back. */
function organicMapsName(bytes) {
  if (!bytes.length) return null;
  const broken = new TextDecoder('latin1').decode(bytes).search(BROKEN_ESCAPE);
  const kept = broken < 0 ? bytes : bytes.slice(0, broken);
  const decoded = percentDecode(new TextDecoder('utf-8', { ignoreBOM: true }).decode(kept));
  if (decoded === null) throw new PointCodeError('invalid_ge0_link');
  return [...decoded].map((character) => (character === ' ' ? '_' : character === '_' ? ' ' : character)).join('') || null;
}

/** `48.858370,2.294481/Name?z=17`: the apps' "clear" links; null when not that form. */
function plainOrganicMaps(rest) {
  const [pathPart, query] = split(rest, '?');
  const [position, namePart] = split(pathPart, '/');
  const numbers = position.split(',');
  if (numbers.length !== 2 || !numbers.every((number) => number.includes('.'))) return null;
  const [latitude, longitude] = numbers.map(swiftNumber);
  if (latitude === null || longitude === null) return null;
  onEarth(latitude, longitude);
  const name = namePart === null ? null : organicMapsName(utf8(namePart));
  return onEarth(latitude, longitude, { name, zoom: query?.startsWith('z=') ? swiftNumber(query.slice(2)) : null });
}

/** A trimmed Organic Maps ge0 link, as the apps' decoder reads it (OrganicMapsLink.decode). */
function readOrganicMaps(link) {
  const prefix = OM_PREFIXES.find((start) => link.toLowerCase().startsWith(start));
  const rest = utf8(link).slice(prefix.length);
  const plain = plainOrganicMaps(new TextDecoder('utf-8', { ignoreBOM: true }).decode(rest));
  if (plain) return plain;
  const symbols = [...rest.slice(0, 1 + OM_SYMBOLS)].map((byte) => OM_ALPHABET.indexOf(String.fromCharCode(byte)));
  if (rest.length < 1 + OM_SYMBOLS || symbols.includes(-1)) throw new PointCodeError('invalid_ge0_link');
  let latitude = 0;
  let longitude = 0;
  for (let index = 1, shift = OM_BITS - 3; index <= OM_SYMBOLS; index += 1, shift -= 3) {
    const symbol = symbols[index];
    latitude |= ((((symbol >> 5) & 1) << 2) | (((symbol >> 3) & 1) << 1) | ((symbol >> 1) & 1)) << shift;
    longitude |= ((((symbol >> 4) & 1) << 2) | (((symbol >> 2) & 1) << 1) | (symbol & 1)) << shift;
  }
  // The decoder stands in the middle of the square the missing symbols would have narrowed.
  const middle = 1 << (3 * (OM_BITS / 3 - OM_SYMBOLS) - 1);
  const maximum = 2 ** OM_BITS - 1;
  const point = onEarth(((latitude + middle) / maximum) * 180 - 90, ((longitude + middle) / (maximum + 1)) * 360 - 180,
    { zoom: symbols[0] / 4 + 4 });
  if (rest.length === 1 + OM_SYMBOLS) return point;
  if (rest[1 + OM_SYMBOLS] !== 0x2f) throw new PointCodeError('invalid_ge0_link');
  const name = organicMapsName(rest.slice(2 + OM_SYMBOLS, 2 + OM_SYMBOLS + OM_MAXIMUM_NAME_BYTES));
  return name === null ? point : { ...point, name };
}

/** A URL component as URLComponents gives it: decoded, as written when an escape is broken, null when not UTF-8. */
function component(text) {
  return BROKEN_ESCAPE.test(text) ? text : percentDecode(text);
}

/** A trimmed openstreetmap.org link: its marker, else the centre of its `#map=` view (OpenStreetMapLink.decode). */
function readOpenStreetMap(link) {
  const parts = /^(?:[a-z][a-z\d+.-]*:)?\/\/([^/?#]*)[^?#]*(?:\?([^#]*))?(?:#(.*))?$/is.exec(link);
  const host = parts && component(parts[1].slice(parts[1].lastIndexOf('@') + 1).replace(/:\d*$/, ''))?.toLowerCase();
  if (!host || !(host === 'openstreetmap.org' || host.endsWith('.openstreetmap.org') || host === 'osm.org')) {
    throw new PointCodeError('invalid_osm_link');
  }
  const fragment = parts[3] === undefined ? null : component(parts[3]);
  let view = null;
  if (fragment?.startsWith('map=')) {
    const numbers = (fragment.slice(4).split('&').find(Boolean) ?? '').split('/').filter(Boolean).map(swiftNumber);
    if (numbers.length === 3 && !numbers.includes(null)) view = numbers;
  }
  const items = (parts[2] ?? '').split('&').map((item) => split(item, '=').map((part) => (part === null ? null : component(part))));
  const marker = (name) => swiftNumber(items.find(([key]) => key === name)?.[1] ?? '');
  const [latitude, longitude] = [marker('mlat'), marker('mlon')];
  if (latitude !== null && longitude !== null) return onEarth(latitude, longitude, { zoom: view?.[0] });
  if (!view) throw new PointCodeError('invalid_osm_link');
  return onEarth(view[1], view[2], { zoom: view[0] });
}

/** The angle that ends with one of two hemisphere letters: "48°51'30.2\"N" is 48.858388…; null when none. */
function sexagesimal(upper, [positive, negative]) {
  const letterIndex = [...upper].findIndex((character) => character === positive || character === negative);
  if (letterIndex < 0) return null;
  const before = [...upper].slice(0, letterIndex);
  const start = before.findLastIndex((character) => /\p{Alphabetic}/u.test(character)) + 1;
  const numbers = before.slice(start).join('').split(/[^\p{N}.]+/u).map(swiftNumber).filter((number) => number !== null);
  if (numbers.length < 1 || numbers.length > 3) return null;
  const value = numbers.reduce((sum, number, index) => sum + number * [1, 1 / 60, 1 / 3600][index], 0);
  return [...upper][letterIndex] === negative ? -value : value;
}

/** Decimal points: the numbers between commas, semicolons and blanks (Unicode White_Space, as in Swift). */
const POINT_SEPARATORS = /[,;\p{White_Space}]+/u;
/** Decimal commas: a number, blanks or a semicolon or a comma followed by blanks (B: a blank), a number. */
const COMMA_PAIR = new RegExp(String.raw`^([+-]?\d+(?:,\d+)?)(?:B*;B*|B*,B+|B+)([+-]?\d+(?:,\d+)?)$`
  .replaceAll('B', String.raw`\p{White_Space}`), 'u');

/**
 * Typed coordinates by DecimalCoordinates' rule, written out there: decimal points, decimal commas (`43,7384 7,4246`),
 * or degrees with hemispheres; null when the text is not that, is ambiguous (`43,7,4`) or is a geohash (`108e6s`).
 */
function readDecimal(text) {
  const symbols = [...text.toLowerCase()];
  if (symbols.length <= GEOHASH_MAXIMUM && symbols.every((symbol) => GEOHASH_ALPHABET.includes(symbol))) return null;
  const numbers = text.split(POINT_SEPARATORS).filter(Boolean).map(swiftNumber);
  if (numbers.length === 2 && !numbers.includes(null)) return onEarth(...numbers);
  const commas = COMMA_PAIR.exec(text);
  if (commas) return onEarth(...commas.slice(1).map((number) => Number(number.replace(',', '.'))));
  const upper = text.toUpperCase();
  const latitude = sexagesimal(upper, ['N', 'S']);
  const longitude = sexagesimal(upper, ['E', 'W']);
  return latitude === null || longitude === null ? null : onEarth(latitude, longitude);
}

/** Any known code or link, as PointCode.decode tells them apart: [format, point], or a list's contents. */
function readAny(trimmed, reference) {
  const lowered = trimmed.toLowerCase();
  const linked = lowered.startsWith(PREFIX.toLowerCase()) ? trimmed : codeInLink(trimmed);
  if (linked) return decodeList(linked);
  if (lowered.startsWith('geo:')) return ['geo', readGeoURI(trimmed)];
  if (OM_PREFIXES.some((start) => lowered.startsWith(start))) {
    return [lowered.startsWith('om:') || lowered.startsWith('ge0:') ? 'ge0' : 'omaps', readOrganicMaps(trimmed)];
  }
  if (lowered.includes('openstreetmap.org') || lowered.includes('osm.org/')) return ['osm', readOpenStreetMap(trimmed)];
  if (trimmed.includes('+')) return ['pluscode', readPlusCode(trimmed, reference)];
  if (lowered.startsWith('geohash:')) return ['geohash', readGeohash(lowered.slice(8))];
  const decimal = readDecimal(trimmed);
  if (decimal) return ['decimal', decimal];
  if (lowered.length >= 4 && lowered.length <= GEOHASH_MAXIMUM && [...lowered].every((symbol) => GEOHASH_ALPHABET.includes(symbol))
    && /\d/.test(lowered) && /[a-z]/.test(lowered)) return ['geohash', readGeohash(lowered)];
  throw new PointCodeError('unrecognised_code');
}

/**
 * A pasted code or link read on the phone, in GET /api/v1/decode's shape (any format; the API's `format` is
 * not taken): { ok: true, data: { kind: 'point', format, point } } or { kind: 'list', places, tracks }, or
 * { ok: false, error: { code } }. `near` ({ latitude, longitude }) recovers a short Plus Code. null when only
 * the server can read the text: a short Plus Code followed by a town.
 */
export function decodeCode(text, near = null) {
  const trimmed = trimLines(String(text));
  const space = trimmed.indexOf(' ');
  if (space > 0 && plusShape(trimmed.slice(0, space)).short) return null;
  try {
    const read = readAny(trimmed, near);
    if (!Array.isArray(read)) return { ok: true, data: { kind: 'list', ...read } };
    return { ok: true, data: { kind: 'point', format: read[0], point: read[1] } };
  } catch (error) {
    if (!(error instanceof PointCodeError || error instanceof ListCodeError)) throw error;
    return { ok: false, error: { code: error.code } };
  }
}
