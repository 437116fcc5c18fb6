// "Where am I" on the phone (Public/js/places/device-where.js) from a real Monaco pack, beside the
// server's own answers (`baluchon where --json` on the same imported region), in French and English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DeviceSearchError } from '../../Public/js/places/device-search.js';
import { whereOnDevice } from '../../Public/js/places/device-where.js';
import { cliAnswer, packData } from './support/pack-data.mjs';

const data = packData('monaco');
const canonical = (value) => (Array.isArray(value) ? value.map(canonical)
  : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key])])) : value);

test('inside the region: the nearest street and the town, as the server says them', () => {
  for (const [point, lang] of [[[43.7384, 7.4246], 'fr'], [[43.7311, 7.4197], 'en'], [[43.7502, 7.4383], 'fr'], [[43.7200, 7.3600], 'en']]) {
    const device = whereOnDevice(data, { lat: point[0], lon: point[1], lang });
    const server = cliAnswer('monaco', ['where', String(point[0]), String(point[1])], lang);
    assert.deepEqual(canonical(device), canonical(server), `${point} (${lang})`);
  }
  const casino = whereOnDevice(data, { lat: 43.7384, lon: 7.4246, lang: 'en' });
  assert.deepEqual([casino.street.name, casino.city, casino.region], ["Avenue de l'Hermitage", { name: 'Monaco', source: 'region' }, 'monaco']);
  assert.equal(casino.label, "Avenue de l'Hermitage, Monaco");
});

test('outside the region: the gazetteer’s nearest town, its country in the reader’s language', () => {
  for (const lang of ['fr', 'en']) {
    const device = whereOnDevice(data, { lat: 43.7031, lon: 7.2661, lang });
    const server = cliAnswer('monaco', ['where', '43.7031', '7.2661'], lang);
    assert.deepEqual(canonical(device), canonical(server), lang);
  }
  const nice = whereOnDevice(data, { lat: 43.7031, lon: 7.2661, lang: 'fr' });
  assert.deepEqual([nice.street, nice.region, nice.city.source, nice.label], [null, null, 'gazetteer', 'Nice, France']);
});

test('far from every town known, the label is the point itself', () => {
  const { gazetteer, ...places } = data;
  assert.ok(gazetteer);
  const sea = whereOnDevice(places, { lat: 40, lon: 5, lang: 'en' });
  assert.deepEqual([sea.city, sea.street, sea.label], [null, null, '40.00000, 5.00000']);
});

test('a point that is not one is refused', () => {
  for (const [lat, lon] of [[91, 0], [0, 181], ['north', 7], [undefined, 7], ['', ''], [true, 7], [null, 7], [NaN, 7]]) {
    assert.throws(() => whereOnDevice(data, { lat, lon }), (error) => error instanceof DeviceSearchError && error.code === 'invalid_point');
  }
  assert.equal(whereOnDevice(data, { lat: '43.7384', lon: '7.4246' }).city.name, 'Monaco');
});
