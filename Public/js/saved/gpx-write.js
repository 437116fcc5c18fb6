// Places and tracks written as a GPX 1.1 file on the phone, byte for byte as the server writes them
// (BaluchonCore's GPXFile and TrackGPX): OsmAnd's group in <type> and colour in <osmand:color>, tracks with
// every segment, elevations and times.
import { dateText, trackTimeText } from './file-time.js';
import { degrees, elevationText } from './file-values.js';
import { exportedPlaces, exportedTracks } from './file-lists.js';

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text escaped for XML, without the control characters XML 1.0 cannot hold (XMLText.escaped). */
export function escaped(text) {
  return text.replace(/[&<>"']|[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, (character) => ENTITIES[character] ?? '');
}

const position = ({ latitude, longitude }) => `lat="${degrees(latitude)}" lon="${degrees(longitude)}"`;
const colourTag = (colour) => (colour ? `<extensions><osmand:color>${colour}</osmand:color></extensions>` : '');

function waypoint(place) {
  return `<wpt ${position(place)}>${place.savedAt === null ? '' : `<time>${dateText(place.savedAt)}</time>`}<name>${escaped(place.name)}</name>`
    + `${place.note ? `<desc>${escaped(place.note)}</desc>` : ''}${place.group ? `<type>${escaped(place.group)}</type>` : ''}${colourTag(place.colour)}</wpt>\n`;
}

function track({ name, note, colour, segments }) {
  const head = `<trk><name>${escaped(name)}</name>${note ? `<desc>${escaped(note)}</desc>` : ''}${colourTag(colour)}\n`;
  const body = segments.map((segment) => `<trkseg>\n${segment.map((point) => `<trkpt ${position(point)}>`
    + `${point.elevation === null ? '' : `<ele>${elevationText(point.elevation)}</ele>`}`
    + `${point.time === null ? '' : `<time>${trackTimeText(point.time)}</time>`}</trkpt>\n`).join('')}</trkseg>\n`).join('');
  return `${head}${body}</trk>\n`;
}

/** The GPX file of places and tracks as the page keeps them. */
export function writeGPX({ title, places = [], tracks = [] }) {
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + '<gpx version="1.1" creator="Baluchon" xmlns="http://www.topografix.com/GPX/1/1" xmlns:osmand="https://osmand.net/docs/technical/osmand-file-formats/osmand-gpx">\n'
    + `<metadata><name>${escaped(title)}</name></metadata>\n`
    + exportedPlaces(places).map(waypoint).join('') + exportedTracks(tracks).map(track).join('') + '</gpx>\n';
}
