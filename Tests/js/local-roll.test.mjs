// The Games page's roll without the server (Public/js/games/local-roll.js): any notation answered in the
// API's shape, and refusals with the server's own messages in French and English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DiceError } from '../../Public/js/games/dice-error.js';
import { rollOnDevice } from '../../Public/js/games/local-roll.js';

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const LANGS = ['en', 'fr'];
const pages = Object.fromEntries(LANGS.map((lang) => [lang, read(`../../Public/i18n/games.${lang}.json`)]));
const server = Object.fromEntries(LANGS.map((lang) => [lang, read(`../../Sources/BaluchonCore/Resources/Messages/${lang}.json`)]));

/** i18n.js's lookup over one catalogue: `{name}` placeholders, the key itself when missing. */
const translator = (catalogue) => (key, params = {}) => (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? `{${name}}`));

test('every notation is rolled on the device in the API shape', () => {
  const t = translator(pages.en);
  const answer = rollOnDevice(t, '2x {1d8!, 1d6!}kh1 + 8d10>=8f1 [pool]');
  assert.ok(answer.ok);
  assert.equal(answer.data.expression, '2x {1d8!, 1d6!}kh1 + 8d10>=8f1 [pool]');
  assert.equal(answer.data.rolls.length, 2);
  const [roll] = answer.data.rolls;
  assert.deepEqual(Object.keys(roll).sort(), ['criticalGlitch', 'expression', 'glitch', 'labels', 'parts', 'total']);
  assert.deepEqual(roll.labels, ['pool']);
  const group = roll.parts.find((part) => part.notation === '{1d8!, 1d6!}kh1');
  const pool = roll.parts.find((part) => part.notation === '8d10>=8f1');
  assert.equal(pool.label, 'pool');
  assert.equal(pool.successes, pool.value);
  assert.equal(roll.total, group.value + pool.value);
  assert.equal(group.dice.filter((d) => d.kept).length, 1);
  for (const die of roll.parts.flatMap((part) => part.dice)) {
    assert.deepEqual(Object.keys(die).sort(), ['die', 'exploded', 'failure', 'fromExplosion', 'kept', 'rerolled', 'success', 'value']);
  }
});

test('refusals carry the server’s code, column and message, in French and English', () => {
  const cases = [
    ['1d6 +', 'invalid_roll', 6, { en: 'Column 6: the roll ends too early; expected a number, dice or “(”.', fr: 'Colonne 6 : le jet s’arrête trop tôt ; un nombre, des dés ou « ( » attendu.' }],
    ['(1d6', 'invalid_roll', 5, { en: 'Column 5: the roll ends too early; expected “)”.', fr: 'Colonne 5 : le jet s’arrête trop tôt ; « ) » attendu.' }],
    ['1001d6', 'too_many_dice', 1, { en: 'Column 1: at most 1000 dice can be rolled at once.', fr: 'Colonne 1 : on ne peut pas lancer plus de 1000 dés à la fois.' }],
    ['1d6!<7', 'endless_roll', 4, { en: 'Column 4: “!” matches every face, so it would never stop.', fr: 'Colonne 4 : « ! » touche toutes les faces, il ne s’arrêterait jamais.' }],
    ['10/0', 'division_by_zero', null, { en: 'The roll divides by zero.', fr: 'Le jet divise par zéro.' }],
  ];
  for (const lang of LANGS) {
    for (const [text, code, column, messages] of cases) {
      const answer = rollOnDevice(translator(pages[lang]), text);
      assert.equal(answer.ok, false, text);
      assert.equal(answer.status, 0);
      assert.equal(answer.error.code, code, text);
      assert.equal(answer.error.column, column, text);
      assert.equal(answer.error.message, messages[lang], `${lang}: ${text}`);
    }
    assert.equal(rollOnDevice(translator(pages[lang]), '').error.hint, server[lang]['error.invalid_roll.hint']);
  }
});

test('the page’s dice messages are the server’s, word for word', () => {
  for (const lang of LANGS) {
    const keys = Object.keys(pages[lang]).filter((key) => key.startsWith('games.error.') || key.startsWith('games.dice.expected.'));
    assert.ok(keys.length >= 26, lang);
    for (const key of keys) assert.equal(pages[lang][key], server[lang][key.slice('games.'.length)], `${lang}: ${key}`);
  }
});

test('every error the port can raise has its message and its code in both languages', () => {
  const kinds = ['empty', 'tooLong', 'unexpected', 'unexpectedEnd', 'expected', 'numberTooLarge', 'tooManyDice', 'tooManySides', 'tooDeep',
    'tooManyRepetitions', 'duplicateModifier', 'endless', 'zeroSides', 'divisionByZero', 'tooManyRolls', 'resultTooLarge'];
  const codes = new Set(JSON.parse(readFileSync(new URL('../../Sources/BaluchonServer/Resources/openapi.json', import.meta.url), 'utf8'))
    .components.schemas.Error.properties.error.properties.code.enum);
  for (const kind of kinds) {
    const error = new DiceError(kind, {});
    assert.ok(codes.has(error.code), kind);
    for (const lang of LANGS) assert.ok(pages[lang][`games.${error.key}`], `${lang}: ${kind}`);
  }
});
