// Count messages in every catalog of the web app (Public/i18n/*.json): each message with a {count} has its
// singular form `<key>.one` in French and in English, which Public/js/shared/i18n.js picks for one (and zero
// in French), unless its words do not agree with the count; and one place found reads in the singular.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';

const DIR = new URL('../../Public/i18n/', import.meta.url);
const LANGS = ['fr', 'en'];

/** Messages whose words do not change with the count, and why. */
const NO_SINGULAR = {
  'translate.count': 'the noun goes with the limit: “1 / 5,000 characters”',
  'phrasebook.count': 'a label: “Phrases: 1”',
  'phrasebook.more': 'shown only past the 40 phrases listed',
  'travel.population': 'a place of the gazetteer never has one inhabitant',
  'games.party.seconds': 'an abbreviation: “30 s”',
  'games.party.left': 'an abbreviation: “1 s left”',
  'games.party.timerResult': 'timers last 30 seconds to 5 minutes',
  'games.room.verified': 'the count stands alone in brackets',
};

/** Every catalog file of a language merged, as the app loads them (`fr.json`, `games.fr.json`…). */
function catalog(lang) {
  const files = readdirSync(DIR).filter((name) => name === `${lang}.json` || name.endsWith(`.${lang}.json`));
  assert.ok(files.length > 1, `catalogs for ${lang}`);
  return Object.assign({}, ...files.map((name) => JSON.parse(readFileSync(new URL(name, DIR), 'utf8'))));
}

const catalogs = Object.fromEntries(LANGS.map((lang) => [lang, catalog(lang)]));

test('every message with a {count} has a singular form in French and in English', () => {
  for (const lang of LANGS) {
    const messages = catalogs[lang];
    const missing = Object.keys(messages)
      .filter((key) => !key.endsWith('.one') && messages[key].includes('{count}') && !Object.hasOwn(NO_SINGULAR, key))
      .filter((key) => !Object.hasOwn(messages, `${key}.one`));
    assert.deepEqual(missing, [], `${lang}: count messages without a .one form`);
  }
});

test('singular forms go with a plural one, in both languages, with the same placeholders', () => {
  const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  for (const lang of LANGS) {
    const messages = catalogs[lang];
    for (const key of Object.keys(messages).filter((name) => name.endsWith('.one'))) {
      const plural = key.slice(0, -'.one'.length);
      assert.ok(Object.hasOwn(messages, plural), `${lang}: ${key} has no plural`);
      assert.deepEqual(placeholders(messages[key]), placeholders(messages[plural]), `${lang}: ${key}`);
      for (const other of LANGS) assert.ok(Object.hasOwn(catalogs[other], key), `${key} is missing in ${other}`);
    }
  }
  for (const key of Object.keys(NO_SINGULAR)) {
    for (const lang of LANGS) assert.ok(catalogs[lang][key]?.includes('{count}'), `${key} is still a count message in ${lang}`);
  }
});

test('one place found, one result, one city read in the singular through the i18n module', async () => {
  globalThis.window = { localStorage: { getItem: () => null, setItem() {}, removeItem() {} } };
  globalThis.document = { documentElement: {} };
  globalThis.fetch = async (url) => {
    const name = String(url).replace('/i18n/', '');
    return { ok: true, json: async () => JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) };
  };
  const i18n = await import('../../Public/js/shared/i18n.js');
  const expected = {
    fr: ['1 lieu trouvé. Flèches puis Entrée pour choisir.', '1 résultat d’OpenStreetMap.', '1 lieu trouvé.', '0 ville importée.'],
    en: ['1 place found. Use the arrow keys, then Enter.', '1 result from OpenStreetMap.', '1 place found.', '0 cities imported.'],
  };
  for (const lang of LANGS) {
    await i18n.useLang(lang);
    assert.deepEqual([
      i18n.t('travel.resultsCount', { count: 1 }), i18n.t('travel.onlineCount', { count: 1 }),
      i18n.t('weather.searchCount', { count: 1 }), i18n.t('weather.imported', { count: 0 }),
    ], expected[lang]);
    assert.equal(i18n.t('weather.searchCount', { count: 2 }), lang === 'fr' ? '2 lieux trouvés.' : '2 places found.');
  }
});
