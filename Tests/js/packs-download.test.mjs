// A trip pack download on a bad link (Public/js/packs/download.js) under Node's test runner: a part whose bytes stop
// halfway is said to wait for the network after the stall time and goes on when they come again; Cancel stops a
// stalled download at once — while the server has not answered, or mid-part — even when the fetch ignores the
// signal, keeps no half part, leaves the version already kept as the one used, and the download can start again.
// A link that drops (the fetch rejects, or a body breaks off) is told with the wait and the parts kept, and the download
// tries again by itself from those parts (waits doubling from 2 s to 30 s on an injected timer, at once on `online`);
// Cancel stops the waiting; a refused part is not tried again; after the last try it gives up as interrupted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { memoryCaches } from './support/memory-caches.mjs';
import { MemoryStorage } from './support/memory-storage.mjs';

globalThis.window = { localStorage: new MemoryStorage() };
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true, writable: true });
const { caches, stores, absolute } = memoryCaches();
globalThis.caches = caches;

const { keepPack, PackError, RETRIES, STALL_MS, retryDelay } = await import('../../Public/js/packs/download.js');
const { checkManifest } = await import('../../Public/js/packs/manifest.js');
const { keptPacks, packFor, WORKER_CACHE } = await import('../../Public/js/packs/list.js');

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');
const STALL = 40; // ms: the tests' stall time (the page's is STALL_MS)

function manifestFor(id, parts) {
  const list = parts.map(([partId, bytes]) => ({
    id: partId, format: partId, formatVersion: 1, version: sha(bytes).slice(0, 16), dataDate: '2026-11-27', bytes: bytes.length, sha256: sha(bytes),
    url: `/api/v1/packs/${partId}?region=monaco&version=${sha(bytes).slice(0, 16)}`,
  }));
  return checkManifest({
    id, name: 'Monaco', dataDate: '2026-11-27', version: sha(Buffer.from(list.map((p) => p.version).join(''))).slice(0, 16),
    area: { kind: 'region', region: 'monaco', bounds: { south: 43.72, west: 7.40, north: 43.76, east: 7.44 } },
    parts: list, missing: [], totalBytes: list.reduce((sum, p) => sum + p.bytes, 0), attribution: '© OSM',
  });
}

/** Rejects when `promise` has not settled within `ms` (a download that cannot be stopped must not hang the test). */
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function until(check, ms, what) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A body that sends its first half, then nothing until `go()` (never, if it is not called); the signal is ignored. */
function halfThenHold(bytes) {
  let go;
  const held = new Promise((resolve) => { go = resolve; });
  const half = bytes.length >> 1;
  const body = new ReadableStream({
    async start(controller) {
      controller.enqueue(new Uint8Array(bytes.subarray(0, half)));
      await held;
      controller.enqueue(new Uint8Array(bytes.subarray(half)));
      controller.close();
    },
  });
  return { response: new Response(body, { status: 200 }), go };
}

/** fetch as the server answers: `answer(url)` is bytes, a Response, or a promise of one. Calls are recorded. */
function serve(answer) {
  const calls = [];
  globalThis.fetch = async (url) => {
    calls.push(url);
    const got = await answer(url);
    return got instanceof Response ? got : new Response(new Blob([got]).stream(), { status: 200 });
  };
  return calls;
}

const api = (manifest) => ({ getJSON: async () => ({ ok: true, data: manifest }) });

test('the stall time is a few seconds', () => {
  assert.ok(STALL_MS >= 3000 && STALL_MS <= 8000, String(STALL_MS));
});

