// What the web app reads itself (Public/js/saved/position.js, offline) against the vectors the Swift reader
// is checked with (Tests/Fixtures/sharing/point-codes.json): a text the page reads gives the same position
// and the same refusal; geo: URIs, geohashes and links it leaves to the server, which reads them all alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { localPosition } from '../../Public/js/saved/position.js';

const vectors = JSON.parse(readFileSync(new URL('../Fixtures/sharing/point-codes.json', import.meta.url), 'utf8'));

test('the page reads some vectors itself and leaves the others to the server', () => {
  const local = vectors.readable.filter((vector) => localPosition(vector.text));
  assert.ok(local.length >= 2 && local.length < vectors.readable.length);
});

for (const vector of vectors.readable) {
  test(`readable: ${vector.text}`, () => {
    const read = localPosition(vector.text);
    if (read === null) return;
    assert.equal(vector.format ?? null, null, 'a format asked for is the server’s to read');
    assert.ok(read.ok);
    assert.ok(Math.abs(read.point.latitude - vector.latitude) < 1e-9 && Math.abs(read.point.longitude - vector.longitude) < 1e-9);
  });
}

for (const vector of vectors.unreadable) {
  test(`unreadable: ${vector.text}`, () => {
    const read = localPosition(vector.text);
    assert.ok(read === null || (!read.ok && read.error.code === vector.error), JSON.stringify(read));
  });
}

test('a position off Earth is refused on the device as on the server', () => {
  assert.deepEqual(localPosition('91, 2'), { ok: false, error: { code: 'coordinate_out_of_range' } });
});
