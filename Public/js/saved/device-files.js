// Files of places read on the phone when the server cannot be reached (GPX, KML, KMZ, GeoJSON, CSV) and written
// there (GPX, GeoJSON), with the server's limits (20 MB, 50,000 places) and its answers' shapes; KML, KMZ and
// CSV are written by the server only.
import { FileRefusal, malformed } from './file-refusal.js';
import { readGPX } from './gpx-read.js';
import { readGeoJSON } from './geojson-read.js';
import { readKML } from './kml-read.js';
import { readCSV } from './csv-read.js';
import { kmlOfKMZ } from './zip-read.js';
import { writeGPX } from './gpx-write.js';
import { writeGeoJSON } from './geojson-write.js';
import { trimmed } from './file-values.js';

/** The server's limits for an imported file (PlaceFiles.maximumBytes, maximumPlaces). */
export const MAX_FILE_BYTES = 20 * 1_048_576;
const MAX_PLACES = 50_000;
const EXTENSIONS = { gpx: 'gpx', kml: 'kml', kmz: 'kmz', zip: 'kmz', geojson: 'geojson', csv: 'csv', json: 'geojson' };
const WRITERS = { gpx: [writeGPX, 'application/gpx+xml'], geojson: [writeGeoJSON, 'application/geo+json'] };

/** The format a file's name says, or that its first bytes show (PlaceFileFormat.detect); null when neither. */
export function detectFormat(name, bytes) {
  const extension = name?.split('.').filter(Boolean).at(-1)?.toLowerCase();
  if (EXTENSIONS[extension]) return EXTENSIONS[extension];
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'kmz';
  const head = new TextDecoder().decode(bytes.subarray(0, 512));
  if (head.includes('<gpx')) return 'gpx';
  if (head.includes('<kml')) return 'kml';
  return trimmed(head).startsWith('{') ? 'geojson' : null;
}

/** The text of a file: its byte order mark's encoding, else an XML declaration's, else UTF-8; null when it does not decode. */
function decode(bytes, format) {
  let label = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
  else if ((format === 'gpx' || format === 'kml') && !(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) {
    label = /^<\?xml[^>]*encoding=["']([A-Za-z0-9._-]+)["']/.exec(String.fromCharCode(...bytes.subarray(0, 200)))?.[1] ?? label;
  }
  for (const encoding of [label, 'utf-8']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch (error) {
      // An encoding the browser does not know falls back to UTF-8; bytes that are not text give null.
      if (!(error instanceof RangeError)) return null;
    }
  }
  return null;
}

/** Where bytes that are not UTF-8 text first stop a reader: the line of the first replaced character. */
function badLine(bytes) {
  const text = new TextDecoder().decode(bytes);
  return text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
}

/** The places of an XML or JSON file's bytes, in its format. */
function readText(bytes, format) {
  const text = decode(bytes, format);
  if (text === null) {
    if (format === 'geojson') throw malformed('GeoJSON', 'geojson.notObject');
    throw malformed(format.toUpperCase(), 'xml.error', { line: badLine(bytes) });
  }
  return { gpx: readGPX, kml: readKML, geojson: readGeoJSON }[format](text);
}

/**
 * A file's places, tracks and left-out waypoints read on the phone, as the server's import answers (a promise:
 * a KMZ is inflated by a stream): { ok: true, data: { places, tracks, skipped } } or { ok: false, refusal }
 * (a FileRefusal).
 */
export async function readOnDevice(name, bytes) {
  try {
    if (bytes.length > MAX_FILE_BYTES) throw new FileRefusal('file_too_large', { megabytes: MAX_FILE_BYTES / 1_048_576 });
    const format = detectFormat(name, bytes);
    if (!format) throw new FileRefusal('unknown_file_format', { value: [...(name ?? '?')].slice(0, 40).join('') });
    let data;
    if (format === 'csv') data = readCSV(bytes);
    else if (format === 'kmz') data = readText(await kmlOfKMZ(bytes), 'kml');
    else data = readText(bytes, format);
    if (data.places.length > MAX_PLACES) throw new FileRefusal('too_many_places', { maximum: MAX_PLACES });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof FileRefusal) return { ok: false, refusal: error };
    throw error;
  }
}

/** Places and tracks (as the page keeps them) written on the phone as a Blob, or null for a format only the server writes. */
export function writeOnDevice(format, { title, places, tracks }) {
  const writer = WRITERS[format];
  return writer ? new Blob([writer[0]({ title, places, tracks })], { type: writer[1] }) : null;
}