test('bytes that stop halfway are said to wait for the network, and the download goes on when they come again', async () => {
  const tiles = Buffer.alloc(4000, 7);
  const rates = Buffer.from('{"base":"EUR"}');
  const manifest = manifestFor('region-stall', [['tiles', tiles], ['rates', rates]]);
  const held = halfThenHold(tiles);
  serve((url) => (url.includes('/tiles') ? held.response : rates));
  const stalls = [];
  const progress = [];
  let settled = false;
  const download = keepPack(api(manifest), { manifest, query: 'region=monaco' }, {
    stallMs: STALL, onStall: (waiting) => stalls.push(waiting), onProgress: (p) => progress.push(p.done),
  }).finally(() => { settled = true; });
  try {
    await until(() => stalls.length > 0, 1000, 'the stall was not told');
    assert.deepEqual(stalls, [true]);
    assert.equal(progress.at(-1), tiles.length >> 1, 'the bar shows the half received');
    assert.equal(settled, false, 'the download waits, it has not given up');
  } finally {
    held.go();
  }
  const entry = await within(download, 1000, 'the download after the link came back');
  assert.deepEqual(stalls, [true, false], 'the wait is over once bytes come again');
  assert.equal(entry.manifest.version, manifest.version);
  assert.equal(entry.pending, null);
});

test('Cancel stops a stalled update at once, keeps no half part, and the kept version stays the one used', async () => {
  const tiles = Buffer.alloc(3000, 3);
  const oldRates = Buffer.from('{"base":"EUR","date":"2026-11-26"}');
  const newRates = Buffer.alloc(2000, 5);
  const before = manifestFor('region-cancel', [['tiles', tiles], ['rates', oldRates]]);
  serve((url) => (url.includes('/tiles') ? tiles : oldRates));
  await keepPack(api(before), { manifest: before, query: 'region=monaco' }, { stallMs: STALL });
  const after = manifestFor('region-cancel', [['tiles', tiles], ['rates', newRates]]);
  const cache = stores.get('baluchon-pack-region-cancel');
  const keptBefore = new Map(cache);

  // The server never answers (a hang), then answers half the part and stops: both times the download is cancelled.
  const halfway = halfThenHold(newRates);
  for (const [what, answer] of [['no answer', () => new Promise(() => {})], ['half a part', () => halfway.response]]) {
    const calls = serve((url) => (url.includes('/rates') ? answer() : tiles));
    const stop = new AbortController();
    const stalls = [];
    const download = keepPack(api(after), { manifest: after, query: 'region=monaco' }, {
      signal: stop.signal, stallMs: STALL, onStall: (waiting) => stalls.push(waiting),
    });
    await until(() => stalls.includes(true), 1000, `${what}: the stall was not told`);
    stop.abort();
    await assert.rejects(within(download, 300, `${what}: the cancelled download`), (error) => error.name === 'AbortError', what);
    assert.deepEqual(calls, [after.parts[1].url], `${what}: only the new part was asked`);
    assert.deepEqual(new Map(cache), keptBefore, `${what}: the cache holds the kept version's parts, nothing half-read`);
    const entry = keptPacks().find((other) => other.id === 'region-cancel');
    assert.equal(entry.manifest.version, before.version, `${what}: the kept version is still the pack's`);
    assert.equal(packFor('rates', { latitude: 43.73, longitude: 7.42 }).manifest.version, before.version);
    const index = await (await (await caches.open(WORKER_CACHE)).match('/packs/index.json')).json();
    assert.equal(index.packs.find((p) => p.id === 'region-cancel').version, before.version, `${what}: the worker still reads the kept version`);
  }
  halfway.go();

  // Started again, it completes: only the part that changed is fetched.
  const calls = serve((url) => (url.includes('/rates') ? newRates : tiles));
  const entry = await within(keepPack(api(after), { manifest: after, query: 'region=monaco' }, { stallMs: STALL }), 1000, 'started again');
  assert.equal(entry.manifest.version, after.version);
  assert.deepEqual(calls, [after.parts[1].url]);
  assert.deepEqual([...cache.keys()].sort(), after.parts.map((part) => absolute(part.url)).sort());
});

test('Cancel while nothing stalls stops the download too', async () => {
  const big = Buffer.alloc(6000, 9);
  const manifest = manifestFor('region-quick', [['tiles', big]]);
  const held = halfThenHold(big);
  serve(() => held.response);
  const stop = new AbortController();
  const progress = [];
  const download = keepPack(api(manifest), { manifest, query: 'region=monaco' }, {
    signal: stop.signal, stallMs: 60_000, onProgress: (p) => progress.push(p.done),
  });
  await until(() => progress.at(-1) > 0, 1000, 'the first half');
  stop.abort();
  await assert.rejects(within(download, 300, 'the cancelled download'), (error) => error.name === 'AbortError');
  held.go();
  assert.equal(stores.get('baluchon-pack-region-quick').size, 0, 'no half part kept');
  assert.equal(keptPacks().find((entry) => entry.id === 'region-quick').manifest, null, 'an unfinished pack is not used');
});

