// Coordinates typed in the weather page's search box (Public/js/weather/search.js): with decimal points, or
// with decimal commas as French writes them, where a comma may also separate the two numbers.
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
});

test('ambiguous or impossible coordinates and names are not points', () => {
  for (const text of ['48,85,2,35', '48.85, 2,35', '91,5 2', '48 200', 'Paris', '48', '', '1.2.3, 4']) {
    assert.equal(typedCoordinates(text), null, text);
  }
});
