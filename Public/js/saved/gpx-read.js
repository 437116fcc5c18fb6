// A GPX file read on the phone, with the server's rules (BaluchonCore's GPXFile and TrackGPX; the XML parsed
// as XMLTree does by xml-read.js): a waypoint without a readable position is left out and named, one off Earth
// refuses the file.
import { malformed } from './file-refusal.js';
import { placeAnswer, pointAnswer, skippedAnswer, trackAnswer } from './file-answer.js';
import { readDate, readTrackTime } from './file-time.js';
import { fileColour, onEarth, swiftNumber, trimmed } from './file-values.js';
import { child, children, descendants, ownText, parseXML, value } from './xml-read.js';

/** Garmin's named display colours, as Organic Maps reads them. */
const GARMIN = {
  Black: '#000000', DarkRed: '#8b0000', DarkGreen: '#006400', DarkYellow: '#b5b820', DarkBlue: '#00008b', DarkMagenta: '#8b008b',
  DarkCyan: '#008b8b', LightGray: '#d3d3d3', DarkGray: '#a9a9a9', Red: '#ff0000', Green: '#00ff00', Yellow: '#ffff00', Blue: '#0000ff',
  Magenta: '#ff00ff', Cyan: '#00ffff', White: '#ffffff',
};
const number = (node, name) => (node.hasAttribute(name) ? swiftNumber(node.getAttribute(name)) : null);

/** A track's colour: gpx.studio's and OsmAnd's `color`, then Garmin's `DisplayColor`. */
function colour(extensions) {
  for (const node of descendants(extensions, 'color')) {
    const found = fileColour(ownText(node));
    if (found) return found;
  }
  return descendants(extensions, 'DisplayColor').map((node) => GARMIN[trimmed(ownText(node))]).find(Boolean) ?? null;
}

function points(nodes) {
  return nodes.flatMap((node) => {
    const latitude = number(node, 'lat');
    const longitude = number(node, 'lon');
    if (latitude === null || longitude === null || !onEarth(latitude, longitude)) return [];
    const elevation = value(node, 'ele');
    const time = value(node, 'time');
    return [pointAnswer({ latitude, longitude, elevation: elevation === null ? null : swiftNumber(elevation), time: time === null ? null : readTrackTime(time) })];
  });
}

function tracks(root) {
  const fileColour = colour(child(root, 'extensions'));
  return [...root.children].flatMap((node) => {
    if (node.localName !== 'trk' && node.localName !== 'rte') return [];
    const segments = node.localName === 'trk' ? children(node, 'trkseg').map((segment) => points(children(segment, 'trkpt'))) : [points(children(node, 'rtept'))];
    const track = trackAnswer({
      name: value(node, 'name') ?? '', note: value(node, 'desc') ?? value(node, 'cmt') ?? '', colour: colour(child(node, 'extensions')) ?? fileColour, segments,
    });
    return track ? [track] : [];
  });
}

/** `{ places, tracks, skipped }` of a GPX document's text; throws a FileRefusal. */
export function readGPX(text) {
  const root = parseXML(text, 'GPX');
  if (root.localName !== 'gpx') throw malformed('GPX', 'gpx.noRoot');
  const places = [];
  const skipped = [];
  children(root, 'wpt').forEach((point, index) => {
    const latitude = number(point, 'lat');
    const longitude = number(point, 'lon');
    if (latitude === null || longitude === null) {
      skipped.push(skippedAnswer(index + 1, value(point, 'name')));
      return;
    }
    if (!onEarth(latitude, longitude)) throw malformed('GPX', 'gpx.notOnEarth', { index: index + 1 });
    const colourNode = descendants(child(point, 'extensions'), 'color')[0];
    places.push(placeAnswer({
      name: value(point, 'name') ?? '', note: value(point, 'desc') ?? value(point, 'cmt') ?? '', latitude, longitude,
      savedAt: readDate(value(point, 'time')), colour: colourNode ? fileColour(ownText(colourNode)) : null, group: value(point, 'type') ?? '',
    }));
  });
  return { places, tracks: tracks(root), skipped };
}
