// Live guidance (Public/js/routes) under Node's test runner: distances as voice guidance says them,
// following fixes along a route, speaking at the right distances, re-routing and arrival.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { roundedMetres, spokenDistance } from '../../Public/js/routes/distance.js';
import { Guidance } from '../../Public/js/routes/guidance.js';

const part = (name, lang) => JSON.parse(readFileSync(new URL(`../../Public/i18n/${name}.${lang}.json`, import.meta.url)));
const catalog = (lang) => ({ ...part('map', lang), ...part('routes', lang) });
const translator = (lang) => {
  const strings = catalog(lang);
  return (key, params = {}) => strings[key].replace(/\{(\w+)\}/g, (m, name) => params[name] ?? m);
};

test('distances are rounded like BaluchonCore GuidanceDistance', () => {
  const table = [[3, 10], [14, 10], [118, 120], [199, 200], [204, 200], [226, 250], [990, 1000], [1449, 1400], [1451, 1500], [12400, 12000]];
  for (const [metres, spoken] of table) assert.equal(roundedMetres(metres), spoken, `${metres} m`);
  assert.equal(spokenDistance(118, 'en'), '120\u00A0m');
  assert.equal(spokenDistance(1530, 'en'), '1.5\u00A0km');
  assert.equal(spokenDistance(1530, 'fr'), '1,5\u00A0km');
  assert.equal(spokenDistance(990, 'fr'), '1\u00A0km');
});

// A walk east along a street for ~400 m, a left turn, ~300 m north, arrival.
const east = (metres) => 7.42 + metres / (111320 * Math.cos((43.73 * Math.PI) / 180));
const north = (metres) => 43.73 + metres / 110574;
const frenchSteps = [
  { location: [7.42, 43.73], sentence: 'Partez vers l’est sur Rue A.', ahead: 'partez vers l’est sur Rue A' },
  { location: [east(400), 43.73], sentence: 'Tournez à gauche sur Rue B.', ahead: 'tournez à gauche sur Rue B' },
  { location: [east(400), north(300)], sentence: 'Vous êtes arrivé à destination.', ahead: 'vous arriverez à destination' },
];
const route = {
  mode: 'walk',
  geometry: { type: 'LineString', coordinates: [[7.42, 43.73], [east(200), 43.73], [east(400), 43.73], [east(400), north(150)], [east(400), north(300)]] },
  steps: [
    { location: [7.42, 43.73], sentence: 'Head east on Rue A.', ahead: 'head east on Rue A' },
    { location: [east(400), 43.73], sentence: 'Turn left onto Rue B.', ahead: 'turn left onto Rue B' },
    { location: [east(400), north(300)], sentence: 'You have arrived at your destination.', ahead: 'you will arrive at your destination' },
  ],
};

test('the first instructions are chained and spoken at the start', () => {
  const guidance = new Guidance(route, { t: translator('en'), lang: 'en' });
  const first = guidance.start();
  assert.equal(first.text, 'In 400\u00A0m, turn left onto Rue B, then in 300\u00A0m, you will arrive at your destination.');
  assert.equal(first.speak, first.text);
});

test('the first instructions said at the start are not said again at the first fix', () => {
  const near = { ...route, steps: route.steps.map((step, i) => (i === 1 ? { ...step, location: [east(25), 43.73] } : step)) };
  const guidance = new Guidance(near, { t: translator('en'), lang: 'en' });
  assert.equal(new Guidance(near, { t: translator('en'), lang: 'en' }).update({ lat: 43.73, lon: east(1), accuracy: 5 }).speak !== null, true);
  guidance.begin();
  assert.equal(guidance.update({ lat: 43.73, lon: east(1), accuracy: 5 }).speak, null);
});

test('the panel advances with the traveller and speaks once per threshold', () => {
  const guidance = new Guidance({ ...route, steps: frenchSteps }, { t: translator('fr'), lang: 'fr' });
  const spoken = [];
  const texts = [];
  for (let metres = 0; metres <= 395; metres += 5) {
    const state = guidance.update({ lat: 43.73 + 0.00002, lon: east(metres), accuracy: 8 });
    assert.equal(state.state, 'guiding');
    texts.push(state.text);
    if (state.speak) spoken.push([metres, state.speak]);
  }
  assert.equal(texts[0], 'Dans 400\u00A0m, tournez à gauche sur Rue B, puis dans 300\u00A0m, vous arriverez à destination.');
  assert.equal(texts[60], 'Dans 100\u00A0m, tournez à gauche sur Rue B, puis dans 300\u00A0m, vous arriverez à destination.');
  // 100 m, 30 m and 12 m before the turn for a walk; never twice at the same distance.
  assert.deepEqual(spoken.map(([metres]) => metres), [300, 370, 390]);
  assert.match(spoken[2][1], /^Tournez à gauche sur Rue B, puis dans 300\u00A0m/);
  // Past the turn: the next instruction is the arrival.
  const after = guidance.update({ lat: north(110), lon: east(400), accuracy: 8 });
  assert.equal(after.next, 2);
  assert.match(after.text, /^Dans 190\u00A0m, vous arriverez à destination\.$/);
});

test('leaving the route for three fixes asks for a new route, once', () => {
  const guidance = new Guidance(route, { t: translator('en'), lang: 'en' });
  guidance.update({ lat: 43.73, lon: east(100), accuracy: 5 });
  const away = { lat: north(-120), lon: east(150), accuracy: 10 };
  const states = [guidance.update(away), guidance.update(away), guidance.update(away), guidance.update(away)];
  assert.deepEqual(states.map((s) => s.reroute), [false, false, true, false]);
  assert.equal(states[2].speak, 'You have left the route: finding a new one.');
  // Off the route, the way back is told: the nearest point of the line is 120 m north.
  assert.equal(states[0].text, 'Head back to the route, 120\u00A0m to the north.');
  assert.equal(states[0].back.compass, 'N');
  // A poor fix whose accuracy covers the line is not "off the route".
  const fresh = new Guidance(route, { t: translator('en'), lang: 'en' });
  assert.equal(fresh.update({ lat: north(-60), lon: east(150), accuracy: 80 }).state, 'guiding');
});

