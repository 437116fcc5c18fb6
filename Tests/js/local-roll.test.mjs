// The Games page's offline roller (Public/js/games/local-roll.js) under Node's test runner: simple
// rolls answered in the API's shape, richer notation left to the server, and unbiased faces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { face, rollLocally, canRollLocally } from '../../Public/js/games/local-roll.js';

test('simple rolls are rolled on the device in the API shape', () => {
  const answer = rollLocally('4d6dl1');
  assert.equal(answer.expression, '4d6dl1');
  const [roll] = answer.rolls;
  const dice = roll.parts[0].dice;
  assert.equal(dice.length, 4);
  assert.equal(dice.filter((d) => !d.kept).length, 1);
  const dropped = dice.find((d) => !d.kept).value;
  assert.ok(dice.every((d) => d.value >= dropped), 'the lowest die is the one dropped');
  assert.equal(roll.total, dice.filter((d) => d.kept).reduce((sum, d) => sum + d.value, 0));
});

test('a modifier, d% and Fudge dice', () => {
  const plus = rollLocally('3d6+2').rolls[0];
  assert.equal(plus.expression, '3d6 + 2');
  assert.equal(plus.total, plus.parts[0].value + 2);
  assert.equal(rollLocally('d%').rolls[0].parts[0].dice[0].die, 'd100');
  for (const d of rollLocally('4dF').rolls[0].parts[0].dice) assert.ok([-1, 0, 1].includes(d.value));
});

test('richer notation is left to the server', () => {
  for (const text of ['8d10>=8f1', '{1d8!, 1d6!}kh1', '3d6!', '6x 4d6dl1', '1d20+5 [attack]', '1000d6']) {
    assert.equal(rollLocally(text), null, text);
  }
  assert.ok(canRollLocally('2d20kh1'));
  assert.ok(!canRollLocally('2d20kh1!'));
});

test('faces pass χ² at α = 10⁻⁶ over 60,000 d6', () => {
  const counts = new Array(6).fill(0);
  for (let i = 0; i < 60000; i += 1) counts[face(1, 6) - 1] += 1;
  const chi = counts.reduce((sum, c) => sum + ((c - 10000) ** 2) / 10000, 0);
  assert.ok(chi < 35.888, `χ² = ${chi}`);
});
