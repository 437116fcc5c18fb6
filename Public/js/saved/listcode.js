// Baluchon's whole-list code (docs/LIST-CODE.md), written and read in the browser so a list travels
// and arrives with no network: "BLC:" + Base45 (RFC 9285) of version, groups, places, tracks (format 2)
// and a CRC-32.
import { segments, simplify } from '../map/track-geometry.js';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
export const PREFIX = 'BLC:';
/** Format 1 holds places; format 2 places and tracks (written only when there are tracks). */
export const VERSION = 2;
export const MAXIMUM_BYTES = Math.floor((3391 - 4) / 3) * 2;
const UNITS = 1e7;
/** Track points travel as whole hundred-thousandths of a degree (about a metre). */
const TRACK_UNITS = 1e5;
/** Metres: a track is simplified (Douglas–Peucker) so that no point left out is farther from it. */
export const TRACK_TOLERANCE = 5;

/** A failure with the same codes as the server's SharingError. */
export class ListCodeError extends Error {
  constructor(code, detail) {
    super(code);
    this.code = code;
    this.detail = detail;
  }
}

export function base45Encode(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      const n = bytes[i] * 256 + bytes[i + 1];
      out += ALPHABET[n % 45] + ALPHABET[Math.floor(n / 45) % 45] + ALPHABET[Math.floor(n / 2025)];
    } else {
      out += ALPHABET[bytes[i] % 45] + ALPHABET[Math.floor(bytes[i] / 45)];
    }
  }
  return out;
}

export function base45Decode(text) {
  if (text.length % 3 === 1) throw new ListCodeError('invalid_base45');
  const out = [];
  for (let i = 0; i < text.length; i += 3) {
    const chunk = text.slice(i, i + 3);
    let value = 0;
    let weight = 1;
    for (const char of chunk) {
      const digit = ALPHABET.indexOf(char);
      if (digit < 0) throw new ListCodeError('invalid_base45');
      value += digit * weight;
      weight *= 45;
    }
    if (chunk.length === 3) {
      if (value > 0xffff) throw new ListCodeError('invalid_base45');
      out.push(value >> 8, value & 0xff);
    } else {
      if (value > 0xff) throw new ListCodeError('invalid_base45');
      out.push(value);
    }
  }
  return Uint8Array.from(out);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

class Writer {
  constructor() { this.bytes = []; }
  varint(value) {
    let rest = BigInt(value);
    while (rest >= 0x80n) { this.bytes.push(Number(rest & 0x7fn) | 0x80); rest >>= 7n; }
    this.bytes.push(Number(rest));
  }
  string(text) {
    const data = new TextEncoder().encode(text);
    this.varint(data.length);
    this.bytes.push(...data);
  }
}

class Reader {
  constructor(bytes) { this.bytes = bytes; this.at = 0; }
  byte() {
    if (this.at >= this.bytes.length) throw new ListCodeError('list_truncated');
    return this.bytes[this.at++];
  }
  varint() {
    let value = 0n;
    let shift = 0n;
    for (;;) {
      const byte = this.byte();
      value |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) return value;
      shift += 7n;
      if (shift > 63n) throw new ListCodeError('list_truncated');
    }
  }
  count(limit) {
    const value = this.varint();
    if (value > BigInt(limit)) throw new ListCodeError('list_truncated');
    return Number(value);
  }
  string() {
    const length = this.count(MAXIMUM_BYTES);
    if (this.at + length > this.bytes.length) throw new ListCodeError('list_truncated');
    const slice = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(slice);
    } catch {
      throw new ListCodeError('list_truncated');
    }
  }
}

const zigzag = (n) => (n << 1n) ^ (n >> 63n);
const unzigzag = (n) => (n >> 1n) ^ -(n & 1n);

