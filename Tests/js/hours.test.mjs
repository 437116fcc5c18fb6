// Opening hours (Public/js/map/hours.js) under Node's test runner, against `opening_hours` texts mapped in the
// Monaco and Andorra extracts (/work/shared/data/osm, poi-*.geojsonseq), read at fixed local times.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describeHours, parseHours, stateAt } from '../../Public/js/map/hours.js';

const catalog = (lang) => JSON.parse(readFileSync(new URL(`../../Public/i18n/map.${lang}.json`, import.meta.url)));
const translator = (lang) => {
  const strings = catalog(lang);
  return (key, params = {}) => {
    assert.ok(key in strings, `${key} in map.${lang}.json`);
    return strings[key].replace(/\{(\w+)\}/g, (m, name) => params[name] ?? m);
  };
};
const en = translator('en');
const fr = translator('fr');

// Local times: Wednesday 2026-11-25 unless said otherwise (months count from 0).
const at = (hour, minute = 0, day = 25, month = 10) => new Date(2026, month, day, hour, minute);

test('every opening_hours text of the extracts but sunrise-sunset is read', () => {
  const mapped = [
    '01:00-01:00', '08:00-01:00', '08:00-23:30; Su 08:00-15:30; Mo off', '10:00-23:30', '12:00-14:00,19:00-21:30; Th off',
    '12:00-15:00,19:00-23:00', '24/7',
    'Jan-Mar: Mo-Su 10:00-18:00; Apr-Jun: Mo-Su 10:00-19:00; Jul-Aug: Mo-Su 09:30-20:00; Sep: Mo-Su 10:00-19:00; Oct-Dec: Mo-Su 10:00-18:00; Dec 25 off; May 25 off',
    'Mo-Fr 07:00-20:00; Sa-Su 07:00-00:00', 'Mo-Fr 08:30-19:00', 'Mo-Fr 16:00-01:00; Sa,Su 12:00-01:00', 'Mo-Sa 08:00-00:00',
    'Mo-Sa 08:00-20:00', 'Mo-Sa 09:00-14:00,16:00-20:00; Su 09:30-13:15,13:30-20:00; Sa 09:00-17:00; PH closed',
    'Mo-Sa 12:00-15:00, 19:00-23:00', 'Mo-Su 01:00-23:00', 'Mo-Su 07:00-24:00', 'Mo-Su 12:30-15:30, 20:00-23:30',
    'Mo-Th 08:00-14:00, 15:00-21:00; Fr-Su 08:00-23:00', 'Su-Th 08:00-21:00; Fr-Sa 08:00-23:00', 'Th-Mo 13:00-15:30,19:00-22:30',
    'Tu-Sa 18:00-02:00', 'Tu-Su 19:30-23:00', 'We- Mo 17:00-22:00',
  ];
  for (const text of mapped) assert.ok(parseHours(text), text);
  assert.equal(parseHours('sunrise-sunset'), null);
  assert.equal(parseHours('Mo-Fr 09:00-12:00; PH 10:00-12:00'), null, 'holiday hours are not guessed');
  assert.equal(parseHours('Mo-Fr 9h-12h'), null);
  assert.equal(parseHours(''), null);
});

test('open now and when it closes, in both languages', () => {
  const pharmacy = 'Mo-Fr 08:30-19:00';
  assert.deepEqual(describeHours(pharmacy, at(10), en, 'en'), { now: 'Open now · closes at 19:00', week: 'Mon–Fri 08:30–19:00 · Sat–Sun closed' });
  assert.deepEqual(describeHours(pharmacy, at(10), fr, 'fr'), { now: 'Ouvert · ferme à 19:00', week: 'lun.–ven. 08:30–19:00 · sam.–dim. fermé' });
  assert.equal(describeHours(pharmacy, at(7), en, 'en').now, 'Closed · opens at 08:30');
  assert.equal(describeHours(pharmacy, at(20), fr, 'fr').now, 'Fermé · ouvre jeudi à 08:30');
  // Friday evening: next opening is Monday.
  assert.equal(describeHours(pharmacy, at(20, 0, 27), en, 'en').now, 'Closed · opens Monday at 08:30');
});

test('a later rule replaces the days it names', () => {
  const text = '08:00-23:30; Su 08:00-15:30; Mo off';
  const monday = at(12, 0, 23);
  assert.equal(stateAt(parseHours(text), monday).open, false);
  assert.equal(describeHours(text, at(16, 0, 29), en, 'en').now, 'Closed · opens Tuesday at 08:00');
  assert.equal(describeHours(text, at(12), en, 'en').week, 'Mon closed · Tue–Sat 08:00–23:30 · Sun 08:00–15:30');
  const market = 'Mo-Sa 09:00-14:00,16:00-20:00; Su 09:30-13:15,13:30-20:00; Sa 09:00-17:00; PH closed';
  assert.equal(describeHours(market, at(18, 0, 28), en, 'en').now, 'Closed · opens Sunday at 09:30');
  assert.equal(describeHours(market, at(15, 0), en, 'en').now, 'Closed · opens at 16:00');
});

test('nights past midnight belong to the day they started', () => {
  const bar = 'Tu-Sa 18:00-02:00';
  // Thursday 01:00 is Wednesday night's opening.
  assert.equal(describeHours(bar, at(1, 0, 26), en, 'en').now, 'Open now · closes at 02:00');
  // Monday 01:00: Sunday night is closed.
  assert.equal(describeHours(bar, at(1, 0, 23), en, 'en').now, 'Closed · opens Tuesday at 18:00');
  assert.equal(describeHours('Mo-Sa 08:00-00:00', at(23, 30), fr, 'fr').now, 'Ouvert · ferme à 00:00');
  // The two spans of a weekday night join: open from Friday 12:00 through to Saturday 01:00.
  assert.equal(describeHours('Mo-Fr 16:00-01:00; Sa,Su 12:00-01:00', at(23, 0, 27), en, 'en').now, 'Open now · closes at 01:00');
  assert.equal(describeHours('Th-Mo 13:00-15:30,19:00-22:30', at(14), en, 'en').now, 'Closed · opens Thursday at 13:00');
  assert.equal(describeHours('We- Mo 17:00-22:00', at(18, 0, 24), en, 'en').now, 'Closed · opens Wednesday at 17:00');
});

test('round the clock, months and dates', () => {
  assert.deepEqual(describeHours('24/7', at(3), en, 'en'), { now: 'Open 24/7', week: 'Every day: 24 hours' });
  assert.deepEqual(describeHours('24/7', at(3), fr, 'fr'), { now: 'Ouvert 24 h/24, 7 j/7', week: 'Tous les jours : 24 h/24' });
  const museum = 'Jan-Mar: Mo-Su 10:00-18:00; Apr-Jun: Mo-Su 10:00-19:00; Jul-Aug: Mo-Su 09:30-20:00; Sep: Mo-Su 10:00-19:00; Oct-Dec: Mo-Su 10:00-18:00; Dec 25 off; May 25 off';
  assert.equal(describeHours(museum, at(12, 0, 15, 6), en, 'en').now, 'Open now · closes at 20:00');
  assert.equal(describeHours(museum, at(12, 0, 25, 11), en, 'en').now, 'Closed · opens Saturday at 10:00');
  assert.equal(describeHours(museum, at(12, 0, 22, 11), fr, 'fr').week, 'lun.–jeu. 10:00–18:00 · ven. fermé · sam.–dim. 10:00–18:00');
});

test('what cannot be read is kept as mapped', () => {
  assert.deepEqual(describeHours('sunrise-sunset', at(12), en, 'en'), { raw: 'sunrise-sunset' });
});
