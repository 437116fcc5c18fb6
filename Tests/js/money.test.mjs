// The money helpers of the web app under Node's test runner: typed amounts read as the shared vectors say
// (Tests/Fixtures/money/amounts.json, the rule AmountParser follows too), a calculator result rounded as money
// before it reaches the converter, a currency without a rate replaced by EUR or USD (never by whatever comes
// first), and a calculation chained on a result keeping its precision.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { parseAmount, amountError, typedText } from '../../Public/js/money/amount.js';
import { evaluate, canonical } from '../../Public/js/money/calculator.js';
import { chainedText } from '../../Public/js/money/calculator-pad.js';
import { resolvePair } from '../../Public/js/money/defaults.js';

const VECTORS = JSON.parse(readFileSync(new URL('../Fixtures/money/amounts.json', import.meta.url), 'utf8'));

/** A context whose t() shows the key and its parameters. */
const context = (lang) => ({ lang, t: (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key) });

test('typed amounts read as the shared vectors say', () => {
  for (const vector of VECTORS) {
    const parsed = parseAmount(vector.text, vector.language);
    const outcome = parsed.value ? parsed.value.toPlain() : `error:${parsed.error}`;
    assert.equal(outcome, vector.value ?? `error:${vector.error}`, `${JSON.stringify(vector.text)} [${vector.language}]`);
  }
});

test('English thousands and the decimals typed are told apart', () => {
  assert.deepEqual([parseAmount('1,500', 'en').value.toPlain(), parseAmount('1,500', 'en').decimals], ['1500', 0]);
  assert.equal(parseAmount('1,234.50', 'en').decimals, 2);
  assert.equal(parseAmount('1.234,50', 'fr').value.toPlain(), '1234.5');
});

test('an amount that is refused says what was understood', () => {
  const fr = context('fr');
  assert.equal(amountError(fr, parseAmount('1,23,4', 'fr')), 'money.amountError.grouping {"mark":","}');
  assert.equal(amountError(fr, parseAmount('12 34', 'fr')), 'money.amountError.groupingSpace');
  const ambiguous = amountError(fr, parseAmount('1.500', 'fr'));
  assert.match(ambiguous, /^money\.amountError\.ambiguous /);
  assert.deepEqual(JSON.parse(ambiguous.slice(ambiguous.indexOf('{'))), { thousands: '1\u202f500', decimal: '1,5' });
  assert.equal(amountError(context('en'), parseAmount('-5', 'en')), 'money.amountError.negative');
});

test('a calculator result goes to the converter rounded to the minor units, and the converter reads it back', () => {
  for (const [expression, lang, digits, text] of [
    ['100/3', 'fr', 2, '33,33'], ['120/7', 'fr', 2, '17,14'], ['120/7', 'en', 2, '17.14'], ['100/3', 'en', 0, '33'],
    ['2/3', 'en', 3, '0.667'], ['12.5*4', 'en', 2, '50'], ['1234567/1000', 'en', 2, '1234.57'],
  ]) {
    const sent = typedText(evaluate(expression, 'en'), digits, lang);
    assert.equal(sent, text, expression);
    assert.ok(parseAmount(sent, lang).value, `${sent} must be an amount in ${lang}`);
  }
  assert.equal(parseAmount(typedText(evaluate('2-5', 'en'), 2, 'fr'), 'fr').error, 'negative');
  assert.equal(parseAmount(typedText(evaluate(`1${'0'.repeat(20)}/3`, 'en'), 2, 'en'), 'en').error, 'tooLarge');
});

test('a currency without a rate gives way to EUR or USD and is reported, never to an unrelated one', () => {
  const known = new Set(['AUD', 'CHF', 'EUR', 'JPY', 'USD']);
  assert.deepEqual(resolvePair({ from: 'EUR', to: 'MAD' }, known, 'EUR'), { from: 'EUR', to: 'USD', missing: [{ code: 'MAD', shown: 'USD' }] });
  assert.deepEqual(resolvePair({ from: 'MAD', to: 'EUR' }, known, 'EUR'), { from: 'USD', to: 'EUR', missing: [{ code: 'MAD', shown: 'USD' }] });
  assert.deepEqual(resolvePair({ from: 'MAD', to: 'CHF' }, known, 'EUR').from, 'EUR');
  assert.deepEqual(resolvePair({ from: 'MAD', to: 'VND' }, known, 'EUR'), {
    from: 'EUR', to: 'USD', missing: [{ code: 'MAD', shown: 'EUR' }, { code: 'VND', shown: 'USD' }],
  });
  assert.deepEqual(resolvePair({ from: 'JPY', to: 'CHF' }, known, 'EUR'), { from: 'JPY', to: 'CHF', missing: [] });
  assert.deepEqual(resolvePair({ from: 'EUR', to: 'MAD' }, new Set(['CHF', 'EUR']), 'CHF').to, 'CHF');
});

test('a calculation chained on a result keeps its precision', () => {
  for (const [first, then, expected] of [['100/3', '*3', '100'], ['2/3', '*3', '2'], ['1/7', '*7', '1'], ['-100/3', '*3', '-100'], ['120/7', '*7', '120']]) {
    const text = chainedText(evaluate(first, 'en'));
    assert.ok(text.replace(/\D/g, '').length <= 30, text);
    assert.equal(canonical(evaluate(text + then, 'en')), expected, `${first} = ${then} =`);
  }
  const huge = `1${'0'.repeat(20)}`;
  assert.equal(chainedText(evaluate(`${huge}*${huge}/7`, 'en')), null, 'more digits than a calculation takes');
});
