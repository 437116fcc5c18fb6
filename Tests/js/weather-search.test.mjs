// Coordinates typed in the weather page's search box (Public/js/weather/search.js): with decimal points, or
// with decimal commas as French writes them, where a comma followed by a blank may also separate the two numbers,
// or in degrees with hemispheres, read by the places page's reader (point-decode.js), whose shared vectors
// (Tests/Fixtures/sharing/point-decode.json) hold every case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { typedCoordinates } from '../../Public/js/weather/search.js';

const point = (text) => {
  const found = typedCoordinates(text);
  return found && [found.latitude, found.longitude];
};

test('decimal points, separated by a comma, a semicolon or a space', () => {
  assert.deepEqual(point('48.85,2.35'), [48.85, 2.35]);
  assert.deepEqual(point(' 48.85 , -2.35 '), [48.85, -2.35]);
  assert.deepEqual(point('48.85;2.35'), [48.85, 2.35]);
  assert.deepEqual(point('48.85 2.35'), [48.85, 2.35]);
  assert.deepEqual(point('48,85'), [48, 85], 'two whole numbers');
  assert.equal(typedCoordinates('48.85, 2.35').name, '48.85, 2.35');
});

test('decimal commas, as French writes them', () => {
  assert.deepEqual(point('48,85, 2,35'), [48.85, 2.35]);
  assert.deepEqual(point('48,85 2,35'), [48.85, 2.35]);
  assert.deepEqual(point('48,85 ; 2,35'), [48.85, 2.35]);
  assert.deepEqual(point('-33,87, 151,21'), [-33.87, 151.21]);
  assert.deepEqual(point('48, 2,35'), [48, 2.35]);
  assert.deepEqual(point('48,85;2,35'), [48.85, 2.35]);
  assert.deepEqual(point('48,85\u202f; 2,35'), [48.85, 2.35], 'the narrow no-break space French puts before a semicolon');
  assert.equal(typedCoordinates('48,85 2,35').name, '48.85, 2.35');
});

test('degrees with hemispheres, as the places page reads them', () => {
  assert.deepEqual(point('48.39N 4.49W'), [48.39, -4.49]);
  assert.deepEqual(point('22°54\'30"S 43°11\'47"W').map((value) => Number(value.toFixed(4))), [-22.9083, -43.1964]);
  assert.equal(typedCoordinates('22°54\'30"S 43°11\'47"W').name, '-22.90833, -43.19639', 'named to five decimals');
});

test('ambiguous or impossible coordinates, names and other codes are not points', () => {
  const codes = ['108e6s', 'u0nd9hdfue', '8FW4V75V+8Q', 'geo:48.85,2.35'];
  for (const text of ['48,85,2,35', '43,7,4', '48.85, 2,35', '48,85 2.35', '91,5 2', '48 200', 'Paris', '48', '', '1.2.3, 4', ...codes]) {
    assert.equal(typedCoordinates(text), null, text);
  }
});
