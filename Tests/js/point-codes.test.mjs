// One place's codes written on the phone (Public/js/saved/point-codes.js): the official Plus Code encoding
// vectors (/work/shared/data/olc), known geohashes, Organic Maps' encoder cases, and the server's forms of the
// shared vectors' places (Tests/Fixtures/sharing/point-codes.json). PointCodesTwinTests.swift compares every
// code with the server's own encoder over those places and thousands of random ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { geohash, geoURI, organicMapsLink, openStreetMapLink, plusCode, plusCodeIntegers, pointCodes } from '../../Public/js/saved/point-codes.js';

const OLC = '/work/shared/data/olc/encoding.csv';

test('every official Plus Code encoding vector', { skip: !existsSync(OLC) && 'no Open Location Code vectors here' }, () => {
  const rows = readFileSync(OLC, 'utf8').split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split(','));
  assert.equal(rows.length, 302);
  for (const [latitude, longitude, latitudeInteger, longitudeInteger, length, code] of rows) {
    assert.deepEqual(plusCodeIntegers(Number(latitude), Number(longitude)), [Number(latitudeInteger), Number(longitudeInteger)], `${latitude},${longitude}`);
    assert.equal(plusCode(Number(latitude), Number(longitude), Number(length)), code, `${latitude},${longitude} ${length}`);
  }
});

test('known geohashes', () => {
  assert.equal(geohash(57.64911, 10.40744, 11), 'u4pruydqqvj');
  assert.equal(geohash(42.6, -5.6, 5), 'ezs42');
  assert.equal(geohash(-25.382708, -49.265506, 8), '6gkzwgjz');
});

test('Organic Maps’ own encoder cases', () => {
  const cases = [
    [0, 0, 19, 'Name', 'om://8wAAAAAAAA/Name'], [0, 0, 19, '', 'om://8wAAAAAAAA'], [0, 0, 2, 'Name', 'om://AwAAAAAAAA/Name'],
    [0, 0, -5, 'Name', 'om://AwAAAAAAAA/Name'], [0, 0, 20, 'Name', 'om://_wAAAAAAAA/Name'], [0, 0, 8.25, 'Name', 'om://RwAAAAAAAA/Name'],
    [0, 0, 8.499, 'Name', 'om://RwAAAAAAAA/Name'], [0, 0, 8.5, 'Name', 'om://SwAAAAAAAA/Name'],
    [0, 0, 19, 'Hello World', 'om://8wAAAAAAAA/Hello_World'], [0, 0, 19, "'Hello,World!%$", 'om://8wAAAAAAAA/%27Hello%2CWorld%21%25%24'],
    [0, 0, 19, 'Hello_World', 'om://8wAAAAAAAA/Hello%20World'], [0, 0, 19, 'Hello\tWorld\n', 'om://8wAAAAAAAA/Hello%09World%0A'],
    [0, 0, 19, '\u2604', 'om://8wAAAAAAAA/\u2604'], [0, 0, 19, 'Back_in \u2604!юм', 'om://8wAAAAAAAA/Back%20in_\u2604%21юм'],
    [-90, -180, 19, '', 'om://8AAAAAAAAA'], [90, -180, 19, '', 'om://8qqqqqqqqq'], [90, 179.999999, 19, '', 'om://8_________'],
    [-90, 179.999999, 19, '', 'om://8VVVVVVVVV'], [90, 0, 19, '', 'om://86qqqqqqqq'], [-0.000001, -0.000001, 19, '', 'om://8P________'],
  ];
  for (const [latitude, longitude, zoom, name, link] of cases) {
    assert.equal(organicMapsLink({ latitude, longitude, zoom, name }), link, link);
  }
});

test('the shared vectors’ places are written in the server’s forms', () => {
  const vectors = JSON.parse(readFileSync(new URL('../Fixtures/sharing/point-codes.json', import.meta.url), 'utf8'));
  for (const { latitude, longitude, name = null, zoom = null } of vectors.readable) {
    const codes = pointCodes({ latitude, longitude, name, zoom });
    const position = `${latitude.toFixed(7)},${longitude.toFixed(7)}`.replace(/-(0\.0+)(?=,|$)/g, '$1');
    assert.ok(codes.geo.startsWith(`geo:${position}`) && !codes.geo.includes(';u='), codes.geo);
    assert.equal(codes.decimal, position.replace(',', ', '));
    assert.match(codes.pluscode, /^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{3}$/);
    assert.match(codes.geohash, /^[0-9b-hjkmnp-z]{9,12}$/);
    assert.equal(codes.omaps.slice('https://omaps.app/'.length), codes.ge0.slice('om://'.length));
    assert.ok(codes.osm.startsWith(`https://www.openstreetmap.org/?mlat=${latitude.toFixed(7)}`));
  }
  assert.equal(geoURI({ latitude: 48.8583701, longitude: 2.2944813, name: 'Tour Eiffel', zoom: 17, uncertainty: 12 }),
    'geo:48.8583701,2.2944813;u=12?q=48.8583701,2.2944813(Tour%20Eiffel)&z=17');
  assert.equal(openStreetMapLink({ latitude: -0.00000001, longitude: 7.5, zoom: 16.6 }),
    'https://www.openstreetmap.org/?mlat=0.0000000&mlon=7.5000000#map=17/0.0000000/7.5000000');
});