// A link that drops: the fetch rejects (TypeError, as a browser's does when the network or the server is gone).
const drop = () => Promise.reject(new TypeError('Failed to fetch'));

/** The timer of the waits between tries: records each wait; they end on `fire()`, or at once when `now`. */
function fakeTimer({ now = false } = {}) {
  const waits = [];
  const pending = new Map();
  let next = 0;
  return {
    waits,
    pending,
    setTimeout(run, ms) {
      waits.push(ms);
      next += 1;
      if (now) setTimeout(run, 0);
      else pending.set(next, run);
      return next;
    },
    clearTimeout(id) { pending.delete(id); },
    fire() {
      const runs = [...pending.values()];
      pending.clear();
      runs.forEach((run) => run());
    },
  };
}

/** A body that sends half the bytes, then fails as a cut connection does. */
const cutHalfway = (bytes) => new Response(new ReadableStream({
  start(controller) {
    controller.enqueue(new Uint8Array(bytes.subarray(0, bytes.length >> 1)));
    controller.error(new TypeError('network error'));
  },
}), { status: 200 });

const threeParts = (id) => manifestFor(id, [['tiles', Buffer.alloc(3000, 1)], ['places', Buffer.alloc(2000, 2)], ['rates', Buffer.from('{"base":"EUR"}')]]);
const bytesOf = { tiles: Buffer.alloc(3000, 1), places: Buffer.alloc(2000, 2), rates: Buffer.from('{"base":"EUR"}') };
const partBytes = (url) => bytesOf[url.split('/').at(-1).split('?')[0]];

test('the waits between tries after a dropped link double from 2 s up to 30 s, for a few minutes', () => {
  assert.deepEqual(Array.from({ length: RETRIES }, (_, retry) => retryDelay(retry)), [2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000, 30000]);
  const total = Array.from({ length: RETRIES }, (_, retry) => retryDelay(retry)).reduce((a, b) => a + b, 0);
  assert.ok(total >= 2 * 60_000 && total <= 5 * 60_000, String(total));
});

test('a dropped link is told with the wait and the parts kept, and the download resumes by itself from them', async () => {
  const manifest = threeParts('region-drop');
  const failures = { tiles: [drop], rates: [drop, () => cutHalfway(bytesOf.rates)] };
  const calls = serve((url) => {
    const name = url.split('/').at(-1).split('?')[0];
    return failures[name]?.shift()?.() ?? partBytes(url);
  });
  const timer = fakeTimer();
  const stalls = [];
  let settled = false;
  const download = keepPack(api(manifest), { manifest, query: 'region=monaco' }, {
    stallMs: 60_000, timer, network: new EventTarget(), onStall: (waiting) => stalls.push(waiting),
  }).finally(() => { settled = true; });
  for (const [count, told] of [[1, { retryMs: 2000, parts: 0, of: 3 }], [2, { retryMs: 2000, parts: 2, of: 3 }], [3, { retryMs: 4000, parts: 2, of: 3 }]]) {
    await until(() => timer.pending.size === 1, 1000, `drop ${count}: no new try waited for`);
    assert.deepEqual(stalls.filter((waiting) => typeof waiting === 'object').at(-1), told, `drop ${count}: told`);
    assert.equal(settled, false, `drop ${count}: the download has not given up`);
    timer.fire();
  }
  const entry = await within(download, 1000, 'the resumed download');
  assert.equal(entry.manifest.version, manifest.version);
  assert.deepEqual(calls, [0, 0, 1, 2, 2, 2].map((index) => manifest.parts[index].url), 'the kept parts are not fetched again');
  assert.deepEqual(timer.waits, [2000, 2000, 4000], 'the tries start over once parts came in');
  assert.equal(stalls.at(-1), false, 'the wait is over once bytes come again');
  assert.deepEqual([...stores.get('baluchon-pack-region-drop').keys()].sort(), manifest.parts.map((part) => absolute(part.url)).sort());
});

