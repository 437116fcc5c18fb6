// The phone's phrasebook search (Public/js/words/phrasebook-search.js) over the pack part the server builds
// from the shipped phrasebook: the same words find the same phrases as the server's rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { normalised, searchPhrases } from '../../Public/js/words/phrasebook-search.js';

const book = JSON.parse(readFileSync(new URL('../../Sources/BaluchonCore/Resources/Phrasebook/phrasebook.json', import.meta.url), 'utf8'));
// A part as PackPhrases.encode writes it for an area speaking Japanese and German.
const languages = ['de', 'ja'];
const part = {
  languages,
  attribution: { name: 'Tatoeba', url: 'https://tatoeba.org', licence: 'CC BY 2.0 FR' },
  phrases: book.phrases.map((phrase, index) => ({
    id: index + 1, topic: phrase.topic,
    texts: Object.fromEntries(Object.entries({ en: phrase.en, ...phrase.translations }).filter(([code]) => ['en', 'fr', ...languages].includes(code))),
  })).filter((phrase) => languages.some((code) => phrase.texts[code])),
};

test('normalising folds case, accents and punctuation', () => {
  assert.equal(normalised('Où est la GARE ?'), 'ou est la gare');
  assert.equal(normalised('  L’eau,  svp!'), 'l eau svp');
  assert.equal(normalised('東京駅'), '東京駅');
});

test('French or English words, in any case and without accents, find the phrases of the pair', () => {
  const gare = searchPhrases(part, { from: 'fr', to: 'ja', q: 'GARE' });
  assert.ok(gare.phrases.length > 0);
  for (const phrase of gare.phrases) assert.match(normalised(phrase.text), /gare/);
  // Several English sentences have "Où est la gare ?" with the same Japanese: one phrase, the first, as the server.
  const same = part.phrases.filter((phrase) => phrase.texts.fr === 'Où est la gare\u202f?' && phrase.texts.ja === '駅はどこですか。');
  assert.ok(same.length > 1);
  assert.deepEqual(gare.phrases.filter((phrase) => phrase.text === 'Où est la gare\u202f?' && phrase.translation === '駅はどこですか。').map((phrase) => phrase.id), [same[0].id]);
  assert.equal(new Set(gare.phrases.map((phrase) => `${phrase.text}|${phrase.translation}`)).size, gare.phrases.length);
  const station = searchPhrases(part, { from: 'fr', to: 'ja', q: 'station' });
  assert.ok(station.phrases.length >= gare.phrases.length);
  const allergic = searchPhrases(part, { from: 'fr', to: 'de', q: 'allergique' });
  assert.ok(allergic.phrases.some((phrase) => phrase.text.includes('allergique')));
  assert.deepEqual(searchPhrases(part, { from: 'fr', to: 'de', q: 'Allergique' }), { ...allergic, query: 'Allergique' });
  const food = searchPhrases(part, { from: 'en', to: 'ja', topic: 'food' });
  assert.ok(food.phrases.length > 0 && food.phrases.every((phrase) => phrase.topic === 'food'));
  assert.deepEqual(searchPhrases(part, { from: 'fr', to: 'ja', q: 'zzqxj' }).phrases, []);
  assert.equal(gare.attribution.licence, 'CC BY 2.0 FR');
});

test('a language the part lacks is no answer (the page reports it like any failure)', () => {
  assert.equal(searchPhrases(part, { from: 'fr', to: 'ko', q: 'gare' }), null);
});
