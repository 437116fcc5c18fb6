// A KML file read on the phone, with the server's rules (BaluchonCore's KMLFile and TrackKML; the XML parsed as
// XMLTree does by xml-read.js): placemarks under the root, its Documents and Folders; a Point is a place (a
// Folder's name, or an Organic Maps list's name, its group; its colour from Baluchon's extended data, the
// placemark's own IconStyle, or its style URL), lines (LineString, gx:Track, gx:MultiTrack, MultiGeometry)
// are a track. A point without two numbers, or off Earth, refuses the file.
import { malformed } from './file-refusal.js';
import { placeAnswer, pointAnswer, trackAnswer } from './file-answer.js';
import { readDate, readTrackTime } from './file-time.js';
import { fileColour, normalColour, onEarth, swiftNumber, trimmed } from './file-values.js';
import { child, children, descendants, ownText, parseXML, value } from './xml-read.js';

/** Organic Maps' bookmark colours, by the name in its style URLs (`#placemark-red`): PlaceColour.organicMaps. */
const ORGANIC_MAPS = {
  red: '#e51b23', pink: '#ff4182', purple: '#9b24b2', deeppurple: '#6639bf', blue: '#0066cc', lightblue: '#249cf2',
  cyan: '#14beb4', teal: '#00a58c', green: '#3c8c3c', lime: '#93bf39', yellow: '#ffc800', orange: '#ff9600',
  deeporange: '#f06432', brown: '#804633', gray: '#737373', bluegray: '#597380',
};
const COLOUR_KEY = 'baluchon:colour';
/** Swift's Character.isWhitespace: Unicode's White_Space (CR LF, one character in Swift, is white space too). */
const WHITE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

/** KML's `aabbggrr` as `#rrggbb` (PlaceColour.fromKML), or null. */
function fromKML(text) {
  const hex = [...trimmed(text).toLowerCase()];
  if (hex.length !== 8) return null;
  return normalColour(hex[6] + hex[7] + hex[4] + hex[5] + hex[2] + hex[3]);
}

/** `#id` or `id` as `id`. */
const styleId = (url) => (url.startsWith('#') ? url.slice(1) : url);
/** An element's qualified attribute, as XMLAttributes finds it, or null. */
const attribute = (node, name) => (node.hasAttribute(name) ? node.getAttribute(name) : null);
const numbers = (text, separator) => text.split(separator).filter(Boolean).map(swiftNumber).filter((number) => number !== null);

/** Style ids to the colour of their `kind` (IconStyle, LineStyle); later styles of one id win. */
function styleColours(root, kind) {
  const colours = new Map();
  for (const style of descendants(root, 'Style')) {
    const id = attribute(style, 'id');
    const colour = fromKML(value(child(style, kind), 'color') ?? '');
    if (id !== null && colour) colours.set(id, colour);
  }
  return colours;
}

/** Style and style map ids to their line colour (a style map by its `normal` style, or none). */
function lineColours(root) {
  const colours = styleColours(root, 'LineStyle');
  for (const map of descendants(root, 'StyleMap')) {
    const id = attribute(map, 'id');
    const normal = children(map, 'Pair').find((pair) => value(pair, 'key') === 'normal');
    const url = normal ? value(normal, 'styleUrl') : null;
    if (id === null || url === null) continue;
    const colour = colours.get(styleId(url));
    if (colour === undefined) colours.delete(id);
    else colours.set(id, colour);
  }
  return colours;
}

/** `#placemark-red` (Organic Maps), `#icon-1899-0288D1[-normal]` (Google My Maps), or a style in the file. */
function urlColour(url, styles) {
  const id = styleId(url);
  if (id.startsWith('placemark-') && Object.hasOwn(ORGANIC_MAPS, id.slice('placemark-'.length))) return ORGANIC_MAPS[id.slice('placemark-'.length)];
  if (id.startsWith('icon-')) {
    const parts = id.split('-').filter(Boolean);
    const colour = parts.length >= 3 && [...parts[2]].length === 6 ? normalColour(parts[2]) : null;
    if (colour) return colour;
  }
  return styles.get(id) ?? null;
}

