// The phone's dice (Public/js/games/dice-parser.js, dice-roller.js) against the cases the server's parser
// is checked against too (Tests/Fixtures/games/dice-cases.json, see DiceCasesTests.swift): the same
// canonical expression, dice written and lowest total, or the same error code and column. Then the
// device's faces: always in range, and not biased.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DiceError } from '../../Public/js/games/dice-error.js';
import { parseDice } from '../../Public/js/games/dice-parser.js';
import { programText, writtenDice } from '../../Public/js/games/dice-text.js';
import { face, rollDice, rollProgram } from '../../Public/js/games/dice-roller.js';

const fixture = JSON.parse(readFileSync(new URL('../Fixtures/games/dice-cases.json', import.meta.url), 'utf8'));

/** What the device answers for a notation, in the fixture's terms. */
function outcome(notation) {
  let program;
  try {
    program = parseDice(notation);
  } catch (error) {
    if (!(error instanceof DiceError)) throw error;
    return error.column === null ? { error: error.code } : { error: error.code, column: error.column };
  }
  const answer = { expression: programText(program), dice: writtenDice(program) };
  try {
    answer.lowest = rollProgram(program, { draw: (low) => low })[0].total;
  } catch (error) {
    if (!(error instanceof DiceError)) throw error;
    answer.lowestError = error.code;
  }
  return answer;
}

test('the fixture holds at least 150 cases, each once, and names its sources', () => {
  assert.ok(fixture.cases.length >= 150, `${fixture.cases.length} cases`);
  assert.equal(new Set(fixture.cases.map((c) => c.notation)).size, fixture.cases.length);
  assert.ok(fixture.sources.length >= 2);
  const codes = new Set(fixture.cases.map((c) => c.error).filter(Boolean));
  for (const code of ['empty_roll', 'roll_too_long', 'invalid_roll', 'number_too_large', 'too_many_dice', 'roll_too_deep',
    'too_many_repetitions', 'endless_roll']) assert.ok(codes.has(code), `no case refused with ${code}`);
});

test('every case is answered as the fixture says', () => {
  for (const { notation, note, ...expected } of fixture.cases) {
    assert.deepEqual(outcome(notation), expected, `${JSON.stringify(notation)} (${note ?? ''})`);
  }
});

test('canonical expressions read back to themselves', () => {
  for (const c of fixture.cases) {
    if (c.expression && c.expression.length <= 300) assert.equal(programText(parseDice(c.expression)), c.expression);
  }
});

test('rolled faces stay within their dice', () => {
  for (let i = 0; i < 200; i += 1) {
    const [roll] = rollDice('3d6 + 2d20!! + 4dF + 1d1000000 + 2d%').rolls;
    for (const part of roll.parts) {
      const [low, high] = part.notation.endsWith('dF') ? [-1, 1] : [1, Number(part.notation.match(/d(\d+)/)[1])];
      for (const die of part.dice) {
        if (part.notation.includes('!!')) assert.ok(die.value >= low, part.notation);
        else assert.ok(die.value >= low && die.value <= high && Number.isInteger(die.value), `${part.notation}: ${die.value}`);
      }
    }
  }
  for (const [low, high] of [[1, 1], [-1, 1], [1, 2], [1, 3], [1, 1000000]]) {
    for (let i = 0; i < 2000; i += 1) {
      const value = face(low, high);
      assert.ok(value >= low && value <= high && Number.isInteger(value));
    }
  }
});

// χ² with 5 degrees of freedom over 60,000 d6 faces: 35.888 is the 1 − 10⁻⁶ quantile, so a fair
// generator fails this test once in a million runs, while a bias of 1 % on one face (600 faces) gives
// χ² ≈ 43 on average and fails it nearly always.
test('60,000 d6 faces pass χ² at α = 10⁻⁶', () => {
  const counts = new Array(6).fill(0);
  const program = parseDice('1000d6');
  for (let i = 0; i < 60; i += 1) {
    for (const die of rollProgram(program)[0].parts[0].dice) counts[die.value - 1] += 1;
  }
  assert.equal(counts.reduce((a, b) => a + b), 60000);
  const chi = counts.reduce((sum, c) => sum + ((c - 10000) ** 2) / 10000, 0);
  assert.ok(chi < 35.888, `χ² = ${chi.toFixed(2)} for ${counts}`);
});

test('large pools are summarised as the server lists them', () => {
  const { expression, rolls } = rollDice('3x 60d6 + 1');
  assert.equal(expression, '3x 60d6 + 1');
  assert.equal(rolls.length, 3);
  assert.equal(rolls[0].parts[0].dice.length, 60);
  const { summary } = rolls[1].parts[0];
  assert.deepEqual(rolls[1].parts[0].dice, []);
  assert.equal(summary.dice, 60);
  assert.equal(summary.kept, 60);
  assert.ok(summary.lowest >= 1 && summary.highest <= 6 && summary.lowest <= summary.highest);
  for (const roll of rolls) assert.ok(roll.total >= 61 && roll.total <= 361);
  const many = rollDice(Array.from({ length: 60 }, () => '1d4').join('+'));
  assert.equal(many.rolls[0].parts.length, 50);
  assert.equal(many.rolls[0].partsLeftOut, 10);
});
