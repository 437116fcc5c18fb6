// The translate page's state under Node's test runner (Public/js/words/direction.js and phrasebook.js): the
// text being translated kept through a redraw or a reload but not for good, the languages favoured when
// detecting, and the phrasebook's target language and its choices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryStorage } from './support/memory-storage.mjs';

const local = new MemoryStorage();
globalThis.window = { localStorage: local };

const direction = await import('../../Public/js/words/direction.js');
const { phraseTarget, targetChoices } = await import('../../Public/js/words/phrasebook.js');

test('the text being translated comes back, then is forgotten once old or emptied', () => {
  const at = Date.UTC(2026, 0, 1);
  assert.equal(direction.loadDraft(at), '');
  direction.saveDraft('Où est la gare ?', at);
  assert.equal(direction.loadDraft(at + 1000), 'Où est la gare ?');
  assert.equal(direction.loadDraft(at + direction.DRAFT_MS - 1), 'Où est la gare ?');
  assert.equal(direction.loadDraft(at + direction.DRAFT_MS), '');
  assert.equal(local.size, 0, 'an old text is removed from the device');
  direction.saveDraft('Bonjour', at);
  direction.saveDraft('', at);
  assert.equal(local.size, 0);
  local.setItem('baluchon.translate.draft', '{"text": 3}');
  assert.equal(direction.loadDraft(at), '');
});

test('only the traveller\'s home and away languages are favoured, never the interface language alone', () => {
  assert.deepEqual(direction.favouredLanguages([null, null]), []);
  assert.deepEqual(direction.favouredLanguages([]), []);
  assert.deepEqual(direction.favouredLanguages(['fr', null]), ['fr']);
  assert.deepEqual(direction.favouredLanguages(['fr', 'ja']), ['fr', 'ja']);
  assert.deepEqual(direction.favouredLanguages(['fr', 'fr']), ['fr']);
});

test('the phrasebook never shows phrases in the page\'s own language', () => {
  assert.equal(phraseTarget('fr', 'es', 'ja'), 'es');
  assert.equal(phraseTarget('en', 'en', null), 'fr', 'English picked, then the page switched to English');
  assert.equal(phraseTarget('en', 'en', 'ja'), 'ja', 'the away language next');
  assert.equal(phraseTarget('fr', 'fr', 'fr'), 'en');
  assert.equal(phraseTarget('fr', null, null), 'en');
  assert.equal(phraseTarget('en', null, 'de'), 'de');
});

test('the phrasebook\'s languages are offered by their name in the page\'s language, without its own', () => {
  const codes = ['ar', 'ca', 'cs', 'de', 'en', 'es', 'fr', 'ja'];
  const named = (lang) => {
    const names = new Intl.DisplayNames([lang], { type: 'language' });
    return targetChoices(codes, lang, (code) => names.of(code));
  };
  assert.deepEqual(named('fr').map((choice) => choice.name),
    ['allemand', 'anglais', 'arabe', 'catalan', 'espagnol', 'japonais', 'tchèque']);
  assert.deepEqual(named('en').map((choice) => choice.code), ['ar', 'ca', 'cs', 'fr', 'de', 'ja', 'es']);
});
