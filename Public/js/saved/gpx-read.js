// A GPX file read on the phone, with the server's rules (BaluchonCore's GPXFile, TrackGPX and XMLTree): the
// browser's DOMParser reads the XML (never innerHTML), a DOCTYPE is refused before it parses anything (so no
// entity is declared, fetched or expanded), depth and element count are bounded, a waypoint without a
// readable position is left out and named, one off Earth refuses the file.
import { FileRefusal, malformed } from './file-refusal.js';
import { placeAnswer, pointAnswer, skippedAnswer, trackAnswer } from './file-answer.js';
import { readDate, readTrackTime } from './file-time.js';
import { fileColour, onEarth, swiftNumber, trimmed } from './file-values.js';

const MAXIMUM_DEPTH = 100;
const MAXIMUM_ELEMENTS = 1_000_000;
/** Garmin's named display colours, as Organic Maps reads them. */
const GARMIN = {
  Black: '#000000', DarkRed: '#8b0000', DarkGreen: '#006400', DarkYellow: '#b5b820', DarkBlue: '#00008b', DarkMagenta: '#8b008b',
  DarkCyan: '#008b8b', LightGray: '#d3d3d3', DarkGray: '#a9a9a9', Red: '#ff0000', Green: '#00ff00', Yellow: '#ffff00', Blue: '#0000ff',
  Magenta: '#ff00ff', Cyan: '#00ffff', White: '#ffffff',
};
const XHTML = 'http://www.w3.org/1999/xhtml';
const GECKO_ERROR = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';

/** Whether a DOCTYPE follows the XML declaration, processing instructions and comments. */
function declaresDoctype(text) {
  const prolog = /^\uFEFF?(?:[ \t\r\n]+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/.exec(text)[0];
  return text.startsWith('<!DOCTYPE', prolog.length);
}

/** The parser's complaint (Blink's inside the document, Gecko's as its root), or null. */
function parserError(doc) {
  if (doc.documentElement?.namespaceURI === GECKO_ERROR) return doc.documentElement.textContent;
  const error = doc.getElementsByTagNameNS(XHTML, 'parsererror')[0];
  return error ? error.textContent : null;
}

/** Depth and element count checked in document order, as the server's reader meets them. */
function checkBounds(root) {
  let elements = 0;
  const pending = root ? [[root, 0]] : [];
  while (pending.length) {
    const [node, depth] = pending.pop();
    if (node.namespaceURI === XHTML && node.localName === 'parsererror') continue;
    if (depth >= MAXIMUM_DEPTH) throw new FileRefusal('file_too_deep', { format: 'GPX', maximum: MAXIMUM_DEPTH });
    elements += 1;
    if (elements > MAXIMUM_ELEMENTS) throw new FileRefusal('file_too_many_elements', { format: 'GPX', maximum: MAXIMUM_ELEMENTS });
    for (let child = node.lastElementChild; child; child = child.previousElementSibling) pending.push([child, depth + 1]);
  }
}

/** The document's root element, or the refusal the server gives for its XML. */
function parse(text) {
  if (declaresDoctype(text)) throw new FileRefusal('xml_entities_refused');
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = parserError(doc);
  checkBounds(error && doc.documentElement?.namespaceURI === GECKO_ERROR ? null : doc.documentElement);
  if (error !== null) {
    if (/entit/i.test(error)) throw new FileRefusal('xml_entities_refused');
    if (/depth/i.test(error)) throw new FileRefusal('file_too_deep', { format: 'GPX', maximum: MAXIMUM_DEPTH });
    throw malformed('GPX', 'xml.error', { line: Number(/line (\d+)/i.exec(error)?.[1] ?? 1) });
  }
  return doc.documentElement;
}

const children = (node, name) => [...node.children].filter((child) => child.localName === name);
const child = (node, name) => (node ? children(node, name)[0] ?? null : null);
/** The element's own text, its child elements' left out. */
const ownText = (node) => [...node.childNodes].filter((part) => part.nodeType === 3 || part.nodeType === 4).map((part) => part.data).join('');
/** The trimmed text of a child, null when absent or empty. */
const value = (node, name) => {
  const found = child(node, name);
  return (found && trimmed(ownText(found))) || null;
};
const descendants = (node, name) => (node ? [...node.getElementsByTagNameNS('*', name)] : []);
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
  const root = parse(text);
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