/** Seconds since 1970 as the server writes a time: `2026-05-01T08:00:00Z`. */
const isoSeconds = (seconds) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
const validColour = (colour) => (/^#[0-9a-f]{6}$/.test(colour || '') ? colour : null);

/** A track record (docs/LIST-CODE.md, "Tracks"): simplified, then points as differences. */
function writeTrack(writer, track) {
  const simple = simplify(track, TRACK_TOLERANCE);
  const points = simple.points;
  const colour = validColour(track.colour);
  const seconds = points.map((point) => (point[3] ? Math.floor(Date.parse(point[3]) / 1000) : NaN));
  const elevations = points.every((point) => typeof point[2] === 'number' && Number.isFinite(point[2]));
  const timed = seconds.every((value, index) => Number.isFinite(value) && value >= 0 && (index === 0 || value >= seconds[index - 1]));
  const flags = (track.note ? 1 : 0) | (colour ? 2 : 0) | (elevations ? 4 : 0) | (timed ? 8 : 0);
  writer.bytes.push(flags);
  writer.string(track.name || '');
  if (flags & 1) writer.string(track.note);
  if (flags & 2) writer.bytes.push(...[1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)));
  const parts = segments(simple);
  writer.varint(parts.length);
  let previous = [0n, 0n, 0n];
  let index = 0;
  for (const part of parts) {
    writer.varint(part.length);
    for (const point of part) {
      const here = [BigInt(Math.round(point[0] * TRACK_UNITS)), BigInt(Math.round(point[1] * TRACK_UNITS)), elevations ? BigInt(Math.round(point[2])) : 0n];
      writer.varint(BigInt.asUintN(64, zigzag(here[0] - previous[0])));
      writer.varint(BigInt.asUintN(64, zigzag(here[1] - previous[1])));
      if (elevations) writer.varint(BigInt.asUintN(64, zigzag(here[2] - previous[2])));
      if (timed) writer.varint(index === 0 ? seconds[0] : seconds[index] - seconds[index - 1]);
      previous = here;
      index += 1;
    }
  }
}

