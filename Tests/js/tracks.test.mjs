// Tracks on the device (Public/js/map/track-*.js, record-filter.js) under Node's test runner: measures,
// elevation profile, Douglas–Peucker, following a track with a warning when leaving it, and the recording's filter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { elevationProfile, formatDuration, lineDetail, segments, simplify, trackStats } from '../../Public/js/map/track-geometry.js';
import { TrackGuidance } from '../../Public/js/map/track-guidance.js';
import { keepFix, fixPoint } from '../../Public/js/map/record-filter.js';

const part = (name, lang) => JSON.parse(readFileSync(new URL(`../../Public/i18n/${name}.${lang}.json`, import.meta.url)));
const translator = (lang) => {
  const strings = { ...part('map', lang), ...part('routes', lang), ...part('saved', lang) };
  return (key, params = {}) => {
    assert.ok(key in strings, key);
    return strings[key].replace(/\{(\w+)\}/g, (m, name) => params[name] ?? m);
  };
};

// A walk east along 43.73° N, one point every 100 m, climbing 10 m a point, a minute apart.
const east = (metres) => 7.42 + metres / (111195 * Math.cos((43.73 * Math.PI) / 180));
const north = (metres) => 43.73 + metres / 111195;
const walk = {
  name: 'Sentier',
  points: Array.from({ length: 11 }, (_, i) => [43.73, east(i * 100), 100 + i * 10, new Date(Date.UTC(2026, 4, 1, 8, i)).toISOString()]),
};

test('length, duration, climb and descent; no line counted across a gap', () => {
  const stats = trackStats(walk);
  assert.ok(Math.abs(stats.length - 1000) < 1, `${stats.length}`);
  assert.equal(stats.duration, 600);
  assert.equal(stats.climb, 100);
  assert.equal(stats.descent, 0);
  const gapped = { points: [[43.73, east(0)], [43.73, east(100)], [43.73, east(5000)], [43.73, east(5100)]], breaks: [2] };
  assert.deepEqual(segments(gapped).map((part) => part.length), [2, 2]);
  assert.ok(Math.abs(trackStats(gapped).length - 200) < 1);
  assert.equal(trackStats(gapped).duration, null);
  assert.equal(trackStats(gapped).climb, null);
  assert.equal(formatDuration(45), '45 s');
  assert.equal(formatDuration(600), '10 min');
  assert.equal(formatDuration(7500), '2 h 05');
});

test('the elevation profile rises across the box; none without elevations', () => {
  const profile = elevationProfile(walk, 300, 60);
  assert.equal(profile.low, 100);
  assert.equal(profile.high, 200);
  assert.ok(profile.line.startsWith('M0 60.0'), profile.line);
  assert.ok(profile.line.endsWith('L300 0.0'), profile.line);
  assert.equal(elevationProfile({ points: [[1, 2], [1, 3]] }, 300, 60), null);
  // A long track is one point per pixel column at most.
  const long = { points: Array.from({ length: 100_000 }, (_, i) => [43.73, east(i), i % 50]) };
  assert.ok(elevationProfile(long, 300, 60).line.split('L').length <= 301);
});

test('Douglas–Peucker keeps every point farther than the tolerance, and the ends of each segment', () => {
  // A straight line with one 30 m bump: at 10 m the bump stays, at 50 m it goes.
  const line = { points: Array.from({ length: 21 }, (_, i) => [i === 10 ? north(30) : 43.73, east(i * 50)]), breaks: [15] };
  const ten = simplify(line, 10);
  assert.deepEqual(ten.points.map((point) => line.points.indexOf(point)), [0, 9, 10, 11, 14, 15, 20]);
  assert.deepEqual(ten.breaks, [5]);
  const fifty = simplify(line, 50);
  assert.deepEqual(fifty.points.map((point) => line.points.indexOf(point)), [0, 14, 15, 20]);
  assert.equal(simplify({ points: line.points.slice(0, 5) }, 10).breaks, undefined);
});

test('the line drawn at a zoom: the ends of each segment, every point left out within half a pixel of one kept', () => {
  // 2,001 points 1 m apart with a 3 m zigzag, cut in two at 1,500.
  const points = Array.from({ length: 2001 }, (_, i) => [north(i % 2 ? 3 : 0), east(i)]);
  const detail = lineDetail({ points, breaks: [1500] });
  assert.deepEqual(detail.bounds, [[43.73, east(0)], [north(3), east(2000)]]);
  const pixel = (zoom, [lat, lon]) => {
    const sine = Math.sin((lat * Math.PI) / 180);
    return [((lon + 180) / 360) * 256 * 2 ** zoom, (0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI)) * 256 * 2 ** zoom];
  };
  for (const zoom of [10, 14, 17, 22]) {
    const parts = detail.at(zoom);
    assert.equal(detail.at(zoom), parts, 'each zoom worked out once');
    assert.deepEqual(parts.map((part) => [part[0], part.at(-1)]),
      [[points[0], points[1499]], [points[1500], points[2000]]].map((ends) => ends.map(([lat, lon]) => [lat, lon])));
    // Every point left out is within half a pixel of the kept point before it.
    [[0, 1500], [1500, 2001]].forEach(([start, end], s) => {
      const kept = parts[s];
      let k = 0;
      for (let i = start; i < end; i += 1) {
        if (k + 1 < kept.length && kept[k + 1][0] === points[i][0] && kept[k + 1][1] === points[i][1]) { k += 1; continue; }
        const [a, b] = [pixel(zoom, points[i]), pixel(zoom, kept[k])];
        assert.ok(Math.hypot(a[0] - b[0], a[1] - b[1]) <= 0.5, `zoom ${zoom}, point ${i}`);
      }
    });
  }
  // Far out a few points draw the line; close in (0.02 m a pixel) every point is kept.
  assert.ok(detail.at(10).flat().length < 100, `${detail.at(10).flat().length}`);
  assert.equal(detail.at(22).flat().length, 2001);
  assert.equal(lineDetail({ points: [] }).bounds, null);
});

