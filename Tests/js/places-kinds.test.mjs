// The kinds catalogue and its matching (Public/js/places/kinds.js) on the shipped kinds.tsv, and the
// folding of names (normalize.js), as the server's KindCatalog and PlaceNormalizer do them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KindCatalog, KindTableError, foldKind, parseKinds } from '../../Public/js/places/kinds.js';
import { normalizePlace } from '../../Public/js/places/normalize.js';
import { kindsTable } from './support/pack-data.mjs';

const catalog = parseKinds(kindsTable());
const kindOf = (text) => catalog.match(text).kind?.id ?? null;

test('names fold as the server folds them, and kind words in the singular', () => {
  const names = {
    'São Paulo': 'sao paulo', 'SAO-PAULO': 'sao paulo', "  Xi'an, l’Hospitalet!! ": 'xian lhospitalet',
    'Straße Łódź Œuvre Æther': 'strasse lodz oeuvre aether', 'Hawaiʻi': 'hawaii', 'ﬁve ①': 'five 1', 'ガイド': 'ガイド',
    'Москва 北京': 'москва 北京', 'a\u200db': 'ab', '—': '',
  };
  for (const [text, folded] of Object.entries(names)) assert.equal(normalizePlace(text), folded, text);
  const kinds = {
    'Hôpitaux': 'hopital', 'bureaux de change': 'bureau de change', pharmacies: 'pharmacie', Pharmacy: 'pharmacie', ATMs: 'atm',
    toilettes: 'toilette', bus: 'bus',
  };
  for (const [text, folded] of Object.entries(kinds)) assert.equal(foldKind(text), folded, text);
});

test('the shipped catalogue is read whole, each kind named in both languages', () => {
  assert.ok(catalog.kinds.length > 100);
  for (const kind of catalog.kinds) {
    assert.ok(kind.tags.length > 0 && kind.names.fr?.length > 0 && kind.names.en?.length > 0, kind.id);
  }
  assert.deepEqual(catalog.kind('pharmacy').tags, [{ key: 'amenity', value: 'pharmacy' }]);
  assert.deepEqual(KindCatalog.label(catalog.kind('hospital'), 'fr'), { id: 'hospital', name: 'Hôpital' });
  assert.deepEqual(KindCatalog.label(catalog.kind('hospital'), 'en'), { id: 'hospital', name: 'Hospital' });
  assert.equal(KindCatalog.nameOf(catalog.kind('atm'), 'de'), 'ATM', 'another language falls back to English');
  assert.equal(catalog.position('pharmacy'), 0);
});

test('a kind is found in French and English, with or without accents, singular or plural, and with a typo', () => {
  const cases = {
    pharmacie: 'pharmacy', PHARMACIES: 'pharmacy', chemists: 'pharmacy', hopital: 'hospital', 'hôpitaux': 'hospital',
    'Distributeurs de billets': 'atm', ATMs: 'atm', 'boîtes aux lettres': 'post_box', boulangeri: 'bakery', farmacy: 'pharmacy',
    restaurnts: 'restaurant', 'fast food': 'fast_food', 'fast-food': 'fast_food', supermarche: 'supermarket', cafés: 'cafe',
  };
  for (const [text, id] of Object.entries(cases)) assert.equal(kindOf(text), id, text);
  assert.equal(catalog.match('farmacy').corrected, true);
  assert.equal(catalog.match('pharmacie').corrected, false);
});

test('a name stays a name, with the closest kinds suggested', () => {
  assert.equal(kindOf('Hôtel de Paris'), null);
  assert.deepEqual(catalog.match('Hôtel de Paris').suggestions.map((kind) => kind.id), ['hotel']);
  assert.deepEqual(catalog.match('pharmacie ouverte').suggestions.map((kind) => kind.id), ['pharmacy']);
  assert.equal(kindOf('Casino de Monte Carlo'), null);
  assert.equal(kindOf('bar'), 'bar');
  assert.equal(kindOf('baz'), null, 'no typo is forgiven in a word of three letters');
  assert.deepEqual(catalog.match('').suggestions, []);
  assert.ok(catalog.match('zzzzzzzzzzzz').suggestions.length === 0);
});

test('a malformed table is refused with the line at fault', () => {
  const refused = (table, code, line) => assert.throws(() => parseKinds(table), (error) => error instanceof KindTableError
    && error.code === code && error.message.includes(line));
  refused('# comment\npharmacy\tamenity=pharmacy', 'bad_kind_table', 'line 2');
  refused('pharmacy\t\tfr:Pharmacie', 'bad_kind_table', 'line 1');
  refused('pharmacy\tamenity=\tfr:Pharmacie', 'bad_kind_table', 'line 1');
  refused('pharmacy\tamenity=pharmacy\tfra:Pharmacie', 'bad_kind_table', 'line 1');
  refused('pharmacy\tamenity=pharmacy\tfr:', 'bad_kind_table', 'line 1');
  refused('pharmacy\tamenity=pharmacy\tfr:A\npharmacy\tshop=chemist\tfr:B', 'duplicate_kind', 'pharmacy');
  const small = parseKinds('\n# kinds\nbar\tamenity=bar, amenity=pub\ten:Bar|bars\tfr: Bar | bistrot |\n');
  assert.deepEqual(small.kinds, [{ id: 'bar', tags: [{ key: 'amenity', value: 'bar' }, { key: 'amenity', value: 'pub' }], names: { en: ['Bar', 'bars'], fr: ['Bar', 'bistrot'] } }]);
  assert.equal(small.match('bistrots').kind.id, 'bar');
});
