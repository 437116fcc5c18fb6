// Places and tracks written as a GeoJSON file on the phone, as the server writes them (BaluchonCore's
// GeoJSONFile and TrackGeoJSON): simplestyle's property names, keys sorted; a track a LineString, or a
// MultiLineString of its segments, with its times in `coordinateProperties.times` as togeojson writes them.
import { dateText, trackTimeText } from './file-time.js';
import { exportedPlaces, exportedTracks } from './file-lists.js';

/** An object with its keys in sorted order and its missing values left out, as JSONSerialization writes it sorted. */
function sorted(entries) {
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function placeFeature({ name, note, latitude, longitude, savedAt, colour, group }) {
  return sorted([
    ['geometry', sorted([['type', 'Point'], ['coordinates', [longitude, latitude]]])], ['type', 'Feature'],
    ['properties', sorted([
      ['name', name], ['description', note || undefined], ['group', group || undefined], ['marker-color', colour ?? undefined],
      ['time', savedAt === null ? undefined : dateText(savedAt)],
    ])],
  ]);
}

function trackFeature({ name, note, colour, segments }) {
  const lines = segments.map((segment) => segment.map((point) => [point.longitude, point.latitude, ...(point.elevation === null ? [] : [point.elevation])]));
  const times = segments.map((segment) => segment.map((point) => (point.time === null ? null : trackTimeText(point.time))));
  const timed = segments.some((segment) => segment.some((point) => point.time !== null));
  const one = lines.length === 1;
  return sorted([
    ['geometry', sorted([['type', one ? 'LineString' : 'MultiLineString'], ['coordinates', one ? lines[0] : lines]])], ['type', 'Feature'],
    ['properties', sorted([
      ['name', name], ['description', note || undefined], ['stroke', colour ?? undefined],
      ['coordinateProperties', timed ? { times: one ? times[0] : times } : undefined],
    ])],
  ]);
}

/** The GeoJSON file of places and tracks as the page keeps them. */
export function writeGeoJSON({ title, places = [], tracks = [] }) {
  return JSON.stringify(sorted([
    ['type', 'FeatureCollection'], ['name', title],
    ['features', [...exportedPlaces(places).map(placeFeature), ...exportedTracks(tracks).map(trackFeature)]],
  ]));
}
