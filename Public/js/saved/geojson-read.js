// A GeoJSON file read on the phone, with the server's rules (BaluchonCore's GeoJSONFile and TrackGeoJSON):
// points become places, LineString and MultiLineString features tracks (times from
// `coordinateProperties.times` or `coordTimes`), anything else is passed over; a point without two
// coordinates is left out and named, one off Earth refuses the file. Nesting deeper than the server's JSON
// reader allows is refused before JSON.parse sees it, so no stack overflows.
import { FileRefusal, malformed } from './file-refusal.js';
import { placeAnswer, pointAnswer, skippedAnswer, trackAnswer } from './file-answer.js';
import { readDate, readTrackTime } from './file-time.js';
import { fileColour, onEarth } from './file-values.js';

/** Arrays and objects nested deeper than this are refused by Foundation's JSON reader. */
const MAXIMUM_NESTING = 512;
/** Features read at most, skipped ones included. */
const MAXIMUM_FEATURES = 100_000;

/** Whether brackets outside strings nest deeper than the limit. */
function tooDeep(text) {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92) index += 1;
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 || code === 123) {
      depth += 1;
      if (depth > MAXIMUM_NESTING) return true;
    } else if (code === 93 || code === 125) depth -= 1;
  }
  return false;
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/** A string Swift can hold: no lone surrogate. */
const isText = (value) => typeof value === 'string' && !/[\uD800-\uDFFF]/u.test(value);
const numbers = (value, length) => Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item)) && value.length >= length;
const arrayOf = (value, check) => Array.isArray(value) && value.every(check);

/** A geometry's type, and for the ones read its point or lines; null when it could not be read. */
function geometryOf(value) {
  if (!isObject(value) || !isText(value.type)) return null;
  const { type, coordinates } = value;
  const point = type === 'Point' && numbers(coordinates, 0) ? coordinates : null;
  let lines = null;
  if (type === 'LineString' && arrayOf(coordinates, (position) => numbers(position, 0))) lines = [coordinates];
  if (type === 'MultiLineString' && arrayOf(coordinates, (line) => arrayOf(line, (position) => numbers(position, 0)))) lines = coordinates;
  return { type, point, lines };
}

const timeList = (value) => arrayOf(value, (time) => time === null || isText(time));

/** The text properties, and the point times: one list, or one per line. */
function propertiesOf(value) {
  if (!isObject(value)) return null;
  const texts = new Map(Object.entries(value).filter(([, item]) => isText(item)));
  let times = [];
  for (const holder of [isObject(value.coordinateProperties) ? value.coordinateProperties.times : undefined, value.coordTimes]) {
    if (times.length) break;
    if (timeList(holder)) times = [holder];
    else if (arrayOf(holder, timeList)) times = holder;
  }
  return { texts, times };
}

function track(lines, properties) {
  const times = properties?.times ?? [];
  const texts = properties?.texts ?? new Map();
  const segments = lines.map((positions, line) => positions.flatMap((position, index) => {
    if (position.length < 2 || !onEarth(position[1], position[0])) return [];
    const time = times[line]?.[index] ?? null;
    return [pointAnswer({ latitude: position[1], longitude: position[0], elevation: position.length > 2 ? position[2] : null, time: time === null ? null : readTrackTime(time) })];
  }));
  const colour = texts.get('stroke') ?? texts.get('color');
  return trackAnswer({
    name: texts.get('name') ?? texts.get('title') ?? '', note: texts.get('description') ?? texts.get('desc') ?? '',
    colour: colour === undefined ? null : fileColour(colour), segments,
  });
}

/** The root's features, read as the server decodes it: its fields' types first, then what it is. */
function features(root) {
  if (!isObject(root) || (root.type != null && !isText(root.type))) throw malformed('GeoJSON', 'geojson.notGeoJSON');
  if (root.features != null && !Array.isArray(root.features)) throw malformed('GeoJSON', 'geojson.notGeoJSON');
  if ((root.features?.length ?? 0) > MAXIMUM_FEATURES) throw new FileRefusal('file_too_many_elements', { format: 'GeoJSON', maximum: MAXIMUM_FEATURES });
  const geometry = root.geometry == null ? null : geometryOf(root.geometry);
  const properties = root.properties == null ? null : propertiesOf(root.properties);
  if ((root.geometry != null && !geometry) || (root.properties != null && !properties)) throw malformed('GeoJSON', 'geojson.notGeoJSON');
  if (root.type === 'FeatureCollection') {
    return (root.features ?? []).map((feature) => (isObject(feature)
      ? { geometry: feature.geometry == null ? null : geometryOf(feature.geometry), properties: feature.properties == null ? null : propertiesOf(feature.properties) }
      : { geometry: null, properties: null }));
  }
  if (root.type === 'Feature') return [{ geometry, properties }];
  throw malformed('GeoJSON', 'geojson.notFeature');
}

/** `{ places, tracks, skipped }` of a GeoJSON document's text; throws a FileRefusal. */
export function readGeoJSON(text) {
  let root;
  try {
    if (tooDeep(text)) throw new RangeError('nesting');
    root = JSON.parse(text);
  } catch {
    throw malformed('GeoJSON', 'geojson.notObject');
  }
  const places = [];
  const tracks = [];
  const skipped = [];
  features(root).forEach(({ geometry, properties }, index) => {
    if (!geometry) return;
    if (geometry.lines) {
      const line = track(geometry.lines, properties);
      if (line) tracks.push(line);
      return;
    }
    if (geometry.type !== 'Point') return;
    const texts = properties?.texts ?? new Map();
    const text = (...keys) => keys.map((key) => texts.get(key)).find((found) => found !== undefined);
    const coordinates = geometry.point;
    if (!coordinates || coordinates.length < 2) {
      skipped.push(skippedAnswer(index + 1, text('name', 'title')));
      return;
    }
    const [longitude, latitude] = coordinates;
    if (!onEarth(latitude, longitude)) throw malformed('GeoJSON', 'geojson.notOnEarth', { index: index + 1 });
    const colour = text('marker-color', 'colour', 'color');
    places.push(placeAnswer({
      name: text('name', 'title') ?? '', note: text('description', 'note', 'desc') ?? '', latitude, longitude,
      savedAt: readDate(text('time', 'savedAt', 'timestamp')), colour: colour === undefined ? null : fileColour(colour),
      group: text('group', 'folder', 'category') ?? '',
    }));
  });
  return { places, tracks, skipped };
}
