// The BPLX 1 decoder (Public/js/places/archive.js) on a real places.bin, imported by the server's
// binary from the shipped Monaco extract, and on hand-made, truncated, damaged and random bytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ArchiveError, decodeArchive } from '../../Public/js/places/archive.js';
import { regionFiles } from './support/pack-data.mjs';

const { bytes: monaco, info } = regionFiles('monaco');

/** Writes archives the way the server's ByteWriter does, for hand-made cases. */
class Writer {
  constructor() {
    this.bytes = [];
  }

  raw(list) {
    this.bytes.push(...list);
    return this;
  }

  fixed(value, size, signed = false) {
    const view = new DataView(new ArrayBuffer(size));
    if (size === 2) view.setUint16(0, value, true);
    else if (signed) view.setInt32(0, value, true);
    else view.setUint32(0, value, true);
    return this.raw([...new Uint8Array(view.buffer)]);
  }

  varint(value) {
    let rest = BigInt(value);
    while (rest >= 0x80n) {
      this.bytes.push(Number(rest & 0x7fn) | 0x80);
      rest >>= 7n;
    }
    this.bytes.push(Number(rest));
    return this;
  }

  string(text) {
    const utf8 = new TextEncoder().encode(text);
    return this.varint(utf8.length).raw([...utf8]);
  }

  point(latitude, longitude) {
    return this.fixed(Math.round(latitude * 1e7), 4, true).fixed(Math.round(longitude * 1e7), 4, true);
  }

  done() {
    return new Uint8Array(this.bytes);
  }
}

/** One place, one street, one settlement and one area, with the values that are easy to get wrong. */
function handMade() {
  const writer = new Writer().raw([0x42, 0x50, 0x4c, 0x58]).fixed(1, 2);
  writer.varint(2).string('pharmacy').string('cafe');
  writer.point(-33.8688, 151.2093).fixed(1000000, 4).varint(3).varint(4);
  writer.varint(1).point(-33.87, 151.21).varint(2).varint(1).varint(0);
  for (const text of ['Café Ōtautahi', '12', 'George Street', '2000', 'Sydney', 'Mo-Fr 08:00-18:00']) writer.string(text);
  writer.raw([2]).varint(2n ** 40n + 5n);
  writer.varint(1).string('George Street').varint(2).point(-33.87, 151.2).point(-33.86, 151.21);
  writer.varint(1).string('Sydney').string('city').point(-33.8688, 151.2093);
  writer.varint(1).string('Sydney').varint(8).varint(1).varint(0).varint(3).point(-33.9, 151.1).point(-33.8, 151.1).point(-33.8, 151.3);
  return writer.done();
}

test('a real places.bin is read whole, its places in grid-cell order', () => {
  const archive = decodeArchive(monaco);
  assert.equal(archive.areas.length, info.counts.areas);
  assert.ok(archive.places.length > 1000 && archive.streets.length > 300 && archive.settlements.length > 5);
  const { grid } = archive;
  assert.equal(grid.cellDegrees, 0.01);
  const cell = (place) => Math.min(grid.rows - 1, Math.max(0, Math.floor((place.latitude - grid.south) / grid.cellDegrees))) * grid.columns
    + Math.min(grid.columns - 1, Math.max(0, Math.floor((place.longitude - grid.west) / grid.cellDegrees)));
  archive.places.forEach((place, index) => {
    if (index > 0) assert.ok(cell(archive.places[index - 1]) <= cell(place), `place ${index} in cell order`);
    assert.ok(place.latitude > 43.6 && place.latitude < 43.8 && place.longitude > 7.3 && place.longitude < 7.6);
    assert.ok(['node', 'way', 'relation'].includes(place.osmType) && Number.isSafeInteger(place.osmID) && place.osmID > 0);
  });
  const casino = archive.places.find((place) => place.name === 'Casino de Monte Carlo');
  assert.ok(casino, 'the casino is a place');
  assert.deepEqual([casino.kinds, casino.osmType], [['attraction', 'casino'], 'way']);
  assert.ok(archive.streets.some((street) => street.name === "Avenue de l'Hermitage" && street.latitudes.length >= 2));
  assert.ok(archive.areas.every((area) => area.ringStarts.every((start) => start <= area.latitudes.length)));
});