test('the window going online starts the next try at once', async () => {
  const manifest = threeParts('region-online');
  let dropped = false;
  const calls = serve((url) => {
    if (url === manifest.parts[1].url && !dropped) {
      dropped = true;
      return drop();
    }
    return partBytes(url);
  });
  const timer = fakeTimer();
  const network = new EventTarget();
  const download = keepPack(api(manifest), { manifest, query: 'region=monaco' }, { stallMs: 60_000, timer, network });
  await until(() => timer.pending.size === 1, 1000, 'no new try waited for');
  assert.deepEqual(timer.waits, [2000]);
  network.dispatchEvent(new Event('online'));
  const entry = await within(download, 1000, 'the download once online');
  assert.equal(entry.pending, null);
  assert.equal(timer.pending.size, 0, 'the wait was cleared');
  assert.deepEqual(calls, [0, 1, 1, 2].map((index) => manifest.parts[index].url));
});

test('Cancel while waiting to try again stops the download at once and keeps the checked parts', async () => {
  const manifest = threeParts('region-drop-cancel');
  const calls = serve((url) => (url === manifest.parts[2].url ? drop() : partBytes(url)));
  const timer = fakeTimer();
  const network = new EventTarget();
  const stop = new AbortController();
  const download = keepPack(api(manifest), { manifest, query: 'region=monaco' }, { signal: stop.signal, stallMs: 60_000, timer, network });
  await until(() => timer.pending.size === 1, 1000, 'no new try waited for');
  stop.abort();
  await assert.rejects(within(download, 300, 'the cancelled download'), (error) => error.name === 'AbortError');
  assert.equal(timer.pending.size, 0, 'no try is left waiting');
  network.dispatchEvent(new Event('online'));
  await new Promise((resolve) => setTimeout(resolve, 30));
  assert.equal(calls.length, 3, 'nothing is asked after Cancel');
  assert.deepEqual([...stores.get('baluchon-pack-region-drop-cancel').keys()].sort(), manifest.parts.slice(0, 2).map((part) => absolute(part.url)).sort());
  assert.equal(keptPacks().find((entry) => entry.id === 'region-drop-cancel').manifest, null, 'an unfinished pack is not used');
});

test('a part the server refuses (4xx) is not tried again', async () => {
  const manifest = threeParts('region-refused');
  const calls = serve((url) => (url === manifest.parts[1].url ? new Response('{}', { status: 404 }) : partBytes(url)));
  const timer = fakeTimer({ now: true });
  const stalls = [];
  await assert.rejects(
    within(keepPack(api(manifest), { manifest, query: 'region=monaco' }, { stallMs: 60_000, timer, onStall: (w) => stalls.push(w) }), 1000, 'refused'),
    (error) => error instanceof PackError && error.code === 'part' && error.details.status === 404);
  assert.equal(calls.length, 2);
  assert.deepEqual(timer.waits, []);
  assert.deepEqual(stalls, []);
});

test('after the last try the download gives up as interrupted, the checked parts kept', async () => {
  const manifest = threeParts('region-gone');
  const calls = serve((url) => (url === manifest.parts[0].url ? partBytes(url) : drop()));
  const timer = fakeTimer({ now: true });
  await assert.rejects(
    within(keepPack(api(manifest), { manifest, query: 'region=monaco' }, { stallMs: 60_000, timer, network: new EventTarget() }), 2000, 'giving up'),
    (error) => !(error instanceof PackError) && error.name !== 'AbortError' && error.cause instanceof TypeError);
  assert.deepEqual(timer.waits, Array.from({ length: RETRIES }, (_, retry) => retryDelay(retry)));
  assert.deepEqual(calls, [manifest.parts[0].url, ...Array(RETRIES + 1).fill(manifest.parts[1].url)]);
  assert.deepEqual([...stores.get('baluchon-pack-region-gone').keys()], [absolute(manifest.parts[0].url)]);
});
