// The region place index archive, `BPLX` 1, as the server writes it (PlaceIndexArchive): the places
// part of a trip pack. Little-endian fixed integers, LEB128 varints, strings as a varint byte length
// and UTF-8, coordinates as Int32 in 1e-7 degrees. Damaged or hostile bytes give an ArchiveError,
// never a loop or an uncaught exception: every count is bounded and every read checked.

const MAGIC = [0x42, 0x50, 0x4c, 0x58]; // "BPLX"
const VERSION = 1;
const SCALE = 1e7;
const OSM_TYPES = ['node', 'way', 'relation'];

/** The archive cannot be read; `code` is the server's `corrupt_place_index`. */
export class ArchiveError extends Error {
  constructor(reason) {
    super(`place index archive: ${reason}`);
    this.name = 'ArchiveError';
    this.code = 'corrupt_place_index';
    this.reason = reason;
  }
}

class Reader {
  constructor(bytes) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.position = 0;
    this.text = new TextDecoder('utf-8', { fatal: true });
  }

  fail(what) {
    throw new ArchiveError(`${what} at byte ${this.position}`);
  }

  need(size) {
    if (this.bytes.length - this.position < size) this.fail('truncated data');
  }

  uint8() {
    this.need(1);
    return this.bytes[this.position++];
  }

  uint16() {
    this.need(2);
    const value = this.view.getUint16(this.position, true);
    this.position += 2;
    return value;
  }

  int32() {
    this.need(4);
    const value = this.view.getInt32(this.position, true);
    this.position += 4;
    return value;
  }

  uint32() {
    this.need(4);
    const value = this.view.getUint32(this.position, true);
    this.position += 4;
    return value;
  }

  /** An unsigned LEB128 number of at most 64 bits, as a Number (exact below 2^53). */
  varint() {
    let value = 0;
    let scale = 1;
    for (let shift = 0; ; shift += 7) {
      if (this.position >= this.bytes.length) this.fail('truncated varint');
      if (shift >= 64) this.fail('overlong varint');
      const byte = this.bytes[this.position++];
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  }

  count(limit) {
    const value = this.varint();
    if (value > limit) this.fail(`count ${value} beyond ${limit}`);
    return value;
  }

  string() {
    const length = this.count(1 << 16);
    this.need(length);
    const slice = this.bytes.subarray(this.position, this.position + length);
    let text;
    try {
      text = this.text.decode(slice);
    } catch {
      this.fail('text that is not UTF-8');
    }
    this.position += length;
    return text;
  }

  point() {
    const latitude = this.int32() / SCALE;
    const longitude = this.int32() / SCALE;
    return [latitude, longitude];
  }

  line(count) {
    // Eight bytes a point: a count beyond the bytes left is damage, not a reason to allocate.
    this.need(count * 8);
    const latitudes = new Float64Array(count);
    const longitudes = new Float64Array(count);
    for (let index = 0; index < count; index += 1) [latitudes[index], longitudes[index]] = this.point();
    return { latitudes, longitudes };
  }
}

/**
 * @typedef {{south: number, west: number, cellDegrees: number, rows: number, columns: number}} PlaceGrid
 * @typedef {{name: string, kinds: string[], latitude: number, longitude: number, houseNumber: string,
 *   street: string, postcode: string, city: string, openingHours: string,
 *   osmType: 'node'|'way'|'relation', osmID: number}} IndexedPlace
 * @typedef {{name: string, latitudes: Float64Array, longitudes: Float64Array}} IndexedStreet
 * @typedef {{name: string, place: string, latitude: number, longitude: number}} IndexedSettlement
 * @typedef {{name: string, adminLevel: number, latitudes: Float64Array, longitudes: Float64Array,
 *   ringStarts: number[]}} IndexedArea
 * @typedef {{grid: PlaceGrid, places: IndexedPlace[], streets: IndexedStreet[],
 *   settlements: IndexedSettlement[], areas: IndexedArea[]}} PlaceArchive
 */

/**
 * Reads a `BPLX` 1 archive (the pack's `places` part).
 * @param {ArrayBuffer|ArrayBufferView} data
 * @returns {PlaceArchive}
 * @throws {ArchiveError} on a wrong magic or version, truncated, damaged or trailing bytes.
 */
export function decodeArchive(data) {
  let bytes;
  if (data instanceof ArrayBuffer) bytes = new Uint8Array(data);
  else if (ArrayBuffer.isView(data)) bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  else throw new ArchiveError('not bytes');
  const reader = new Reader(bytes);
  reader.need(4);
  if (MAGIC.some((byte, index) => bytes[index] !== byte)) throw new ArchiveError('not a place index');
  reader.position = 4;
  const version = reader.uint16();
  if (version !== VERSION) throw new ArchiveError(`format version ${version}, expected ${VERSION}`);
  const kindIDs = [];
  const kindCount = reader.count(65536);
  for (let index = 0; index < kindCount; index += 1) kindIDs.push(reader.string());
  const south = reader.int32() / SCALE;
  const west = reader.int32() / SCALE;
  const cellDegrees = reader.uint32() / SCALE;
  const rows = reader.count(1 << 20);
  const columns = reader.count(1 << 20);
  if (!(cellDegrees > 0)) throw new ArchiveError('empty grid cell');
  const grid = { south, west, cellDegrees, rows: Math.max(1, rows), columns: Math.max(1, columns) };

  const places = [];
  const placeCount = reader.count(1 << 26);
  for (let index = 0; index < placeCount; index += 1) {
    const [latitude, longitude] = reader.point();
    const kinds = [];
    const count = reader.count(kindIDs.length);
    for (let kind = 0; kind < count; kind += 1) kinds.push(kindIDs[reader.count(kindIDs.length - 1)]);
    const [name, houseNumber, street, postcode, city, openingHours] = [0, 1, 2, 3, 4, 5].map(() => reader.string());
    const osmType = OSM_TYPES[reader.uint8()];
    if (!osmType) throw new ArchiveError('unknown object type');
    const osmID = reader.varint();
    places.push({ name, kinds, latitude, longitude, houseNumber, street, postcode, city, openingHours, osmType, osmID });
  }

  const streets = [];
  const streetCount = reader.count(1 << 24);
  for (let index = 0; index < streetCount; index += 1) {
    const name = reader.string();
    streets.push({ name, ...reader.line(reader.count(1 << 20)) });
  }

  const settlements = [];
  const settlementCount = reader.count(1 << 24);
  for (let index = 0; index < settlementCount; index += 1) {
    const name = reader.string();
    const place = reader.string();
    const [latitude, longitude] = reader.point();
    settlements.push({ name, place, latitude, longitude });
  }

  const areas = [];
  const areaCount = reader.count(1 << 20);
  for (let index = 0; index < areaCount; index += 1) {
    const name = reader.string();
    const adminLevel = reader.count(20);
    const ringStarts = [];
    const ringCount = reader.count(1 << 20);
    for (let ring = 0; ring < ringCount; ring += 1) ringStarts.push(reader.count(1 << 26));
    const pointCount = reader.count(1 << 26);
    const line = reader.line(pointCount);
    if (ringStarts.some((start) => start > pointCount)) throw new ArchiveError('ring beyond its points');
    areas.push({ name, adminLevel, ringStarts, ...line });
  }
  if (reader.position !== bytes.length) throw new ArchiveError('trailing bytes');
  return { grid, places, streets, settlements, areas };
}
