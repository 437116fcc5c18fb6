// The translations kept on the phone (Public/js/words/history.js) under Node's test runner: the cap of 100
// entries that are not starred, starred entries kept past it, the same question collapsed into one entry
// keeping its star, removal, and the stored list read back through localStorage (in memory here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryStorage } from './support/memory-storage.mjs';

const local = new MemoryStorage();
globalThis.window = { localStorage: local };

const history = await import('../../Public/js/words/history.js');

const answer = (text, extra = {}) => ({
  text, source: 'fr', target: 'en', route: ['fr', 'es', 'en'], quality: 'rough', providerName: 'Apertium', offline: true,
  unknownWords: [], ...extra,
});

function filled(count) {
  let list = [];
  for (let index = 0; index < count; index += 1) list = history.added(list, `phrase ${index}`, answer(`sentence ${index}`), index);
  return list;
}

test('the newest comes first and only the last 100 that are not starred are kept', () => {
  const list = filled(130);
  assert.equal(list.length, history.LIMIT);
  assert.equal(list[0].text, 'phrase 129');
  assert.equal(list.at(-1).text, 'phrase 30');
});

test('starred entries stay past the cap, wherever they are in the list', () => {
  let list = filled(5);
  const first = list.at(-1);
  list = history.starred(list, first.id, true);
  for (let index = 5; index < 250; index += 1) list = history.added(list, `phrase ${index}`, answer(`sentence ${index}`), index);
  assert.equal(list.length, history.LIMIT + 1);
  assert.ok(list.some((entry) => entry.id === first.id && entry.starred));
  assert.equal(list.filter((entry) => !entry.starred).length, history.LIMIT);
  list = history.starred(list, first.id, false);
  assert.equal(list.length, history.LIMIT, 'unstarred, the oldest goes');
  assert.ok(!list.some((entry) => entry.id === first.id));
});

test('the same question asked again is one entry, moved first, with the newest answer and its star', () => {
  let list = history.added([], 'Où est la gare ?', answer('Where is the season ?'), 1);
  list = history.starred(list, list[0].id, true);
  list = history.added(list, 'Combien ça coûte ?', answer('What this slope ?'), 2);
  list = history.added(list, '  où est  la GARE ? ', answer('Where is the station ?', { quality: 'online', route: ['fr', 'en'] }), 3);
  assert.deepEqual(list.map((entry) => entry.text), ['  où est  la GARE ? ', 'Combien ça coûte ?']);
  assert.equal(list[0].translation, 'Where is the station ?');
  assert.equal(list[0].quality, 'online');
  assert.equal(list[0].starred, true);
  const other = history.added(list, 'Où est la gare ?', answer('¿Dónde está la estación?', { target: 'es' }), 4);
  assert.equal(other.length, 3, 'another target language is another question');
});

test('an entry is removed by its id; unknown words and the route are kept for the result box', () => {
  const unknown = [{ word: 'Zorglubix', kind: 'unknown', offset: 9, length: 9 }];
  let list = history.added([], 'Je suis Zorglubix.', answer('I am Zorglubix.', { unknownWords: unknown }), 1);
  list = history.added(list, 'Bonjour', answer('Hello'), 2);
  const shown = history.asAnswer(list[1]);
  assert.deepEqual(shown.unknownWords, unknown);
  assert.deepEqual(shown.route, ['fr', 'es', 'en']);
  assert.equal(shown.text, 'I am Zorglubix.');
  list = history.removed(list, list[0].id);
  assert.deepEqual(list.map((entry) => entry.text), ['Je suis Zorglubix.']);
});

test('the list is stored on the phone and read back; a damaged store reads as empty', () => {
  const list = filled(3);
  assert.equal(history.saveHistory(list), true);
  assert.deepEqual(history.loadHistory(), list);
  local.set('baluchon.words.history', JSON.stringify([{ id: 1 }, null, list[0]]));
  assert.deepEqual(history.loadHistory(), [list[0]]);
  local.set('baluchon.words.history', '{not json');
  assert.deepEqual(history.loadHistory(), []);
});
