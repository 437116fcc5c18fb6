// Search on the phone (Public/js/places/device-search.js) from a real Monaco pack: kinds around a
// point, names and addresses, the gazetteer's towns, refusals; beside the server's own answers
// (`baluchon search --json` on the same imported region) in French and English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DeviceSearchError, searchOnDevice } from '../../Public/js/places/device-search.js';
import { cliAnswer, packData } from './support/pack-data.mjs';

const data = packData('monaco');
const CASINO_SQUARE = [43.7384, 7.4246];

/** The fields the server writes, in its order, so two answers compare whole. */
const canonical = (value) => (Array.isArray(value) ? value.map(canonical)
  : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key])])) : value);

test('a kind gives the same places, distances and directions as the server, in French and English', () => {
  for (const [text, lang] of [['pharmacies', 'fr'], ['ATM', 'en'], ['boulangerie', 'fr'], ['restaurants', 'en']]) {
    const device = searchOnDevice(data, { q: text, near: CASINO_SQUARE, lang, limit: 8 });
    const server = cliAnswer('monaco', ['search', text, '--near', CASINO_SQUARE.join(','), '--limit', '8'], lang);
    assert.deepEqual(canonical(device), canonical(server), `${text} (${lang})`);
    assert.ok(device.results.length > 0, text);
  }
});

test('a name or an address gives the same region results as the server', () => {
  for (const [text, lang] of [['Casino', 'fr'], ["avenue de l'hermitage", 'en'], ['Larvotto', 'fr'], ['Oceanographique', 'en']]) {
    const device = searchOnDevice(data, { q: text, near: CASINO_SQUARE, lang, limit: 10 });
    const server = cliAnswer('monaco', ['search', text, '--near', CASINO_SQUARE.join(','), '--limit', '10'], lang);
    const region = (answer) => canonical(answer.results.filter((result) => result.source === 'region'));
    assert.deepEqual(region(device), region(server), `${text} (${lang})`);
    assert.ok(device.results[0].source === 'region', text);
  }
});

test('named places come first, nearest first, each measured from the point', () => {
  const answer = searchOnDevice(data, { q: 'restaurant', near: CASINO_SQUARE, lang: 'en', limit: 30, radius: 800 });
  assert.deepEqual(answer.kind, { id: 'restaurant', name: 'Restaurant' });
  const named = answer.results.filter((result) => !result.name.startsWith('Restaurant, '));
  assert.ok(named.length > 5);
  assert.deepEqual(answer.results.slice(0, named.length), named, 'unnamed places are ranked last');
  for (let index = 1; index < named.length; index += 1) assert.ok(named[index - 1].distance <= named[index].distance);
  for (const result of answer.results) {
    assert.ok(result.distance <= 800, `${result.name} within the radius`);
    assert.match(result.id, /^monaco\/(node|way|relation)\/\d+$/);
    assert.equal(result.direction, ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'][Math.round(result.bearing / 45) % 8]);
    assert.deepEqual([result.source, result.region], ['region', 'monaco']);
  }
});

test('directions and kind names follow the language', () => {
  const french = searchOnDevice(data, { q: 'pharmacie', near: [43.75, 7.44], lang: 'fr', limit: 20, radius: 5000 });
  const english = searchOnDevice(data, { q: 'pharmacie', near: [43.75, 7.44], lang: 'en', limit: 20, radius: 5000 });
  assert.equal(french.kind.name, 'Pharmacie');
  assert.equal(english.kind.name, 'Pharmacy');
  assert.deepEqual(french.results.map((result) => result.id), english.results.map((result) => result.id));
  const points = { N: 'N', NE: 'NE', E: 'E', SE: 'SE', S: 'S', SW: 'SO', W: 'O', NW: 'NO' };
  english.results.forEach((result, index) => assert.equal(french.results[index].direction, points[result.direction]));
  assert.ok(french.results.some((result) => ['SO', 'O', 'NO'].includes(result.direction)));
});

test('a town outside the pack comes from its gazetteer, named in the reader’s language', () => {
  const french = searchOnDevice(data, { q: 'Grasse', near: CASINO_SQUARE, lang: 'fr' });
  const english = searchOnDevice(data, { q: 'Grasse', lang: 'en' });
  assert.equal(french.results[0].source, 'gazetteer');
  assert.match(french.results[0].id, /^geonames:\d+$/);
  assert.equal(french.results[0].address, 'Grasse, 93, France');
  assert.equal(french.results[0].direction, 'O');
  assert.ok(french.results[0].distance > 30000 && french.results[0].distance < 50000);
  assert.equal(english.results[0].distance, null, 'no distance without a point');
  assert.equal(french.results[0].region, null);
  const typo = searchOnDevice(data, { q: 'Mneton', lang: 'en' });
  assert.deepEqual(typo.results.map((result) => result.name), ['Menton'], 'one typo is forgiven');
});

test('a text that names no kind and finds nothing in the region suggests kinds', () => {
  const answer = searchOnDevice(data, { q: 'pharmacie ouverte', near: CASINO_SQUARE, lang: 'fr' });
  assert.equal(answer.kind, null);
  assert.deepEqual(answer.suggestions, [{ id: 'pharmacy', name: 'Pharmacie' }]);
});

test('what the server refuses is refused with its code', () => {
  const refused = (options, code, status) => assert.throws(() => searchOnDevice(data, options), (error) => error instanceof DeviceSearchError
    && error.code === code && error.status === status);
  refused({ q: '   ' }, 'empty_query', 400);
  refused({ q: 'x'.repeat(201) }, 'query_too_long', 400);
  refused({ q: 'pharm\u0007' }, 'invalid_characters', 400);
  refused({ q: 'pharmacie' }, 'missing_near', 400);
  refused({ q: 'pharmacie', near: [48.85, 2.35] }, 'outside_regions', 404);
  refused({ q: 'pharmacie', near: [91, 0] }, 'invalid_point', 400);
  refused({ q: 'pharmacie', near: CASINO_SQUARE, limit: 51 }, 'invalid_parameter', 400);
  refused({ q: 'pharmacie', near: CASINO_SQUARE, radius: 0 }, 'invalid_parameter', 400);
  assert.equal(searchOnDevice(data, { q: 'pharmacie', near: { latitude: 43.7384, longitude: 7.4246 }, limit: 2 }).results.length, 2);
});

test('a pack without its gazetteer still answers from its places', () => {
  const { gazetteer, ...places } = data;
  assert.ok(gazetteer);
  assert.equal(searchOnDevice(places, { q: 'Grasse' }).results.length, 0);
  assert.equal(searchOnDevice(places, { q: 'Casino de Monte Carlo' }).results[0].name, 'Casino de Monte Carlo');
});