test('arrival is announced once', () => {
  const guidance = new Guidance(route, { t: translator('en'), lang: 'en' });
  guidance.update({ lat: north(250), lon: east(400), accuracy: 5 });
  const arrived = guidance.update({ lat: north(290), lon: east(400), accuracy: 5 });
  assert.equal(arrived.state, 'arrived');
  assert.equal(arrived.speak, 'You have arrived at your destination.');
  assert.equal(guidance.update({ lat: north(295), lon: east(400), accuracy: 5 }).speak, null);
});

test('the way back to the route names the nearest point of the line, in the page language', () => {
  const guidance = new Guidance({ ...route, steps: frenchSteps }, { t: translator('fr'), lang: 'fr' });
  // 60 m east of the northbound part of the line, halfway up it: the way back is west.
  const back = guidance.wayBack([east(460), north(150)]);
  assert.equal(back.compass, 'W');
  assert.ok(Math.abs(back.metres - 60) < 1, back.metres);
  assert.equal(back.text, 'Rejoignez l’itinéraire, à 60\u00A0m direction ouest.');
});

test('the time left follows the distance left at the route pace', () => {
  const guidance = new Guidance({ ...route, duration: 700 }, { t: translator('en'), lang: 'en' });
  const start = guidance.start();
  assert.equal(start.seconds, 700);
  guidance.update({ lat: 43.73, lon: east(200), accuracy: 5 });
  const halfway = guidance.update({ lat: 43.73, lon: east(350), accuracy: 5 });
  assert.ok(halfway.remaining < start.remaining && Math.abs(halfway.seconds - 350) < 2, halfway);
});

test('a route that passes near its end before reaching it is followed to its end', () => {
  // East 200 m, north 100 m, west 100 m, then south to 10 m from where it went east: its end is 10 m off the
  // first street, 390 m before it.
  const corners = [[7.42, 43.73], [east(200), 43.73], [east(200), north(100)], [east(100), north(100)], [east(100), north(10)]];
  const steps = corners.map((location, i) => ({ location, sentence: `Step ${i}.`, ahead: `step ${i}` }));
  const guidance = new Guidance({ mode: 'walk', duration: 400, geometry: { type: 'LineString', coordinates: corners }, steps }, { t: translator('en'), lang: 'en' });
  const at = (x, y) => guidance.update({ lat: north(y), lon: east(x), accuracy: 5 });
  const walk = [[0, 0], [20, 0], [40, 0], [60, 0], [80, 0], [100, 0], [120, 0], [160, 0], [200, 0], [200, 50], [200, 100], [150, 100], [100, 100], [100, 60], [100, 30]];
  for (const [x, y] of walk) assert.equal(at(x, y).state, 'guiding', `${x}, ${y}`);
  const end = at(100, 12);
  assert.equal(end.state, 'arrived');
  assert.equal(end.speak, 'Step 4.');
});

test('one jump of the GPS near the destination does not end guidance', () => {
  const guidance = new Guidance(route, { t: translator('en'), lang: 'en' });
  const before = guidance.update({ lat: 43.73, lon: east(100), accuracy: 5 });
  const jump = guidance.update({ lat: north(290), lon: east(400), accuracy: 5 });
  assert.equal(jump.state, 'guiding');
  assert.equal(jump.remaining, before.remaining);
  assert.equal(jump.speak, null);
  const back = guidance.update({ lat: 43.73, lon: east(120), accuracy: 5 });
  assert.equal(back.state, 'guiding');
  assert.ok(Math.abs(back.remaining - 580) < 2, back.remaining);
  // Walking there, it ends at the destination.
  let state = back;
  for (let metres = 140; metres <= 400; metres += 20) state = guidance.update({ lat: 43.73, lon: east(metres), accuracy: 5 });
  for (let metres = 20; metres <= 300 && state.state !== 'arrived'; metres += 20) state = guidance.update({ lat: north(metres), lon: east(400), accuracy: 5 });
  assert.equal(state.state, 'arrived');
  assert.equal(state.speak, 'You have arrived at your destination.');
});

test('a fix too rough to place the traveller is not followed, nor counted off the route', () => {
  const guidance = new Guidance(route, { t: translator('en'), lang: 'en' });
  const before = guidance.update({ lat: 43.73, lon: east(100), accuracy: 5 });
  // 800 m of accuracy, 60 m from the destination: nothing moves, nothing is said, the page is told why.
  const rough = guidance.update({ lat: north(240), lon: east(400), accuracy: 800 });
  assert.equal(rough.state, 'guiding');
  assert.equal(rough.rough, true);
  assert.equal(rough.remaining, before.remaining);
  assert.equal(rough.text, before.text);
  assert.equal(rough.speak, null);
  assert.equal(guidance.update({ lat: 43.73, lon: east(110), accuracy: 5 }).rough, undefined);
  // Off the route: a rough fix between two precise ones neither counts towards a new route nor resets the count.
  const away = { lat: north(-120), lon: east(150), accuracy: 10 };
  const states = [guidance.update(away), guidance.update(away), guidance.update({ ...away, accuracy: 300 }), guidance.update(away)];
  assert.deepEqual(states.map((s) => [s.state, s.reroute]), [['offRoute', false], ['offRoute', false], ['offRoute', false], ['offRoute', true]]);
  assert.equal(states[2].rough, true);
});
