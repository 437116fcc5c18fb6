// One place's codes and links written on the phone, as the server's GET /api/v1/encode writes them (a port of
// BaluchonCore's PointCode.encode with PlusCode, Geohash, GeoURI, OrganicMapsLink and OpenStreetMapLink), so the
// saved page shows every code without the server. Reading them back is point-decode.js's.

export const PLUS_ALPHABET = '23456789CFGHJMPQRVWX';
export const PLUS_SEPARATOR_POSITION = 8;
export const PLUS_PAIR_LENGTH = 10;
export const PLUS_MAXIMUM_DIGITS = 15;
export const LATITUDE_UNITS = 25000000;
export const LONGITUDE_UNITS = 8192000;
export const GRID_ROWS = 5;
export const GRID_COLUMNS = 4;

export const GEOHASH_ALPHABET = '0123456789bcdefghjkmnpqrstuvwxyz';
export const GEOHASH_MAXIMUM = 12;

export const OM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const OM_BITS = 30;
export const OM_SYMBOLS = 9;
/** Bytes Organic Maps escapes in names: controls, space and RFC 3986's reserved and unsafe characters. */
const OM_ESCAPED = new Set([...' <>#%"!*\'();:@&=+$,/?[]{}\\|^`'].map((c) => c.charCodeAt(0)));
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Swift's `rounded()`: halves away from zero. */
const rounded = (value) => Math.sign(value) * Math.round(Math.abs(value));

/** Exactly `places` decimals, never "-0.000…". */
export function fixed(value, places) {
  const text = value.toFixed(places);
  return /^-[0.]*$/.test(text) ? text.slice(1) : text;
}