for (const lang of ['en', 'fr']) {
  test(`following a track (${lang}): progress, a spoken warning once when leaving it, the way back, the end`, () => {
    const t = translator(lang);
    const guide = new TrackGuidance(walk, { t, lang });
    const at = (metres, offset = 0) => ({ lat: north(offset), lon: east(metres), accuracy: 5 });
    let step = guide.update(at(0));
    assert.equal(step.state, 'following');
    step = guide.update(at(300, 5));
    assert.equal(step.state, 'following');
    assert.ok(Math.abs(step.done - 0.3) < 0.01);
    assert.ok(Math.abs(step.remaining - 700) < 2);
    assert.equal(step.speak, null);
    // 80 m north of the track: the first fix says nothing, the second warns and points south.
    step = guide.update(at(400, 80));
    assert.equal(step.state, 'offTrack');
    assert.equal(step.speak, null);
    step = guide.update(at(410, 85));
    assert.equal(step.back.compass, 'S');
    assert.equal(step.speak, t('track.follow.leftSpoken', { back: step.back.text }));
    assert.ok(step.text.includes(t('map.dir.S')));
    assert.equal(guide.update(at(420, 90)).speak, null);
    step = guide.update(at(450, 3));
    assert.equal(step.speak, t('track.follow.backOn'));
    step = guide.update(at(995));
    assert.equal(step.state, 'arrived');
    assert.equal(step.speak, t('track.follow.arrived'));
  });
}

test('a loop (its end at its start) is done at its end, not as it begins', () => {
  const t = translator('en');
  // 100 m a point: east 300 m, north 300 m, west 300 m, south 300 m back to the start.
  const corners = [[0, 0], [300, 0], [300, 300], [0, 300], [0, 0]];
  const points = [];
  corners.slice(1).forEach(([x, y], side) => {
    const [x0, y0] = corners[side];
    for (let k = side ? 1 : 0; k <= 3; k += 1) points.push([north(y0 + ((y - y0) * k) / 3), east(x0 + ((x - x0) * k) / 3)]);
  });
  const guide = new TrackGuidance({ name: 'Boucle', points }, { t, lang: 'en' });
  assert.ok(Math.abs(guide.total - 1200) < 2, `${guide.total}`);
  const at = (x, y) => guide.update({ lat: north(y), lon: east(x), accuracy: 5 });
  // At the start, and a few metres off it on the side the loop comes back by: the whole loop is ahead.
  for (const step of [at(0, 0), at(-3, 10)]) {
    assert.equal(step.state, 'following');
    assert.equal(step.speak, null);
    assert.ok(step.remaining > 1150, `${step.remaining}`);
  }
  const walked = [[100, 0], [200, 0], [300, 0], [300, 150], [300, 300], [150, 300], [0, 300], [0, 200], [0, 100], [0, 40]];
  for (const [x, y] of walked) assert.equal(at(x, y).state, 'following', `${x}, ${y}`);
  const end = at(0, 5);
  assert.equal(end.state, 'arrived');
  assert.equal(end.speak, t('track.follow.arrived'));
});

test('a rough fix (an 800 m accuracy) neither ends the track, nor warns, nor moves the traveller', () => {
  const t = translator('en');
  const guide = new TrackGuidance(walk, { t, lang: 'en' });
  const rough = (metres, offset = 0) => guide.update({ lat: north(offset), lon: east(metres), accuracy: 800 });
  // Before any good fix: still waiting for a position.
  let step = rough(500);
  assert.equal(step.state, 'waiting');
  assert.equal(step.rough, true);
  assert.equal(step.remaining, guide.total);
  const placed = guide.update({ lat: north(0), lon: east(300), accuracy: 5 });
  // At the track's end, then far from it: the traveller stays where last placed, and nothing is said.
  for (const [metres, offset] of [[995, 0], [600, 500], [600, 520]]) {
    step = rough(metres, offset);
    assert.equal(step.rough, true);
    assert.equal(step.state, 'following');
    assert.equal(step.speak, null);
    assert.equal(step.remaining, placed.remaining);
  }
  step = guide.update({ lat: north(0), lon: east(995), accuracy: 5 });
  assert.equal(step.state, 'arrived');
  assert.equal(step.rough, undefined);
});

test('a standing phone records no star: rough fixes and jitter inside the accuracy are dropped', () => {
  const start = [43.73, 7.42];
  assert.equal(keepFix(null, { latitude: 43.73, longitude: 7.42, accuracy: 80 }), false);
  assert.equal(keepFix(null, { latitude: 43.73, longitude: 7.42, accuracy: 8 }), true);
  let kept = 0;
  for (let i = 0; i < 200; i += 1) {
    const angle = i * 2.4;
    const fix = { latitude: north(Math.sin(angle) * 9), longitude: east(Math.cos(angle) * 9), accuracy: 10 };
    if (keepFix(start, fix)) kept += 1;
  }
  assert.equal(kept, 0);
  assert.equal(keepFix(start, { latitude: 43.73, longitude: east(12), accuracy: 10 }), true);
  assert.deepEqual(fixPoint({ latitude: 43.123456789, longitude: 7.1, accuracy: 5, altitude: 12.34, timestamp: Date.UTC(2026, 0, 1) }),
    [43.1234568, 7.1, 12.3, '2026-01-01T00:00:00.000Z']);
});
