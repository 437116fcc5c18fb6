// The web app's list code (Public/js/saved/listcode.js) against the vectors every implementation shares
// (Tests/Fixtures/sharing/list-codes.json): the same codes from the same places, the same places back,
// the same error for each unreadable code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { codeInLink, decodeList, encodeList, listLink, ListCodeError } from '../../Public/js/saved/listcode.js';

const vectors = JSON.parse(readFileSync(new URL('../Fixtures/sharing/list-codes.json', import.meta.url), 'utf8'));

// The page keeps times as ISO text with milliseconds; the vectors, to the second.
const comparable = (places) => places.map((place) => ({ ...place, savedAt: place.savedAt && new Date(place.savedAt).getTime() }));

test('there are vectors of both kinds', () => {
  assert.ok(vectors.readable.length >= 5 && vectors.unreadable.length >= 10 && vectors.links.length >= 3);
});

for (const vector of vectors.readable) {
  test(`readable: ${vector.name}`, () => {
    assert.equal(encodeList(vector.places, vector.tracks), vector.code);
    for (const text of [vector.code, ...(vector.readsAlso ?? [])]) {
      const read = decodeList(text);
      assert.deepEqual(comparable(read.places), comparable(vector.places), JSON.stringify(text));
      assert.deepEqual(read.tracks, vector.decodedTracks ?? vector.tracks ?? [], JSON.stringify(text));
    }
  });
}

for (const vector of vectors.unreadable) {
  test(`unreadable: ${vector.name}`, () => {
    assert.throws(() => decodeList(vector.code), (error) => error instanceof ListCodeError && error.code === vector.error);
  });
}

for (const vector of vectors.links) {
  test(`link: ${vector.name}`, () => {
    const code = vectors.readable.find((readable) => readable.name === vector.name).code;
    assert.equal(listLink(code, vector.base), vector.link);
    for (const text of [vector.link, ...(vector.readsAlso ?? [])]) assert.equal(codeInLink(text), code, text);
  });
}