function readTrack(reader) {
  const flags = reader.byte();
  if (flags > 15) throw new ListCodeError('list_truncated');
  const track = { name: reader.string() };
  if (flags & 1) track.note = reader.string();
  if (flags & 2) track.colour = `#${[reader.byte(), reader.byte(), reader.byte()].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  const count = reader.count(MAXIMUM_BYTES);
  if (count < 1) throw new ListCodeError('list_truncated');
  track.points = [];
  const breaks = [];
  let [lat, lon, ele, seconds] = [0n, 0n, 0n, 0n];
  for (let part = 0; part < count; part += 1) {
    const length = reader.count(MAXIMUM_BYTES);
    if (length < 1) throw new ListCodeError('list_truncated');
    if (part > 0) breaks.push(track.points.length);
    for (let i = 0; i < length; i += 1) {
      lat += unzigzag(reader.varint());
      lon += unzigzag(reader.varint());
      const point = [Number(lat) / TRACK_UNITS, Number(lon) / TRACK_UNITS];
      if (Math.abs(point[0]) > 90 || Math.abs(point[1]) > 180) throw new ListCodeError('list_truncated');
      if (flags & 4) { ele += unzigzag(reader.varint()); point.push(Number(ele)); }
      if (flags & 8) {
        seconds += reader.varint();
        if (seconds > 253402300799n) throw new ListCodeError('list_truncated');
        if (!(flags & 4)) point.push(null);
        point.push(isoSeconds(Number(seconds)));
      }
      track.points.push(point);
    }
  }
  if (breaks.length) track.breaks = breaks;
  return track;
}

/**
 * The code of a list of places ({ name, note, latitude, longitude, savedAt, colour, group }) and tracks
 * ({ name, note, colour, points, breaks }): format 1 without tracks, so that older readers still read it.
 */
export function encodeList(places, tracks = []) {
  const writer = new Writer();
  writer.bytes.push(tracks.length ? 2 : 1);
  const groups = [];
  for (const place of places) if (place.group && !groups.includes(place.group)) groups.push(place.group);
  writer.varint(groups.length);
  for (const group of groups) writer.string(group);
  writer.varint(places.length);
  let previous = [0n, 0n];
  for (const place of places) {
    const colour = validColour(place.colour);
    const time = place.savedAt ? Date.parse(place.savedAt) : NaN;
    const flags = (place.note ? 1 : 0) | (colour ? 2 : 0) | (place.group ? 4 : 0) | (Number.isFinite(time) ? 8 : 0);
    writer.bytes.push(flags);
    const lat = BigInt(Math.round(place.latitude * UNITS));
    const lon = BigInt(Math.round(place.longitude * UNITS));
    writer.varint(BigInt.asUintN(64, zigzag(lat - previous[0])));
    writer.varint(BigInt.asUintN(64, zigzag(lon - previous[1])));
    previous = [lat, lon];
    writer.string(place.name || '');
    if (flags & 1) writer.string(place.note);
    if (flags & 2) writer.bytes.push(...[1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)));
    if (flags & 4) writer.varint(groups.indexOf(place.group));
    if (flags & 8) writer.varint(Math.max(0, Math.floor(time / 60000)));
  }
  if (tracks.length) {
    writer.varint(tracks.length);
    for (const track of tracks) writeTrack(writer, track);
  }
  const crc = crc32(writer.bytes);
  writer.bytes.push(crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff);
  if (writer.bytes.length > MAXIMUM_BYTES) throw new ListCodeError('list_too_large');
  return PREFIX + base45Encode(writer.bytes);
}

/** The places and tracks of a code: { places, tracks }; throws ListCodeError with the server's codes. */
export function decodeList(text) {
  // Line breaks and tabs a chat may insert into a long line are not part of the code.
  const trimmed = String(text).replace(/[\r\n\t]/g, '').trim();
  if (trimmed.slice(0, PREFIX.length).toUpperCase() !== PREFIX) throw new ListCodeError('unrecognised_code');
  const bytes = base45Decode(trimmed.slice(PREFIX.length));
  if (bytes.length < 5) throw new ListCodeError('list_truncated');
  const body = bytes.subarray(0, bytes.length - 4);
  const tail = bytes.subarray(bytes.length - 4);
  const stored = ((tail[0] << 24) | (tail[1] << 16) | (tail[2] << 8) | tail[3]) >>> 0;
  if (crc32(body) !== stored) throw new ListCodeError('list_checksum_mismatch');
  if (body[0] > VERSION) throw new ListCodeError('list_newer_version', body[0]);
  if (body[0] < 1) throw new ListCodeError('list_truncated');
  const reader = new Reader(body);
  reader.at = 1;
  const groups = Array.from({ length: reader.count(MAXIMUM_BYTES) }, () => reader.string());
  const count = reader.count(MAXIMUM_BYTES);
  const places = [];
  let lat = 0n;
  let lon = 0n;
  for (let i = 0; i < count; i += 1) {
    const flags = reader.byte();
    lat += unzigzag(reader.varint());
    lon += unzigzag(reader.varint());
    const place = { name: reader.string(), note: '', latitude: Number(lat) / UNITS, longitude: Number(lon) / UNITS, colour: null, group: '', savedAt: null };
    if (flags & 1) place.note = reader.string();
    if (flags & 2) place.colour = `#${[reader.byte(), reader.byte(), reader.byte()].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
    if (flags & 4) {
      const index = reader.count(groups.length - 1);
      if (!groups.length) throw new ListCodeError('list_truncated');
      place.group = groups[index];
    }
    if (flags & 8) place.savedAt = new Date(Number(reader.varint()) * 60000).toISOString();
    if (Math.abs(place.latitude) > 90 || Math.abs(place.longitude) > 180) throw new ListCodeError('list_truncated');
    places.push(place);
  }
  const tracks = body[0] === 2 ? Array.from({ length: reader.count(MAXIMUM_BYTES) }, () => readTrack(reader)) : [];
  if (reader.at !== body.length) throw new ListCodeError('list_truncated');
  return { places, tracks };
}

/**
 * The share link of a list code on the server at `base` (`https://host`, or with the path it is served
 * under): any camera app opens it. Only the three Base45 characters a query cannot hold are escaped, so the
 * code stays in the QR code's alphanumeric mode (ListLink in Swift; the vectors' `links`).
 */
export function listLink(code, base) {
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${root}/places?import=${code.replace(/[ %+]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The list code inside a share link (a `+` read as a space, as forms write it), else null. */
export function codeInLink(text) {
  let url;
  try {
    url = new URL(String(text).trim());
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.pathname.endsWith('/places')) return null;
  return url.searchParams.get('import');
}