test('a hand-made archive gives back every value, negative coordinates and long ids included', () => {
  const archive = decodeArchive(handMade());
  assert.deepEqual(archive.grid, { south: -33.8688, west: 151.2093, cellDegrees: 0.1, rows: 3, columns: 4 });
  assert.deepEqual(archive.places, [{
    name: 'Café Ōtautahi', kinds: ['cafe', 'pharmacy'], latitude: -33.87, longitude: 151.21, houseNumber: '12', street: 'George Street',
    postcode: '2000', city: 'Sydney', openingHours: 'Mo-Fr 08:00-18:00', osmType: 'relation', osmID: 2 ** 40 + 5,
  }]);
  assert.equal(archive.streets[0].name, 'George Street');
  assert.deepEqual([...archive.streets[0].latitudes], [-33.87, -33.86]);
  assert.deepEqual(archive.settlements, [{ name: 'Sydney', place: 'city', latitude: -33.8688, longitude: 151.2093 }]);
  assert.equal(archive.areas[0].adminLevel, 8);
  assert.deepEqual(archive.areas[0].ringStarts, [0]);
  assert.deepEqual([...archive.areas[0].longitudes], [151.1, 151.1, 151.3]);
});

test('another magic, another version, trailing bytes and damaged text are refused', () => {
  const good = handMade();
  const refused = (bytes, pattern) => assert.throws(() => decodeArchive(bytes), (error) => error instanceof ArchiveError
    && error.code === 'corrupt_place_index' && pattern.test(error.message));
  refused(Uint8Array.from([0x42, 0x54, 0x49, 0x4c, 1, 0]), /not a place index/);
  const version = good.slice();
  version[4] = 2;
  refused(version, /format version 2, expected 1/);
  refused(Uint8Array.from([...good, 0]), /trailing bytes/);
  const text = good.slice();
  text.set([0xff], text.indexOf(0x70)); // the "p" of "pharmacy"
  refused(text, /not UTF-8/);
  refused(new Uint8Array(0), /truncated/);
  assert.throws(() => decodeArchive('BPLX'), ArchiveError);
});

test('every truncation of real and hand-made archives is refused', () => {
  const good = handMade();
  for (let length = 0; length < good.length; length += 1) assert.throws(() => decodeArchive(good.subarray(0, length)), ArchiveError);
  for (let length = 0; length < monaco.length; length += 997) assert.throws(() => decodeArchive(monaco.subarray(0, length)), ArchiveError);
});

test('absurd counts fail fast instead of allocating or looping', () => {
  const header = new Writer().raw([0x42, 0x50, 0x4c, 0x58]).fixed(1, 2);
  const huge = (writer) => assert.throws(() => decodeArchive(writer.done()), ArchiveError);
  huge(new Writer().raw(header.bytes).varint(2n ** 63n));
  huge(new Writer().raw(header.bytes).raw(new Array(11).fill(0xff)));
  huge(new Writer().raw(header.bytes).varint(0).point(0, 0).fixed(0, 4));
  huge(new Writer().raw(header.bytes).varint(0).point(0, 0).fixed(100000, 4).varint(1).varint(1).varint(1 << 26));
  huge(new Writer().raw(header.bytes).varint(0).point(0, 0).fixed(100000, 4).varint(1).varint(1).varint(0).varint(1).string('x').varint(1 << 20));
});

test('random and damaged bytes give an ArchiveError or an archive, never another exception', () => {
  let seed = 20261126;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const outcome = (bytes) => {
    try {
      decodeArchive(bytes);
      return 'read';
    } catch (error) {
      assert.ok(error instanceof ArchiveError, `${error}`);
      return 'refused';
    }
  };
  for (let round = 0; round < 300; round += 1) {
    const noise = Uint8Array.from({ length: Math.floor(random() * 400) }, () => Math.floor(random() * 256));
    noise.set([0x42, 0x50, 0x4c, 0x58, 1, 0].slice(0, noise.length));
    outcome(noise);
  }
  let refusals = 0;
  for (let round = 0; round < 60; round += 1) {
    const damaged = monaco.slice();
    for (let flip = 0; flip < 4; flip += 1) damaged[6 + Math.floor(random() * (damaged.length - 6))] ^= 1 << Math.floor(random() * 8);
    if (outcome(damaged) === 'refused') refusals += 1;
  }
  assert.ok(refusals > 0, 'some damage is noticed');
});