/** At most `places` decimals, trailing zeros dropped. */
function trimmed(value, places) {
  const text = fixed(value, places);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Percent-encodes the UTF-8 bytes of `text` that `kept(byte)` refuses, in capitals. */
function percent(text, kept) {
  let out = '';
  for (const character of text) {
    const bytes = new TextEncoder().encode(character);
    if (bytes.every(kept)) out += character;
    else for (const byte of bytes) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Degrees to the Plus Code reference encoder's integers (the product rounded to 6 decimals first). */
export function plusCodeIntegers(latitude, longitude) {
  const scaled = (degrees, units) => Math.floor(rounded(degrees * units * 1e6) / 1e6);
  const latitudeSpan = 180 * LATITUDE_UNITS;
  const longitudeSpan = 360 * LONGITUDE_UNITS;
  const latitudeValue = Math.min(Math.max(scaled(latitude, LATITUDE_UNITS) + 90 * LATITUDE_UNITS, 0), latitudeSpan - 1);
  let longitudeValue = (scaled(longitude, LONGITUDE_UNITS) + 180 * LONGITUDE_UNITS) % longitudeSpan;
  if (longitudeValue < 0) longitudeValue += longitudeSpan;
  return [latitudeValue, longitudeValue];
}

/** The full Plus Code of a position, `length` digits long (10 is about 14 m, 11 about 3 m). */
export function plusCode(latitude, longitude, length = 10) {
  if (length < 2 || (length < PLUS_PAIR_LENGTH && length % 2 !== 0)) throw new RangeError(`invalid Plus Code length ${length}`);
  const digits = Math.min(length, PLUS_MAXIMUM_DIGITS);
  let [latitudeValue, longitudeValue] = plusCodeIntegers(latitude, longitude);
  const code = new Array(PLUS_MAXIMUM_DIGITS);
  for (let index = PLUS_MAXIMUM_DIGITS - 1; index >= PLUS_PAIR_LENGTH; index -= 1) {
    code[index] = PLUS_ALPHABET[(latitudeValue % GRID_ROWS) * GRID_COLUMNS + (longitudeValue % GRID_COLUMNS)];
    latitudeValue = Math.floor(latitudeValue / GRID_ROWS);
    longitudeValue = Math.floor(longitudeValue / GRID_COLUMNS);
  }
  for (let index = PLUS_PAIR_LENGTH - 2; index >= 0; index -= 2) {
    code[index + 1] = PLUS_ALPHABET[longitudeValue % 20];
    code[index] = PLUS_ALPHABET[latitudeValue % 20];
    latitudeValue = Math.floor(latitudeValue / 20);
    longitudeValue = Math.floor(longitudeValue / 20);
  }
  const head = code.slice(0, PLUS_SEPARATOR_POSITION).map((digit, index) => (index < digits ? digit : '0')).join('');
  return `${head}+${code.slice(PLUS_SEPARATOR_POSITION, Math.max(digits, PLUS_SEPARATOR_POSITION)).join('')}`;
}

/** The geohash of a position, `precision` symbols long. */
export function geohash(latitude, longitude, precision = 9) {
  let [south, north, west, east] = [-90, 90, -180, 180];
  let even = true;
  let hash = '';
  let symbol = 0;
  let bits = 0;
  while (hash.length < precision) {
    symbol <<= 1;
    if (even) {
      const middle = (west + east) / 2;
      if (longitude >= middle) { symbol |= 1; west = middle; } else east = middle;
    } else {
      const middle = (south + north) / 2;
      if (latitude >= middle) { symbol |= 1; south = middle; } else north = middle;
    }
    even = !even;
    bits += 1;
    if (bits === 5) {
      hash += GEOHASH_ALPHABET[symbol];
      bits = 0;
      symbol = 0;
    }
  }
  return hash;
}

/** The shortest geohash whose cell's half-diagonal at that latitude stays within `metres`. */
export function geohashPrecision(metres, latitude) {
  const metresPerDegree = 111320;
  for (let precision = 1; precision <= GEOHASH_MAXIMUM; precision += 1) {
    const bits = precision * 5;
    const height = (180 / 2 ** Math.floor(bits / 2)) * metresPerDegree;
    const width = (360 / 2 ** (bits - Math.floor(bits / 2))) * metresPerDegree * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
    if (Math.sqrt(height * height + width * width) / 2 <= metres) return precision;
  }
  return GEOHASH_MAXIMUM;
}

/** `geo:lat,lon;u=…?q=lat,lon(Name)&z=…` (RFC 5870 with the label in `q`, as Android map apps read it). */
export function geoURI({ latitude, longitude, name = null, zoom = null, uncertainty = null }) {
  const position = `${fixed(latitude, 7)},${fixed(longitude, 7)}`;
  let uri = `geo:${position}`;
  if (uncertainty !== null) uri += `;u=${trimmed(uncertainty, 1)}`;
  const query = [];
  if (name) query.push(`q=${position}(${percent(name, (byte) => UNRESERVED.test(String.fromCharCode(byte)))})`);
  if (zoom !== null) query.push(`z=${trimmed(zoom, 1)}`);
  return query.length ? `${uri}?${query.join('&')}` : uri;
}

function omLatitude(latitude, maximum) {
  const scaled = ((latitude + 90) / 180) * maximum;
  return scaled < 0 ? 0 : scaled > maximum ? maximum : rounded(scaled);
}

function omLongitude(longitude, maximum) {
  let wrapped;
  if (longitude >= 0) {
    wrapped = ((longitude + 180) % 360) - 180;
  } else {
    const shifted = ((longitude - 180) % 360) + 180;
    wrapped = shifted < 180 ? shifted : shifted - 360;
  }
  const scaled = ((wrapped + 180) / 360) * (maximum + 1) + 0.5;
  return scaled <= 0 || scaled >= maximum + 1 ? 0 : Math.trunc(scaled);
}

/** An Organic Maps ge0 link (`om://…` for the app, `https://omaps.app/…` for the web), as the apps' encoder writes it. */
export function organicMapsLink({ latitude, longitude, name = null, zoom = null }, style = 'app') {
  const level = zoom ?? 17;
  let link = `${style === 'app' ? 'om://' : 'https://omaps.app/'}${OM_ALPHABET[level <= 4 ? 0 : level >= 19.75 ? 63 : Math.trunc((level - 4) * 4)]}`;
  const maximum = 2 ** OM_BITS - 1;
  const latitudeValue = omLatitude(latitude, maximum);
  const longitudeValue = omLongitude(longitude, maximum);
  for (let symbol = 0, shift = OM_BITS - 3; symbol < OM_SYMBOLS; symbol += 1, shift -= 3) {
    const la = (latitudeValue >> shift) & 7;
    const lo = (longitudeValue >> shift) & 7;
    link += OM_ALPHABET[((la >> 2) & 1) << 5 | ((lo >> 2) & 1) << 4 | ((la >> 1) & 1) << 3 | ((lo >> 1) & 1) << 2 | (la & 1) << 1 | (lo & 1)];
  }
  if (name) {
    const swapped = [...name].map((c) => (c === ' ' ? '_' : c === '_' ? ' ' : c)).join('');
    link += `/${percent(swapped, (byte) => byte >= 0x80 || (byte > 0x1f && byte !== 0x7f && !OM_ESCAPED.has(byte)))}`;
  }
  return link;
}

/** An openstreetmap.org link with a marker on the place. */
export function openStreetMapLink({ latitude, longitude, zoom = null }) {
  const lat = fixed(latitude, 7);
  const lon = fixed(longitude, 7);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${rounded(zoom ?? 17)}/${lat}/${lon}`;
}

/**
 * Every code of a point, keyed as GET /api/v1/encode's `codes`: `pluscode` (11 digits under 10 m of
 * uncertainty, else 10), `geohash` (as long as the uncertainty needs), `geo`, `ge0`, `omaps`, `osm`, `decimal`.
 * Uncertainty is in metres, 3 when not given.
 */
export function pointCodes(point) {
  const { latitude, longitude } = point;
  const accuracy = point.uncertainty ?? 3;
  return {
    pluscode: plusCode(latitude, longitude, accuracy < 10 ? 11 : 10),
    geohash: geohash(latitude, longitude, geohashPrecision(accuracy, latitude)),
    geo: geoURI(point),
    ge0: organicMapsLink(point, 'app'),
    omaps: organicMapsLink(point, 'web'),
    osm: openStreetMapLink(point),
    decimal: `${fixed(latitude, 7)}, ${fixed(longitude, 7)}`,
  };
}
