// An address whose house number the pack does not know, searched on the phone (Public/js/places/device-search.js):
// its street, then the nearest numbers on it, and the server's note in the page's language. Checked against the
// vectors the server is checked against too (Tests/Fixtures/search/house-number-vectors.json,
// Tests/BaluchonServerTests/Search/HouseNumberVectorTests.swift), and against `baluchon search --json` on Andorra.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { leadingNumber, searchOnDevice } from '../../Public/js/places/device-search.js';
import { cliAnswer, packData } from './support/pack-data.mjs';

const VECTORS = JSON.parse(readFileSync(new URL('../Fixtures/search/house-number-vectors.json', import.meta.url), 'utf8'));
const PUBLIC = new URL('../../Public/', import.meta.url);

// The page's catalogues, read as the page reads them (the note is the page's text in its language).
globalThis.window = { localStorage: { getItem: () => null, setItem() {}, removeItem() {} } };
globalThis.document = { documentElement: {} };
globalThis.fetch = async (url) => {
  try {
    const body = JSON.parse(readFileSync(new URL(String(url).replace(/^\//, ''), PUBLIC), 'utf8'));
    return { ok: true, json: async () => body };
  } catch {
    return { ok: false, json: async () => ({}) };
  }
};
const i18n = await import('../../Public/js/shared/i18n.js');

const canonical = (value) => (Array.isArray(value) ? value.map(canonical)
  : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key])])) : value);

test('a house number is read as the server reads it', () => {
  for (const [text, number] of VECTORS.leadingNumber) assert.equal(leadingNumber(text), number, JSON.stringify(text));
});

test('the shared vectors: the street, then the nearest numbers, and the note, in French and English', async () => {
  const data = packData('monaco');
  for (const vector of VECTORS.searches) {
    await i18n.useLang(vector.lang);
    const answer = searchOnDevice(data, { q: vector.q, near: vector.near, limit: vector.limit, lang: vector.lang });
    assert.deepEqual(answer.results.map((result) => [result.name, result.address]), vector.results, vector.q);
    assert.equal(answer.note, vector.note, vector.q);
  }
});

test('"Avinguda Meritxell 20" in Andorra: the answer the server gives, whole', async () => {
  const data = packData('andorra');
  for (const lang of ['fr', 'en']) {
    await i18n.useLang(lang);
    const device = searchOnDevice(data, { q: 'Avinguda Meritxell 20', lang, limit: 10 });
    const server = cliAnswer('andorra', ['search', 'Avinguda Meritxell 20', '--limit', '10'], lang);
    assert.deepEqual(canonical(device), canonical(server), lang);
    assert.equal(device.results[0].name, 'Avinguda Meritxell');
    assert.deepEqual(device.results.slice(1, 4).map((result) => result.address.split(' ')[0]), ['21', '23', '23-25']);
    assert.ok(device.note.includes('Avinguda Meritxell 20') && device.note !== 'search.note.numberUnknown', device.note);
  }
});
