// Files of places read and written on the phone without the server (Public/js/saved/device-files.js), against
// the shared vectors (Tests/Fixtures/sharing/files-twin.json: the server's own answers, which
// FilesTwinTests.swift checks BaluchonCore's PlaceFiles against). Node has no DOMParser: the GPX and KML files
// (KMZ's too) are read in the browser by Tests/e2e/test_saved_files_offline.py; here, GeoJSON and CSV files,
// KMZ archives refused before their KML is parsed (Node's DecompressionStream is the browser's), the other
// refusals made before parsing, and both writers. A GPX export is compared byte for byte; a GeoJSON
// export as parsed JSON (JSONSerialization and JSON.stringify may spell a number differently, and write -0 as
// -0 or 0).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { detectFormat, MAX_FILE_BYTES, readOnDevice } from '../../Public/js/saved/device-files.js';
import { refusalText } from '../../Public/js/saved/file-refusal.js';
import { readGeoJSON } from '../../Public/js/saved/geojson-read.js';
import { writeGeoJSON } from '../../Public/js/saved/geojson-write.js';
import { writeGPX } from '../../Public/js/saved/gpx-write.js';
import { kmlOfKMZ } from '../../Public/js/saved/zip-read.js';

const fixture = (path) => new URL(`../Fixtures/${path}`, import.meta.url);
const vectors = JSON.parse(readFileSync(fixture('sharing/files-twin.json'), 'utf8'));
const catalogs = Object.fromEntries(['en', 'fr'].map((lang) => [lang, JSON.parse(readFileSync(new URL(`../../Public/i18n/saved.${lang}.json`, import.meta.url), 'utf8'))]));
const translator = (lang) => (key, values = {}) => catalogs[lang][key].replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

/** A vector's file as bytes, as FilesTwinTests.swift and the browser test build it. */
function vectorBytes(vector) {
  if (vector.file) return new Uint8Array(readFileSync(fixture(vector.file)));
  const text = vector.text ?? vector.parts.map(([part, times]) => part.repeat(times)).join('');
  switch (vector.encoding) {
    case 'utf-16le': return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    case 'utf-16be': return new Uint8Array(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]));
    case 'latin1-bytes': return new Uint8Array(Buffer.from(text, 'latin1'));
    default: return new Uint8Array(Buffer.from(text, 'utf8'));
  }
}

const withoutNegativeZero = (text) => JSON.parse(text, (key, value) => (Object.is(value, -0) ? 0 : value));

test('the vectors hold real files, hostile ones, refusals of each kind and exports in both formats', () => {
  const codes = new Set(vectors.imports.map((vector) => vector.error?.code).filter(Boolean));
  for (const code of ['malformed_file', 'xml_entities_refused', 'file_too_deep', 'file_too_many_elements', 'too_many_places', 'file_too_large', 'unknown_file_format',
    'archive_refused', 'missing_columns']) {
    assert.ok(codes.has(code), code);
  }
  assert.ok(vectors.imports.filter((vector) => vector.file).length >= 13 && vectors.imports.length >= 60);
  assert.deepEqual([...new Set(vectors.exports.map((vector) => vector.format))].sort(), ['geojson', 'gpx']);
  const formats = vectors.imports.map((vector) => detectFormat(vector.name, vectorBytes(vector)));
  for (const format of ['gpx', 'kml', 'kmz', 'geojson', 'csv']) assert.ok(formats.filter((found) => found === format).length >= 10, format);
});

/** Whether the phone reads the vector without a DOMParser: not GPX or KML, unless refused before parsing. */
function readInNode(vector, bytes) {
  const format = detectFormat(vector.name, bytes);
  if (bytes.length > MAX_FILE_BYTES || format === 'geojson' || format === 'csv' || format === null) return true;
  return format === 'kmz' && ['archive_refused', 'file_too_large'].includes(vector.error?.code);
}

for (const vector of vectors.imports) {
  const bytes = vectorBytes(vector);
  // GPX and KML need the browser's DOMParser, unless refused before they are parsed.
  if (!readInNode(vector, bytes)) continue;
  test(`import: ${vector.source}`, async () => {
    const read = await readOnDevice(vector.name, bytes);
    if (vector.answer) {
      assert.deepEqual(read, { ok: true, data: vector.answer });
      return;
    }
    assert.equal(read.ok, false, JSON.stringify(read.data)?.slice(0, 200));
    assert.equal(read.refusal.code, vector.error.code);
    for (const lang of ['en', 'fr']) assert.equal(refusalText(translator(lang), read.refusal), vector.error.message[lang]);
  });
}

test('a CSV date as a French spreadsheet writes it (day first), an ISO day or LibreOffice\'s day and time reads as UTC; a day or time not on the calendar is dropped', async () => {
  const cases = {
    '31/05/2024': '2024-05-31T00:00:00Z', '1/5/2024 9:05': '2024-05-01T09:05:00Z', '31/05/2024 16:08:37': '2024-05-31T16:08:37Z',
    '2024-05-31': '2024-05-31T00:00:00Z', '29/02/2024': '2024-02-29T00:00:00Z', '31/02/2024': undefined, '29/02/2023': undefined,
    '31/05/2024 24:00': undefined, '05/31/2024': undefined, '2024-05-31 16:08': '2024-05-31T16:08:00Z',
    '2024-05-31 9:05:07': '2024-05-31T09:05:07Z', '2024-05-31 24:00': undefined, '2024-02-30 10:00': undefined, '2024-05-31  16:08': undefined,
  };
  const text = `Nom;Lat;Lon;Enregistré le\n${Object.keys(cases).map((cell, index) => `p${index};1;2;${cell}`).join('\n')}\n`;
  const read = await readOnDevice('dates.csv', new TextEncoder().encode(text));
  assert.equal(read.ok, true);
  assert.deepEqual(read.data.places.map((place) => place.savedAt), Object.values(cases));
  // The server's answers for many more dates, which the loop above holds the phone to.
  const answer = vectors.imports.find((vector) => vector.name === 'dates.csv').answer;
  assert.ok(answer.places.filter((place) => place.savedAt).length >= 10 && answer.places.filter((place) => !place.savedAt).length >= 20);
});

test('a KMZ archive gives the KML it holds, deflated, stored or streamed with data descriptors', async () => {
  const kml = await kmlOfKMZ(vectorBytes({ file: 'sharing/kmz/google-my-maps.kmz' }));
  const text = new TextDecoder().decode(kml);
  assert.ok(text.startsWith('<?xml') && text.includes('<name>Voyage Portugal</name>') && text.trimEnd().endsWith('</kml>'));
  for (const file of ['stored.kmz', 'streamed.kmz']) assert.deepEqual(await kmlOfKMZ(vectorBytes({ file: `sharing/kmz/${file}` })), kml, file);
});

for (const vector of vectors.exports) {
  test(`export: ${vector.source}`, () => {
    const list = { title: vector.title, places: vector.places, tracks: vector.tracks };
    if (vector.format === 'gpx') {
      assert.equal(writeGPX(list), vector.file);
      return;
    }
    const written = writeGeoJSON(list);
    assert.deepEqual(withoutNegativeZero(written), withoutNegativeZero(vector.file));
    const sameZero = (read) => JSON.parse(JSON.stringify(read));
    assert.deepEqual(sameZero(readGeoJSON(written)), sameZero(readGeoJSON(vector.file)), 'the phone reads its own file as the server\'s');
  });
}
