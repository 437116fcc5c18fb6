// One place's code or link read on the phone (Public/js/saved/point-decode.js): the shared decode vectors
// (Tests/Fixtures/sharing/point-decode.json, the Swift decoder's answers, which PointDecodeTwinTests.swift checks
// PointCode.decode against), the official Plus Code decoding, validity and short-code vectors
// (Tests/Fixtures/sharing/olc), known geohashes, and round trips through point-codes.js's encoders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decodeCode, plusCodeArea, recoverPlusCode } from '../../Public/js/saved/point-decode.js';
import { fixed, geohash, plusCode, pointCodes } from '../../Public/js/saved/point-codes.js';

const vectors = JSON.parse(readFileSync(new URL('../Fixtures/sharing/point-decode.json', import.meta.url), 'utf8'));
const near = (vector) => (vector.near ? { latitude: vector.near[0], longitude: vector.near[1] } : null);

/** The rows of an official Open Location Code vector file, comments left out. */
function olc(file) {
  return readFileSync(new URL(`../Fixtures/sharing/olc/${file}`, import.meta.url), 'utf8')
    .split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split(','));
}

test('the shared vectors cover every format, with and without a reference, and refusals', () => {
  const formats = new Set(vectors.points.map((vector) => vector.format));
  assert.deepEqual([...formats].sort(), ['decimal', 'ge0', 'geo', 'geohash', 'omaps', 'osm', 'pluscode']);
  assert.ok(vectors.points.some((vector) => vector.near) && vectors.errors.some((vector) => vector.near === undefined));
  assert.ok(vectors.points.length >= 80 && vectors.errors.length >= 50 && vectors.lists.length >= 2 && vectors.server.length >= 2);
});

for (const vector of vectors.points) {
  test(`point: ${vector.source}`, () => {
    const { latitude, longitude, name, zoom, uncertainty } = vector;
    // The API leaves out what a code does not give.
    const given = Object.entries({ name, zoom, uncertainty }).filter(([, value]) => value !== null);
    const expected = { latitude, longitude, ...Object.fromEntries(given) };
    assert.deepEqual(decodeCode(vector.text, near(vector)), { ok: true, data: { kind: 'point', format: vector.format, point: expected } });
  });
}

for (const vector of vectors.errors) {
  test(`error: ${vector.source}`, () => {
    assert.deepEqual(decodeCode(vector.text, near(vector)), { ok: false, error: { code: vector.error } });
  });
}

for (const vector of vectors.lists) {
  test(`list: ${vector.source}`, () => {
    const read = decodeCode(vector.text);
    if (vector.error) {
      assert.deepEqual(read, { ok: false, error: { code: vector.error } });
      return;
    }
    assert.equal(read.data.kind, 'list');
    assert.equal(read.data.places.length, vector.places);
    assert.equal(read.data.tracks.length, vector.tracks);
  });
}

for (const vector of vectors.server) {
  test(`left to the server: ${vector.source}`, () => {
    assert.equal(decodeCode(vector.text, near(vector)), null);
  });
}

test('every official Plus Code decoding vector, within 1e-10 degree', () => {
  const rows = olc('decoding.csv');
  assert.equal(rows.length, 420);
  for (const [code, length, ...bounds] of rows) {
    const area = plusCodeArea(code);
    assert.equal(area.length, Number(length), code);
    [area.south, area.west, area.north, area.east].forEach((value, index) => {
      assert.ok(Math.abs(value - Number(bounds[index])) < 1e-10, `${code}: ${JSON.stringify(area)}`);
    });
  }
});

test('every official validity vector: a full code is read, a short one asks for a reference, others are refused', () => {
  const rows = olc('validityTests.csv');
  assert.equal(rows.length, 25);
  for (const [code, , isShort, isFull] of rows) {
    const expected = isFull === 'true' ? null : isShort === 'true' ? 'short_code_needs_reference' : 'invalid_plus_code';
    let found = null;
    try {
      plusCodeArea(code);
    } catch (error) {
      found = error.code;
    }
    assert.equal(found, expected, code);
  }
});

test('every official short-code recovery vector', () => {
  const rows = olc('shortCodeTests.csv').filter((row) => row[4] === 'R' || row[4] === 'B');
  assert.equal(rows.length, 19);
  for (const [full, latitude, longitude, short] of rows) {
    assert.equal(recoverPlusCode(short, Number(latitude), Number(longitude)), full, `${short} near ${latitude},${longitude}`);
  }
});

test('known geohashes are read at the centre of their cell', () => {
  const centre = (text) => decodeCode(`geohash:${text}`).data.point;
  assert.deepEqual(centre('ezs42'), { latitude: 42.60498046875, longitude: -5.60302734375, uncertainty: 2446 });
  const jutland = centre('u4pruydqqvj');
  assert.ok(Math.abs(jutland.latitude - 57.64911) < 1e-6 && Math.abs(jutland.longitude - 10.40744) < 1e-6, JSON.stringify(jutland));
  const curitiba = centre('6gkzwgjz');
  assert.ok(Math.abs(curitiba.latitude + 25.382708) < 2e-4 && Math.abs(curitiba.longitude + 49.265506) < 2e-4, JSON.stringify(curitiba));
});

/** Seeded numbers in [0, 1), the same on every run. */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

test('every code the phone writes reads back as its place, over 2,000 random points', () => {
  const random = seeded(20261127);
  const names = [null, 'Hôtel du Parc', 'Le_Bon Coin', 'a/b?c#d&e=f', '100 %', '東京タワー', "'Hello,World!%$"];
  for (let index = 0; index < 2000; index += 1) {
    const point = {
      latitude: random() * 180 - 90, longitude: random() * 360 - 180, name: names[Math.floor(random() * names.length)],
      zoom: [null, 3, 12, 16.6, 17][Math.floor(random() * 5)], uncertainty: [null, 0.5, 9.99, 25, 800][Math.floor(random() * 5)],
    };
    const codes = pointCodes(point);
    const read = Object.fromEntries(Object.entries(codes).map(([format, code]) => {
      // A geohash of letters only is a word, on the server as here: it is read with its prefix.
      const bare = decodeCode(code);
      const answer = format === 'geohash' && bare.data?.format !== 'geohash' ? decodeCode(`geohash:${code}`) : bare;
      assert.ok(answer.ok && answer.data.format === format, `${code}: ${JSON.stringify(answer)}`);
      return [format, answer.data.point];
    }));
    const where = `${JSON.stringify(point)} ${JSON.stringify(codes)}`;
    const digits = codes.pluscode.length - 1;
    assert.equal(plusCode(read.pluscode.latitude, read.pluscode.longitude, digits), codes.pluscode, where);
    assert.equal(geohash(read.geohash.latitude, read.geohash.longitude, codes.geohash.length), codes.geohash, where);
    for (const format of ['geo', 'osm', 'decimal']) {
      assert.equal(fixed(read[format].latitude, 7), fixed(point.latitude, 7), `${format} ${where}`);
      assert.equal(fixed(read[format].longitude, 7), fixed(point.longitude, 7), `${format} ${where}`);
    }
    assert.equal(read.geo.name ?? null, point.name || null, where);
    assert.equal(read.geo.uncertainty ?? null, point.uncertainty === null ? null : Number(fixed(point.uncertainty, 1)), where);
    for (const format of ['ge0', 'omaps']) {
      assert.equal(pointCodes(read[format])[format], codes[format], `${format} ${where}`);
      assert.equal(read[format].name ?? null, point.name || null, `${format} ${where}`);
    }
  }
});