function place(node, group, styles) {
  const point = child(node, 'Point');
  const text = point ? value(point, 'coordinates') : null;
  if (text === null) return null;
  const read = numbers(text, new RegExp(`,|${WHITE.source}`));
  if (read.length < 2) throw malformed('KML', 'kml.noCoordinates');
  const data = new Map();
  const extended = child(node, 'ExtendedData');
  for (const item of extended ? children(extended, 'Data') : []) {
    const name = attribute(item, 'name');
    const found = value(item, 'value');
    if (name !== null && found !== null) data.set(name, found);
  }
  const iconColour = value(child(child(node, 'Style'), 'IconStyle'), 'color');
  const url = value(node, 'styleUrl');
  const colour = (data.has(COLOUR_KEY) ? fileColour(data.get(COLOUR_KEY)) : null)
    ?? (iconColour === null ? null : fromKML(iconColour)) ?? (url === null ? null : urlColour(url, styles));
  const [longitude, latitude] = read;
  if (!onEarth(latitude, longitude)) throw malformed('KML', 'kml.notOnEarth');
  return placeAnswer({
    name: value(node, 'name') ?? '', note: value(node, 'description') ?? '', latitude, longitude,
    savedAt: readDate(value(child(node, 'TimeStamp'), 'when')), colour, group,
  });
}

/** A point answered, or null off Earth (TrackPoint's init). */
function trackPoint(values, time = null) {
  const [longitude, latitude, elevation = null] = values;
  return onEarth(latitude, longitude) ? pointAnswer({ latitude, longitude, elevation, time }) : null;
}

/** `lon,lat[,alt]` tuples apart by white space, spaces after commas forgiven (TrackKML.lineString). */
function lineString(text) {
  const points = [];
  let tuple = [];
  let number = '';
  const endNumber = () => {
    const read = swiftNumber(number);
    if (read !== null) tuple.push(read);
    number = '';
  };
  const endTuple = () => {
    endNumber();
    const point = tuple.length >= 2 ? trackPoint(tuple) : null;
    if (point) points.push(point);
    tuple = [];
  };
  let afterComma = false;
  for (const character of text) {
    if (character === ',') {
      endNumber();
      afterComma = true;
    } else if (WHITE.test(character)) {
      if (!afterComma && number) endTuple();
    } else {
      number += character;
      afterComma = false;
    }
  }
  endTuple();
  return points;
}

/** The segments of a placemark's line geometry, none when it has none. */
function segments(geometry) {
  switch (geometry.localName) {
    case 'LineString': return [lineString(value(geometry, 'coordinates') ?? '')];
    case 'Track': {
      const times = children(geometry, 'when').map((when) => readTrackTime(trimmed(ownText(when))));
      return [children(geometry, 'coord').flatMap((coord, index) => {
        const read = numbers(ownText(coord), new RegExp(WHITE.source));
        const point = read.length >= 2 ? trackPoint(read, index < times.length ? times[index] : null) : null;
        return point ? [point] : [];
      })];
    }
    case 'MultiTrack':
    case 'MultiGeometry': return [...geometry.children].flatMap(segments);
    default: return [];
  }
}

function track(node, colours) {
  const lines = [...node.children].flatMap(segments);
  if (!lines.some((line) => line.length)) return null;
  const inline = value(child(child(node, 'Style'), 'LineStyle'), 'color');
  const url = value(node, 'styleUrl');
  const colour = (inline === null ? null : fromKML(inline)) ?? (url === null ? null : colours.get(styleId(url)) ?? null);
  return trackAnswer({ name: value(node, 'name') ?? '', note: value(node, 'description') ?? '', colour, segments: lines });
}

/** Organic Maps marks its bookmark lists with `mwm:` extended data on the document. */
const LIST_DATA = ['name', 'annotation', 'description', 'lastModified'];
const isOrganicMapsList = (document) => [...(child(document, 'ExtendedData')?.children ?? [])].some((item) => LIST_DATA.includes(item.localName));

/** An Organic Maps list's name (its default language's, else its first), else the document's; null when none. */
function listName(document) {
  const names = child(child(document, 'ExtendedData'), 'name');
  const languages = names ? children(names, 'lang') : [];
  const localized = languages.find((lang) => attribute(lang, 'code') === 'default') ?? languages[0];
  return (localized && trimmed(ownText(localized))) || value(document, 'name');
}

/** `{ places, tracks, skipped }` of a KML document's text; throws a FileRefusal. */
export function readKML(text) {
  const root = parseXML(text, 'KML');
  if (root.localName !== 'kml') throw malformed('KML', 'kml.noRoot');
  const styles = styleColours(root, 'IconStyle');
  const colours = lineColours(root);
  const places = [];
  const tracks = [];
  const walk = (node, group) => {
    for (const item of node.children) {
      if (item.localName === 'Placemark') {
        const found = place(item, group, styles);
        if (found) places.push(found);
        const line = track(item, colours);
        if (line) tracks.push(line);
      } else if (item.localName === 'Folder') {
        walk(item, value(item, 'name') ?? group);
      } else if (item.localName === 'Document') {
        walk(item, isOrganicMapsList(item) ? listName(item) ?? group : group);
      }
    }
  };
  walk(root, '');
  return { places, tracks, skipped: [] };
}
